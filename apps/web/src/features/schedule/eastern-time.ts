import { LIVE_CLASS_TIME_ZONE } from '@jetsweat/contract';

/**
 * Live classes live on the Eastern Time calendar whatever the visitor's own zone (spec 9), so
 * days are plain 'YYYY-MM-DD' keys of that calendar, and day arithmetic is done on them in UTC,
 * where no day is 23 or 25 hours long.
 */
export type DayKey = string;

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: LIVE_CLASS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LIVE_CLASS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: LIVE_CLASS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const utc = (key: DayKey) => new Date(`${key}T00:00:00Z`);
const keyOf = (d: Date) => d.toISOString().slice(0, 10);

/** The Eastern Time day an instant falls on. */
export function easternDay(instant: Date | string): DayKey {
  return dayKeyFormat.format(new Date(instant));
}

/** '7:00 PM': the 12-hour Eastern Time of an instant. */
export function easternTime(instant: Date | string): string {
  // Some ICU versions put a narrow no-break space before AM/PM; keep one plain form everywhere.
  return timeFormat.format(new Date(instant)).replace(/\u202f/g, ' ');
}

/** 'Monday, November 23, 2026' in Eastern Time. */
export function easternLongDate(instant: Date | string): string {
  return longDateFormat.format(new Date(instant));
}

export function addDays(key: DayKey, days: number): DayKey {
  const d = utc(key);
  d.setUTCDate(d.getUTCDate() + days);
  return keyOf(d);
}

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
