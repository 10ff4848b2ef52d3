import {
  easternShortDate,
  formatDollars,
  plans,
  type SubscriptionRecord,
} from '@jetsweat/contract';

/** A moment's Eastern Time date as people read it ('Dec 1, 2026'), or nothing when there is none. */
export const readableDate = (iso: string | null) => (iso ? easternShortDate(iso) : '');

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
export const cardName = (brand: string) => brandNames[brand] ?? brand;

/** A subscription's state in one sentence, for its owner. */
export function statusLine(s: SubscriptionRecord): string {
  const plan = `${plans[s.plan].title} plan (${formatDollars(s.priceCents)} per ${plans[s.plan].per})`;
  switch (s.status) {
    case 'trialing':
      return s.cancelled
        ? `Your free trial of the ${plan} is cancelled. You keep access until ${readableDate(s.currentPeriodEnd)}.`
        : `You are on a free trial of the ${plan} until ${readableDate(s.trialEnd)}; then ${formatDollars(s.nextPayment?.amountCents ?? s.priceCents)} is charged.`;
    case 'active':
      return s.cancelled
        ? `Your ${plan} is cancelled. You keep access until ${readableDate(s.currentPeriodEnd)} and will not be charged again.`
        : `Your ${plan} renews on ${readableDate(s.nextPayment?.date ?? s.currentPeriodEnd)} for ${formatDollars(s.nextPayment?.amountCents ?? s.priceCents)}.`;
    case 'paused':
      return `Your ${plan} is paused. Resume it to work out again: the time you had left is kept for you.`;
    case 'past_due':
      return `Your last payment did not go through${s.lastPaymentError ? `: ${s.lastPaymentError}` : '.'} Your membership is on hold until it does. Please update your card below.`;
    case 'canceled':
      return `Your ${plan} ended on ${readableDate(s.endedAt)}.`;
    default:
      return 'Your purchase is being processed.';
  }
}

/** The state in a word or two, as the membership page labels it. */
export function statusWord(s: SubscriptionRecord): string {
  if (s.status === 'past_due') return 'Payment failed';
  if (s.status === 'paused') return 'Paused';
  if (s.status === 'canceled') return 'Ended';
  if (s.cancelled) return 'Cancelled at the end of the period';
  if (s.status === 'trialing') return 'Free trial';
  if (s.status === 'active') return 'Active';
  return 'Processing';
}

/** The plan as people name it: 'Monthly plan, $19.99 a month'. */
export const planLine = (s: SubscriptionRecord) =>
  `${plans[s.plan].title} plan, ${formatDollars(s.priceCents)} a ${plans[s.plan].per}`;
