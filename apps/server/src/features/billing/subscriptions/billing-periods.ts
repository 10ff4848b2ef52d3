import { tz } from '@date-fns/tz';
import { addMonths } from 'date-fns';

/**
 * One billing period after `from`: a month or a year later at the same time of day, on the last
 * day of the month when the month is shorter (Jan 31 + 1 month = Feb 28), as Stripe bills. The
 * months are counted in UTC, so the server's time zone changes nothing.
 */
export function addPeriod(from: Date, plan: 'yearly' | 'monthly', count = 1): Date {
  const months = plan === 'yearly' ? 12 * count : count;
  return new Date(addMonths(from, months, { in: tz('UTC') }).getTime());
}

export const DAY_MS = 24 * 60 * 60 * 1000;
