import { tz } from '@date-fns/tz';
import { format, parseISO, startOfISOWeek, subWeeks } from 'date-fns';
import type { DayKey } from '@jetsweat/contract';

// Day keys are calendar days already (Eastern Time, contract's easternDay): reckon them in UTC,
// where no day is missing or doubled by a clock change, whatever the server's own zone.
const calendar = { in: tz('UTC') };
const dayKey = (d: Date) => format(d, 'yyyy-MM-dd', calendar);

/** The Monday of a day's week (ISO weeks: Monday to Sunday). */
export const weekStartOf = (day: DayKey): DayKey =>
  dayKey(startOfISOWeek(parseISO(day, calendar), calendar));

const weekBefore = (monday: DayKey): DayKey =>
  dayKey(subWeeks(parseISO(monday, calendar), 1, calendar));

/**
 * Consecutive weeks with a completed class, counted back from the current week (that of `today`).
 * While the current week has no class yet it is still in progress: the streak then ends with last
 * week instead of being broken by a week not over. `weeksWithClass` are Mondays, in any order.
 */
export function weeklyStreak(weeksWithClass: Iterable<DayKey>, today: DayKey): number {
  const weeks = new Set(weeksWithClass);
  const thisWeek = weekStartOf(today);
  let week = weeks.has(thisWeek) ? thisWeek : weekBefore(thisWeek);
  let streak = 0;
  while (weeks.has(week)) {
    streak += 1;
    week = weekBefore(week);
  }
  return streak;
}
