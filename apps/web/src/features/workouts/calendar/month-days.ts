import type { Workout } from '@jetsweat/contract';

/**
 * The calendar's days in the member's own time zone (the browser's): a day is 'YYYY-MM-DD' of
 * local time, and a month's grid is the weeks (Sunday first) that hold its days.
 */
export type LocalDay = string;

const pad = (n: number) => String(n).padStart(2, '0');

/** The local day of an instant. */
export function localDay(at: Date | string): LocalDay {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A month of a year; `month` is 1-12. */
export interface Month {
  year: number;
  month: number;
}

export const monthOf = (day: LocalDay): Month => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});

export function addMonths({ year, month }: Month, n: number): Month {
  const index = year * 12 + (month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export const dayOf = ({ year, month }: Month, day: number): LocalDay =>
  `${year}-${pad(month)}-${pad(day)}`;

export const daysInMonth = ({ year, month }: Month) => new Date(year, month, 0).getDate();

/** The month's weeks, Sunday first; days of the months around it are null. */
export function monthWeeks(m: Month): (LocalDay | null)[][] {
  const lead = new Date(m.year, m.month - 1, 1).getDay();
  const cells: (LocalDay | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= daysInMonth(m); d += 1) cells.push(dayOf(m, d));
  while (cells.length % 7) cells.push(null);
  const weeks: (LocalDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The Eastern Time days to ask the server for so that every local day of `m` is covered. */
export function serverRange(m: Month): { fromDate: string; toDate: string } {
  const shift = (day: LocalDay, by: number) => {
    const d = new Date(`${day}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + by);
    return d.toISOString().slice(0, 10);
  };
  return { fromDate: shift(dayOf(m, 1), -1), toDate: shift(dayOf(m, daysInMonth(m)), 1) };
}

/**
 * The month's workouts by local day, earliest first, leaving out workouts with neither an
 * on-demand class nor a live class (spec: the list ignores them).
 */
export function workoutsByDay(workouts: Workout[], m: Month): Map<LocalDay, Workout[]> {
  const prefix = dayOf(m, 1).slice(0, 8);
  const days = new Map<LocalDay, Workout[]>();
  const sorted = [...workouts].sort((a, b) => a.when.localeCompare(b.when) || a.id - b.id);
  for (const w of sorted) {
    if (!w.video && !w.liveClass) continue;
    const day = localDay(w.when);
    if (!day.startsWith(prefix)) continue;
    days.set(day, [...(days.get(day) ?? []), w]);
  }
  return days;
}

/** The month's totals by status, from its listed workouts. */
export function monthTotals(days: Map<LocalDay, Workout[]>) {
  const totals = { scheduled: 0, completed: 0, skipped: 0 };
  for (const list of days.values()) for (const w of list) totals[w.status] += 1;
  return totals;
}
