import { normaliseStudioKey } from './studio-keys.ts';

/**
 * Plans, prices and package ids (spec 3, 9). Apart from the billing texts (billing-texts.ts): a
 * public page that names a plan or a trial does not download every billing screen's words.
 */

export const TRIAL_DAYS = 7;
export const CURRENCY = 'usd';

export type PlanChoice = 'yearly' | 'monthly' | 'daypass';
export type SubscriptionPlan = 'yearly' | 'monthly';

/** The two plans as the plan page and the billing page show them (spec 9). */
export const plans = {
  yearly: {
    title: 'Annual',
    priceCents: 23999,
    per: 'year',
    points: ['Billed annually', 'First 7 days free', 'Cancel any time', 'Unlimited workouts'],
  },
  monthly: {
    title: 'Monthly',
    priceCents: 1999,
    per: 'month',
    points: ['Billed monthly', 'First 7 days free', 'Cancel any time', 'Unlimited workouts'],
  },
} as const;

/** The studio key of JetSweat's own packages on the main site. */
export const MAIN_STUDIO_KEY = 'jetsweat';

/**
 * A package id: the studio key plus '_yearly', '_monthly' or '_daily'; one studio's suffix is '2'
 * ('_yearly2'); the key 'pearlcicc i' is 'pearlcici' (spec 3).
 */
export function packageIdFor(
  studioKey: string,
  kind: 'yearly' | 'monthly' | 'daily',
  suffix = '',
): string {
  const key = normaliseStudioKey(studioKey) || MAIN_STUDIO_KEY;
  return `${key}_${kind}${kind === 'daily' ? '' : suffix}`;
}

/** A packageId containing 'year' is yearly; any other subscription is monthly (spec 3). */
export const planOfPackage = (packageId: string): SubscriptionPlan =>
  packageId.includes('year') ? 'yearly' : 'monthly';

/** Cents as the product shows them: '$239.99'. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
