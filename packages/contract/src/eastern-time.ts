/**
 * The product keeps one calendar, Eastern Time, whatever the visitor's own zone: a day pass
 * covers an Eastern Time day and live classes are listed in Eastern Time (spec 4.4, 9). Days are
 * plain 'YYYY-MM-DD' keys of that calendar; arithmetic on them is done in UTC, where no day is
 * 23 or 25 hours long. The server and the web app both read and print days with these functions.
 */
export const EASTERN_TIME_ZONE = 'America/New_York';

/** A day of the Eastern Time calendar, 'YYYY-MM-DD'. */
export type DayKey = string;

const dayKeyFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: EASTERN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const longDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const weekdayDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** Noon UTC of a day key: a moment on that day in every zone from UTC-11 to UTC+11. */
const noonOf = (key: DayKey) => new Date(`${key}T12:00:00Z`);

const HOUR_MS = 60 * 60 * 1000;
/**
 * The last hour asked about and its day. Eastern Time is a whole number of hours from UTC, and
 * its clock changes on the hour, so every instant of one UTC hour falls on the same Eastern day;
 * the server asks for the current day on every gated call, and formatting costs far more.
 */
let lastHour = { hour: NaN, day: '' };

/** The Eastern Time day an instant falls on. */
export function easternDay(instant: Date | string): DayKey {
  const time = new Date(instant).getTime();
  const hour = Math.floor(time / HOUR_MS);
  if (hour !== lastHour.hour) lastHour = { hour, day: dayKeyFormat.format(time) };
  return lastHour.day;
}

/** '7:00 PM': the 12-hour Eastern Time of an instant. */
export function easternTime(instant: Date | string): string {
  // Some ICU versions put a narrow no-break space before AM/PM; keep one plain form everywhere.
  return timeFormat.format(new Date(instant)).replace(/\u202f/g, ' ');
}

/** 'Monday, November 23, 2026': the Eastern Time date of an instant. */
export function easternLongDate(instant: Date | string): string {
  return longDateFormat.format(new Date(instant));
}

/** 'Sunday, November 22 at 10:00 AM ET'. */
export function easternWhen(instant: Date | string): string {
  return `${weekdayDateFormat.format(new Date(instant))} at ${easternTime(instant)} ET`;
}

/** 'Friday, November 27, 2026': a day key as people read it. */
export function readableDay(key: DayKey): string {
  return longDateFormat.format(noonOf(key));
}

/** A day key plus (or minus) some days. */
export function addDays(key: DayKey, days: number): DayKey {
  const d = noonOf(key);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const shortDateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** 'Dec 1, 2026': the Eastern Time date of an instant, short, as the membership page shows it. */
export function easternShortDate(instant: Date | string): string {
  return shortDateFormat.format(new Date(instant));
}

const monthDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN_TIME_ZONE,
  month: 'short',
  day: 'numeric',
});

/** 'Dec 1': the Eastern Time month and day of an instant, as a recorded class's title gives it. */
export function easternMonthDay(instant: Date | string): string {
  return monthDayFormat.format(new Date(instant));
}

/** 'Dec 1, 2026': a day key, short. */
export function shortDay(key: DayKey): string {
  return shortDateFormat.format(noonOf(key));
}
