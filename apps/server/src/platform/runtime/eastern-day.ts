import { TZDate } from '@date-fns/tz';
import { EASTERN_TIME_ZONE, type DayKey } from '@jetsweat/contract';

/**
 * The instants each day starts and ends, by day, for the days asked about lately: finding an
 * offset in a time zone costs more than the rest of a calendar request's arithmetic, and the same
 * few days (today, a year ahead) are asked on every request. A day's bounds never change.
 */
const known = new Map<DayKey, { start: number; end: number }>();
const KNOWN_DAYS = 1_000;

/** The instants an Eastern Time day starts and ends (23 or 25 hours on clock-change days). */
export function easternDayBounds(day: DayKey): { start: Date; end: Date } {
  let bounds = known.get(day);
  if (!bounds) {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    bounds = {
      start: new TZDate(y, m - 1, d, EASTERN_TIME_ZONE).getTime(),
      end: new TZDate(y, m - 1, d + 1, EASTERN_TIME_ZONE).getTime(),
    };
    if (known.size >= KNOWN_DAYS) known.clear();
    known.set(day, bounds);
  }
  return { start: new Date(bounds.start), end: new Date(bounds.end) };
}
