import type { NoShowReport } from '@jetsweat/contract';
import { REPORT_TOP } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { membersCameByClass } from '../../live/service.ts';
import { studioReportFigures, type ClassFigures } from '../../schedule/service.ts';
import { periodOf } from './class-reports.ts';
import { utcDay, weekOf, weekPeriod } from './report-period.ts';

/** One no-show: the class, and the member with their name and address. */
export interface NoShow {
  class: ClassFigures;
  userId: number;
  name: string;
  email: string;
}

/**
 * The booked seats of a studio's classes over in the period whose member never joined the room:
 * the schedule's classes with their booked members, less the members the live room saw in each,
 * in class order, with the members' names. Late cancels are not recorded yet (a cancelled seat is deleted); they join as a second kind of
 * line once cancellations are kept.
 */
export async function noShowsOf(db: Database, studioId: number, now: Date, weeks: number) {
  const period = weekPeriod(now, weeks);
  const classes = await studioReportFigures.classSeats(db, studioId, period.from, period.to);
  const came = await membersCameByClass(
    db,
    classes.map((c) => c.id),
  );
  // In class order, each class's members by id: the booked seats the room never saw.
  const missed = classes.flatMap((c) => {
    const there = new Set(came.get(c.id));
    return c.members
      .filter((u) => !there.has(u))
      .sort((a, b) => a - b)
      .map((userId) => ({ class: c, userId }));
  });
  const people = new Map(
    (await peopleByIds(db, [...new Set(missed.map((m) => m.userId))])).map((p) => [p.id, p]),
  );
  const noShows: NoShow[] = missed.flatMap((m) => {
    const p = people.get(m.userId);
    return p ? [{ ...m, name: `${p.first_name} ${p.last_name}`.trim(), email: p.email }] : [];
  });
  return { period, classes, noShows };
}

/** No-shows by week beside the booked seats of the week's past classes, and who missed most. */
export async function readNoShows(
  db: Database,
  studioId: number,
  now: Date,
  weeks: number,
): Promise<NoShowReport> {
  const { period, classes, noShows } = await noShowsOf(db, studioId, now, weeks);
  const week = new Map(period.weeks.map((w) => [w, { week: w, booked: 0, noShows: 0 }]));
  for (const c of classes) week.get(weekOf(c.scheduledAt))!.booked += c.booked;
  const members = new Map<number, NoShowReport['members'][number]>();
  for (const n of noShows) {
    week.get(weekOf(n.class.scheduledAt))!.noShows += 1;
    const m = members.get(n.userId) ?? {
      userId: n.userId,
      name: n.name,
      email: n.email,
      noShows: 0,
      lastMissed: '',
    };
    m.noShows += 1;
    m.lastMissed = utcDay(n.class.scheduledAt);
    members.set(n.userId, m);
  }
  return {
    ...periodOf(period),
    booked: classes.reduce((s, c) => s + c.booked, 0),
    noShows: noShows.length,
    byWeek: [...week.values()],
    members: [...members.values()]
      .sort(
        (a, b) =>
          b.noShows - a.noShows ||
          b.lastMissed.localeCompare(a.lastMissed) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, REPORT_TOP),
  };
}
