import type { Database } from '../../platform/db/database.ts';
import { insertCard, insertCustomer, saveCardOn } from '../../platform/payments/sandbox-store.ts';
import { insertDemoCoupons, insertDemoPackages, insertDemoProducts } from './demo-store.ts';
import { findPackage } from './packages/package-store.ts';
import { saveCustomerId } from './customers/customer-store.ts';
import { recordSucceededPayment } from './purchases/payments-store.ts';
import {
  hasEverSubscribed,
  insertIncompleteSubscription,
  updateSubscription,
} from './subscriptions/subscription-store.ts';

/** A studio's day pass price: a few price points, so the demo shows prices coming from the studio. */
const DAY_PRICES = [799, 999, 1299, 1499] as const;

export const demoCoupons = [
  // Makes one live class free, once per member ('Sweet, this class is on us!'): live classes only,
  // so a new account does not get a free year or day pass with it, and a cap on the total.
  {
    code: 'FREECLASS',
    description: 'One free live class',
    percent_off: 100,
    amount_off_cents: null,
    duration: 'once',
    duration_in_months: null,
    applies_to: ['liveclass'],
    redeem_by: null,
    max_redemptions: 1000,
  },
  {
    code: 'WELCOME20',
    description: '20% off your first three months',
    percent_off: 20,
    amount_off_cents: null,
    duration: 'repeating',
    duration_in_months: 3,
    applies_to: ['subscription'],
    redeem_by: null,
    max_redemptions: 1000,
  },
  {
    code: 'TAKE5',
    description: '$5 off one purchase',
    percent_off: null,
    amount_off_cents: 500,
    duration: 'once',
    duration_in_months: null,
    applies_to: ['subscription', 'daypass', 'liveclass'],
    redeem_by: null,
    max_redemptions: 1000,
  },
  {
    code: 'SUMMER2024',
    description: 'Summer 2024: 50% off',
    percent_off: 50,
    amount_off_cents: null,
    duration: 'once',
    duration_in_months: null,
    applies_to: ['subscription', 'daypass', 'liveclass'],
    redeem_by: '2024-09-01T04:00:00Z',
    max_redemptions: null,
  },
] as const;

export const demoProducts = [
  {
    id: 1,
    title: 'The JetSweat 30-day plan (e-mail guide)',
    type: 'email',
    credit_type: null,
    price_cents: 0,
    package_id: null,
    description: 'A month of workouts, sent to your inbox.',
  },
  {
    id: 2,
    title: 'JetSweat Monthly',
    type: 'subscription',
    credit_type: null,
    price_cents: 1999,
    package_id: 'jetsweat_monthly',
    description: 'Unlimited workouts, billed monthly.',
  },
  {
    id: 3,
    title: 'Live class credit',
    type: 'credit',
    credit_type: 'live',
    price_cents: 1000,
    package_id: 'jetsweat_class',
    description: 'One live class of your choice.',
  },
  {
    id: 4,
    title: 'On-demand class credit',
    type: 'credit',
    credit_type: 'ondemand',
    price_cents: 500,
    package_id: null,
    description: 'One on-demand class, yours to keep.',
  },
] as const;

/** A studio's own yearly and monthly plans and its day pass. */
const studioPackages = (
  s: { id: number; short_name: string; package_suffix: string },
  dayPrice: number,
) => {
  const suffix = s.package_suffix;
  return [
    {
      id: `${s.short_name}_yearly${suffix}`,
      studio_id: s.id,
      kind: 'yearly' as const,
      title: 'Annual plan',
      price_cents: 23999,
      trial_days: 7,
    },
    {
      id: `${s.short_name}_monthly${suffix}`,
      studio_id: s.id,
      kind: 'monthly' as const,
      title: 'Monthly plan',
      price_cents: 1999,
      trial_days: 7,
    },
    {
      id: `${s.short_name}_daily`,
      studio_id: s.id,
      kind: 'daily' as const,
      title: 'Day Pass',
      price_cents: dayPrice,
      trial_days: 0,
    },
  ];
};

/**
 * Every demo studio sells its own plans (its key plus _yearly/_monthly, or _yearly2/_monthly2 for
 * the studio with suffix '2') and a day pass; plus demo coupons and the products the
 * purchase-confirmation screen shows. JetSweat's own plans come with the migration.
 */
