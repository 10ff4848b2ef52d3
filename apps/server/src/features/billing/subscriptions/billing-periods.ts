/**
 * One billing period after `from`: a month or a year later at the same time of day, on the last
 * day of the month when the month is shorter (Jan 31 + 1 month = Feb 28), as Stripe bills.
 */
export function addPeriod(from: Date, plan: 'yearly' | 'monthly', count = 1): Date {
  const months = plan === 'yearly' ? 12 * count : count;
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

export const DAY_MS = 24 * 60 * 60 * 1000;
