import { addDays, PROGRESS_SINCE, readableDay, type DayKey } from '@jetsweat/contract';

/** Days the recent chart shows, ending today. */
export const CHART_DAYS = 30;
/** The longest stretch the all-time chart still draws a bar a day for; longer, a bar a month. */
export const ALL_TIME_DAILY_MAX = 62;

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const shortMonthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** 'Nov 3': a day key as an axis shows it. */
const tickDay = (day: DayKey) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The previous month of 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The next month of 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * The progress view's questions (spec 9): everything since 2018-01-01, the previous month and the
 * month so far, asked as day 01 to day 31 of a month; and the last 30 days for the chart.
 */
export function progressRanges(today: DayKey) {
  const month = today.slice(0, 7);
  const before = previousMonth(month);
  return {
    total: { fromDate: PROGRESS_SINCE, toDate: today },
    previousMonth: { fromDate: `${before}-01`, toDate: `${before}-31` },
    previousMonthName: monthName(before),
    soFar: { fromDate: `${month}-01`, toDate: today },
    monthName: monthName(month),
    chart: { fromDate: addDays(today, -(CHART_DAYS - 1)), toDate: today },
  };
}

type Row = { date: string; calorie: number };

/** One bar of the chart: its axis label ('Nov 3'), its full name (the day or month), its calories. */
export interface ChartBar {
  key: string;
  tick: string;
  name: string;
  calorie: number;
}

/** What the chart draws: a bar a day or a bar a month, from `from` through today. */
export interface ChartData {
  per: 'day' | 'month';
  from: DayKey;
  bars: ChartBar[];
}

const dayBar = (date: DayKey, calorie: number): ChartBar => ({
  key: date,
  tick: tickDay(date),
  name: readableDay(date),
  calorie,
});

/** Every day from `from` through `today` with its calories, 0 for days without a workout. */
function dailyBars(from: DayKey, today: DayKey, rows: Row[]): ChartBar[] {
  const byDay = new Map(rows.map((r) => [r.date.slice(0, 10), r.calorie]));
  const bars: ChartBar[] = [];
  for (let day = from; day <= today; day = addDays(day, 1))
    bars.push(dayBar(day, byDay.get(day) ?? 0));
  return bars;
}

/** The last 30 days, a bar a day, 0 for days without a workout. */
export function recentChart(today: DayKey, rows: Row[]): ChartData {
  const from = addDays(today, -(CHART_DAYS - 1));
  return { per: 'day', from, bars: dailyBars(from, today, rows) };
}

/**
 * Everything since the member's first workout (the first day with calories in `rows`, which the
 * server answers oldest first), not since 2018: a bar a day while that is at most
 * ALL_TIME_DAILY_MAX days, else a bar a month. Undefined before the first workout.
 */
export function allTimeChart(today: DayKey, rows: Row[]): ChartData | undefined {
  const first = rows.map((r) => r.date.slice(0, 10)).sort()[0];
  if (!first || first > today) return undefined;
  if (addDays(first, ALL_TIME_DAILY_MAX - 1) >= today)
    return { per: 'day', from: first, bars: dailyBars(first, today, rows) };
  const byMonth = new Map<string, number>();
  for (const r of rows)
    byMonth.set(r.date.slice(0, 7), (byMonth.get(r.date.slice(0, 7)) ?? 0) + r.calorie);
  const bars: ChartBar[] = [];
  for (let month = first.slice(0, 7); month <= today.slice(0, 7); month = nextMonth(month)) {
    const calorie = byMonth.get(month) ?? 0;
    bars.push({
      key: month,
      tick: shortMonthName(month),
      name: monthName(month),
      calorie,
    });
  }
  return { per: 'month', from: first, bars };
}
