/** Months ('YYYY-MM') of the Eastern Time calendar, for the day pass's date picker. */

const monthFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const firstOf = (month: string) => new Date(`${month}-01T12:00:00Z`);

/** 'November 2026'. */
export const monthTitle = (month: string) => monthFormat.format(firstOf(month));

export const addMonths = (month: string, n: number) => {
  const d = firstOf(month);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
};

/** The weeks of a month as rows of seven days ('YYYY-MM-DD', or null outside the month). */
export function monthGrid(month: string): (string | null)[][] {
  const first = firstOf(month);
  const lead = first.getUTCDay();
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = 1; d <= days; d++) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
