import { describe, expect, it } from 'vitest';
import { dayParts, firstOfMonth, mondayOf, monthLabel, weekOf } from './calendar-days.ts';

describe('schedule calendar days', () => {
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
