import { addDays, PROGRESS_SINCE, type DayKey } from '@jetsweat/contract';

/** Days the chart shows, ending today. */
export const CHART_DAYS = 30;

const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The previous month of 'YYYY-MM'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
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

/** Every day of the chart with its calories, 0 for days without a workout. */
export function chartDays(today: DayKey, rows: { date: string; calorie: number }[]) {
  const byDay = new Map(rows.map((r) => [r.date.slice(0, 10), r.calorie]));
  return Array.from({ length: CHART_DAYS }, (_, i) => {
    const date = addDays(today, i - (CHART_DAYS - 1));
    return { date, calorie: byDay.get(date) ?? 0 };
  });
}
