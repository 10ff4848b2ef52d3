const DAY = 24 * 3600_000;

/** `YYYY-MM-DD` of a UTC instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The Monday 00:00 UTC that begins the week `at` falls in. */
export function weekStart(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return new Date(midnight - ((at.getUTCDay() + 6) % 7) * DAY);
}

/** A class report's period: the last `weeks` weeks, this one included, up to `now`. */
export interface WeekPeriod {
  from: Date;
  to: Date;
  /** Every week's Monday, `YYYY-MM-DD`, oldest first. */
  weeks: string[];
}

export function weekPeriod(now: Date, weeks: number): WeekPeriod {
  const from = new Date(weekStart(now).getTime() - (weeks - 1) * 7 * DAY);
  const list = Array.from({ length: weeks }, (_, i) =>
    utcDay(new Date(from.getTime() + i * 7 * DAY)),
  );
  return { from, to: now, weeks: list };
}

/** The Monday (`YYYY-MM-DD`) of the week a class began in. */
export const weekOf = (at: Date) => utcDay(weekStart(at));

/** The last `months` months (UTC, `YYYY-MM`), this one included, oldest first. */
export function monthPeriod(now: Date, months: number): string[] {
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
