import { TZDate } from '@date-fns/tz';
import { EASTERN_TIME_ZONE, type DayKey } from '@jetsweat/contract';

/** The instants an Eastern Time day starts and ends (23 or 25 hours on clock-change days). */
export function easternDayBounds(day: DayKey): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const start = new TZDate(y, m - 1, d, EASTERN_TIME_ZONE);
  const end = new TZDate(y, m - 1, d + 1, EASTERN_TIME_ZONE);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}
