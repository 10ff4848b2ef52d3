import { addDays, type DayKey } from '@jetsweat/contract';

/**
 * Weeks and months of the Eastern Time calendar for the schedule's week strip. Day keys are
 * 'YYYY-MM-DD'; arithmetic on them is done in UTC, where no day is 23 or 25 hours long.
 */
const utc = (key: DayKey) => new Date(`${key}T00:00:00Z`);
const keyOf = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday of the week the day is in. */
export function mondayOf(key: DayKey): DayKey {
  const weekday = (utc(key).getUTCDay() + 6) % 7;
  return addDays(key, -weekday);
}

/** Monday to Sunday of the day's week. */
export function weekOf(key: DayKey): DayKey[] {
  const monday = mondayOf(key);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The first day of the month `months` away from the day's month. */
export function firstOfMonth(key: DayKey, months = 0): DayKey {
  const d = utc(key);
  return keyOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** 'November 2026'. */
export function monthLabel(key: DayKey): string {
  return utc(key).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' });
}

/** 'Mon' and '23' for the week strip; 'Monday, November 23' for screen readers. */
export function dayParts(key: DayKey): { weekday: string; date: string; label: string } {
  const d = utc(key);
  return {
    weekday: d.toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short' }),
    date: String(d.getUTCDate()),
    label: d.toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
    }),
  };
}

/** The later of two days. */
export const laterDay = (a: DayKey, b: DayKey): DayKey => (a > b ? a : b);
