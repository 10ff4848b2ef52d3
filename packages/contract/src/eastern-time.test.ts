import { describe, expect, it } from 'vitest';
import {
  addDays,
  easternDay,
  easternLongDate,
  easternShortDate,
  easternTime,
  easternWhen,
  readableDay,
  shortDay,
} from './eastern-time.ts';

describe('Eastern Time calendar', () => {
  it('places an instant on its Eastern day, not the UTC one', () => {
    // 02:30 UTC on the 23rd is 9:30 PM on the 22nd in New York (EST, UTC-5).
    expect(easternDay('2026-11-23T02:30:00Z')).toBe('2026-11-22');
    expect(easternTime('2026-11-23T02:30:00Z')).toBe('9:30 PM');
    expect(easternLongDate('2026-11-23T02:30:00Z')).toBe('Sunday, November 22, 2026');
    expect(easternWhen('2026-11-23T02:30:00Z')).toBe('Sunday, November 22 at 9:30 PM ET');
  });

  it('answers the same day as formatting each instant afresh, across both clock changes', () => {
    const direct = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (const start of ['2026-03-07T00:00:00Z', '2026-10-31T00:00:00Z']) {
      // Every 7 minutes for four days, forwards and then backwards (the kept hour must not stick).
      const instants = Array.from(
        { length: (4 * 24 * 60) / 7 },
        (_, i) => Date.parse(start) + i * 7 * 60_000,
      );
      for (const t of [...instants, ...instants.reverse()])
        expect(easternDay(new Date(t))).toBe(direct.format(t));
    }
  });

  it('follows daylight saving time', () => {
    // July: EDT, UTC-4.
    expect(easternTime('2027-07-01T11:00:00Z')).toBe('7:00 AM');
    expect(easternTime('2027-01-01T12:00:00Z')).toBe('7:00 AM');
    expect(easternTime('2026-11-20T17:00:00Z')).toBe('12:00 PM');
    expect(easternTime('2026-11-20T05:05:00Z')).toBe('12:05 AM');
  });

  it('does day arithmetic across months, years and the clock change', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-14', -1)).toBe('2027-03-13');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('prints a day key as the same day, whatever zone the reader is in', () => {
    expect(readableDay('2026-11-27')).toBe('Friday, November 27, 2026');
    expect(readableDay('2027-03-14')).toBe('Sunday, March 14, 2027');
  });

  it('prints the short dates of the membership page in Eastern Time', () => {
    expect(shortDay('2026-12-01')).toBe('Dec 1, 2026');
    // 03:00 UTC on 2 December is still 1 December in New York.
    expect(easternShortDate('2026-12-02T03:00:00Z')).toBe('Dec 1, 2026');
    expect(easternShortDate('2026-12-02T05:00:00Z')).toBe('Dec 2, 2026');
  });
});
