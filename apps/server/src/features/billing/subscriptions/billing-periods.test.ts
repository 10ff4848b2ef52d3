import { describe, expect, it } from 'vitest';
import { addPeriod } from './billing-periods.ts';

const at = (iso: string) => new Date(iso);

describe('addPeriod', () => {
  it('adds a month at the same time of day', () => {
    expect(addPeriod(at('2026-03-15T09:30:12.345Z'), 'monthly').toISOString()).toBe(
      '2026-04-15T09:30:12.345Z',
    );
  });

  it('ends on the last day of a shorter month, as Stripe bills', () => {
    expect(addPeriod(at('2026-01-31T23:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T23:00:00.000Z',
    );
    expect(addPeriod(at('2028-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
  });

  it('adds years, and several periods at once', () => {
    expect(addPeriod(at('2028-02-29T12:00:00Z'), 'yearly').toISOString()).toBe(
      '2029-02-28T12:00:00.000Z',
    );
    expect(addPeriod(at('2026-11-30T08:00:00Z'), 'monthly', 3).toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
  });

  it('counts months in UTC, whatever the time zone of the process', () => {
    // Late on the 31st in UTC is already the 1st east of Greenwich.
    expect(addPeriod(at('2026-08-31T23:30:00Z'), 'monthly').toISOString()).toBe(
      '2026-09-30T23:30:00.000Z',
    );
    expect(addPeriod(at('2026-12-31T23:59:59.999Z'), 'monthly').toISOString()).toBe(
      '2027-01-31T23:59:59.999Z',
    );
  });
});
