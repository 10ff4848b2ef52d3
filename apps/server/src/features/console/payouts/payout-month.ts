/** A payout's month (UTC, `YYYY-MM`) as the times it covers. */
export function monthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(y, m - 1, 1)), to: new Date(Date.UTC(y, m, 1)) };
}

/** The month before `now`'s (UTC): what the run on the 1st pays. */
export function monthBefore(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
}

/** Whether a month has ended by `now`: only those are paid. */
export const monthEnded = (month: string, now: Date) =>
  monthRange(month).to.getTime() <= now.getTime();
