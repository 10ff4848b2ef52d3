import type { MembersReport } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { studioReportFigures } from '../../schedule/service.ts';
import { monthPeriod } from './report-period.ts';

/**
 * New versus returning members by month, and the retention table: a member's cohort is the month
 * (UTC) of their first booked class at the studio, ever; a month counts them when they booked a
 * class held in it. Every month of the period is present; cohorts are the period's months, and
 * each lists how many of its members booked in its month and in every month after, to the last.
 */
export async function readMembers(
  db: Database,
  studioId: number,
  now: Date,
  months: number,
): Promise<MembersReport> {
  const list = monthPeriod(now, months);
  const counts = await studioReportFigures.cohorts(db, studioId, now);
  const first = list[0]!;
  const byMonth = new Map(list.map((m) => [m, { month: m, new: 0, returning: 0 }]));
  const cohorts = new Map(
    list.map((m, i) => [
      m,
      { cohort: m, members: 0, booking: new Array<number>(months - i).fill(0) },
    ]),
  );
  for (const { cohort, month, members } of counts) {
    const row = byMonth.get(month);
    if (row) {
      if (cohort === month) row.new += members;
      else row.returning += members;
    }
    const c = cohort >= first ? cohorts.get(cohort) : undefined;
    if (!c) continue;
    if (cohort === month) c.members = members;
    const offset = list.indexOf(month) - list.indexOf(cohort);
    if (offset >= 0 && offset < c.booking.length) c.booking[offset] = members;
  }
  return {
    from: first,
    to: list.at(-1)!,
    months,
    byMonth: [...byMonth.values()],
    cohorts: [...cohorts.values()],
  };
}
