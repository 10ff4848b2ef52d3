import { BILLING_TIME_ZONE } from '@jetsweat/contract';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BILLING_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const longFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });

/** Today in Eastern Time, 'YYYY-MM-DD': a day pass's day (design.md §2). */
export const easternToday = () => dayFormat.format(new Date());

const utcNoon = (day: string) => new Date(`${day}T12:00:00Z`);
export const addDays = (day: string, n: number) => {
  const d = utcNoon(day);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
export const readableDay = (day: string) => longFormat.format(utcNoon(day));
export const monthTitle = (month: string) => monthFormat.format(utcNoon(`${month}-01`));
export const addMonths = (month: string, n: number) => {
  const d = utcNoon(`${month}-01`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};

/** The weeks of a month as rows of seven days ('YYYY-MM-DD', or null outside the month). */
export function monthGrid(month: string): (string | null)[][] {
  const first = utcNoon(`${month}-01`);
  const lead = first.getUTCDay();
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
