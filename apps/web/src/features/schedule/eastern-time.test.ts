import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayParts,
  easternDay,
  easternLongDate,
  easternTime,
  firstOfMonth,
  mondayOf,
  monthLabel,
  weekOf,
} from './eastern-time.ts';

describe('Eastern Time calendar', () => {
  it('places an instant on its Eastern day, not the UTC one', () => {
    // 02:30 UTC on the 23rd is 9:30 PM on the 22nd in New York (EST, UTC-5).
    expect(easternDay('2026-11-23T02:30:00Z')).toBe('2026-11-22');
    expect(easternTime('2026-11-23T02:30:00Z')).toBe('9:30 PM');
    expect(easternLongDate('2026-11-23T02:30:00Z')).toBe('Sunday, November 22, 2026');
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

  it('builds weeks from Monday to Sunday', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-12-31')[0]).toBe('2026-12-28');
    expect(weekOf('2026-12-31')[6]).toBe('2027-01-03');
  });

  it('moves by months and names them', () => {
    expect(firstOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(firstOfMonth('2026-11-22', 1)).toBe('2026-12-01');
    expect(firstOfMonth('2026-12-05', 1)).toBe('2027-01-01');
    expect(firstOfMonth('2027-01-31', -1)).toBe('2026-12-01');
    expect(monthLabel('2026-11-22')).toBe('November 2026');
    expect(dayParts('2026-11-23')).toEqual({
      weekday: 'Mon',
      date: '23',
      label: 'Monday, November 23',
    });
  });
});