export async function seedDemoBilling(
  tx: Database,
  studios: readonly { id: number; shortName: string; packageSuffix: string }[],
): Promise<void> {
  const byId = [...studios].sort((x, y) => x.id - y.id);
  await insertDemoPackages(
    tx,
    byId.flatMap((s, i) =>
      studioPackages(
        { id: s.id, short_name: s.shortName, package_suffix: s.packageSuffix },
        DAY_PRICES[i % DAY_PRICES.length]!,
      ),
    ),
  );
  await insertDemoCoupons(
    tx,
    demoCoupons.map((c) => ({
      code: c.code,
      description: c.description,
      percent_off: c.percent_off,
      amount_off_cents: c.amount_off_cents,
      duration: c.duration,
      duration_in_months: c.duration_in_months,
      applies_to: [...c.applies_to],
      redeem_by: c.redeem_by,
      max_redemptions: c.max_redemptions,
    })),
  );
  await insertDemoProducts(
    tx,
    demoProducts.map((p) => ({
      id: p.id,
      title: p.title,
      type: p.type,
      credit_type: p.credit_type,
      description: p.description,
      price_cents: p.price_cents,
      package_id: p.package_id,
    })),
  );
}

/** A demo account who pays: the accounts feature's person, handed in by the demo. */
export interface DemoPayer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** The card the demo accounts paid with: the sandbox's test Visa, which every charge accepts. */
export const demoCard = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 } as const;

/**
 * The demo account's customer and saved card at the sandbox gateway, kept where a real purchase
 * keeps them (sandbox_customers, sandbox_cards, billing_customers). Answers the card's id.
 */
async function seedDemoCard(db: Database, person: DemoPayer): Promise<string> {
  const customerId = `cus_demo${person.id}`;
  const cardId = `pm_demo${person.id}`;
  const name = `${person.firstName} ${person.lastName}`.trim();
  await insertCustomer(db, {
    id: customerId,
    email: person.email,
    name,
    userRef: String(person.id),
  });
  await insertCard(db, {
    id: cardId,
    kind: 'payment_method',
    brand: demoCard.brand,
    last4: demoCard.last4,
    exp_month: demoCard.expMonth,
    exp_year: demoCard.expYear,
    holder_name: name,
    behaviour: 'ok',
  });
  await saveCardOn(db, cardId, customerId);
  await saveCustomerId(db, person.id, 'sandbox', customerId);
  return cardId;
}

/**
 * A year of JetSweat's yearly plan for a demo account, paid in the demo's story with the demo card,
 * which stays on file: /account shows the card and the year's receipt, and the renewal a year on
 * charges the card as a member's would. Skipped when the account has ever had a subscription.
 */
export async function seedDemoSubscription(db: Database, person: DemoPayer, now: Date) {
  const userId = person.id;
  const pkg = await findPackage(db, 'jetsweat_yearly');
  if ((await hasEverSubscribed(db, userId)) || !pkg) return;
  const cardId = await seedDemoCard(db, person);
  const publicId = `sub_demo${userId}`;
  // Through the purchase's own moves (a claim, then active), as a paid purchase makes it.
  const claim = await insertIncompleteSubscription(
    db,
    {
      public_id: publicId,
      user_id: userId,
      package_id: 'jetsweat_yearly',
      plan: 'yearly',
      price_cents: pkg.price_cents,
      source: 'demo',
      start_source: null,
      coupon_id: null,
      discounted_payments_left: null,
    },
    now,
  );
  const subscription = (await updateSubscription(
    db,
    claim,
    {
      status: 'active',
      current_period_start: now,
      current_period_end: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
      periods_paid: 1,
      payment_method_id: cardId,
      card_brand: demoCard.brand,
      card_last4: demoCard.last4,
    },
    now,
  ))!;
  // The year's charge, in the ledger that receipts read, as a purchase would have written it.
  await recordSucceededPayment(db, {
    userId,
    for: { subscriptionId: subscription.id, period: 1 },
    amountCents: pkg.price_cents,
    idempotencyKey: `${publicId}:period:1`,
    now,
  });
}
