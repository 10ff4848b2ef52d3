import type { NoShowReport } from '@jetsweat/contract';
import { REPORT_TOP } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { membersCameByClass } from '../../live/service.ts';
import {
  lateCancelsByClass,
  studioReportFigures,
  type ClassFigures,
} from '../../schedule/service.ts';
import { periodOf } from './class-reports.ts';
import { utcDay, weekOf, weekPeriod } from './report-period.ts';

/** A seat missed: booked and never joined the room, or cancelled inside the studio's window. */
export interface NoShow {
  class: ClassFigures;
  kind: 'no-show' | 'late-cancel';
  userId: number;
  name: string;
  email: string;
}

/**
 * The seats of a studio's classes over in the period that were missed: the booked members the
 * live room never saw (no-shows) and the members who cancelled inside the studio's window (late
 * cancels, as the schedule records them), in class order, with the members' names.
 */
export async function noShowsOf(db: Database, studioId: number, now: Date, weeks: number) {
  const period = weekPeriod(now, weeks);
  const classes = await studioReportFigures.classSeats(db, studioId, period.from, period.to);
  const [came, late] = await Promise.all([
    membersCameByClass(
      db,
      classes.map((c) => c.id),
    ),
    lateCancelsByClass(db, studioId, period.from, period.to),
  ]);
  const cancelledLate = new Map<number, number[]>();
  for (const l of late)
    cancelledLate.set(l.live_class_id, [...(cancelledLate.get(l.live_class_id) ?? []), l.user_id]);
  // In class order, each class's no-shows then its late cancels, each by member id.
  const missed = classes.flatMap((c) => {
    const there = new Set(came.get(c.id));
    const byId = (a: number, b: number) => a - b;
    return [
      ...c.members
        .filter((u) => !there.has(u))
        .sort(byId)
        .map((userId) => ({ class: c, kind: 'no-show' as const, userId })),
      ...(cancelledLate.get(c.id) ?? [])
        .sort(byId)
        .map((userId) => ({ class: c, kind: 'late-cancel' as const, userId })),
    ];
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

/** No-shows and late cancels by week beside the booked seats of the week's past classes, and who missed most. */
export async function readNoShows(
  db: Database,
  studioId: number,
  now: Date,
  weeks: number,
): Promise<NoShowReport> {
  const { period, classes, noShows } = await noShowsOf(db, studioId, now, weeks);
  const week = new Map(
    period.weeks.map((w) => [w, { week: w, booked: 0, noShows: 0, lateCancels: 0 }]),
  );
  for (const c of classes) week.get(weekOf(c.scheduledAt))!.booked += c.booked;
  const members = new Map<number, NoShowReport['members'][number]>();
  for (const n of noShows) {
    const counted = n.kind === 'no-show' ? 'noShows' : 'lateCancels';
    week.get(weekOf(n.class.scheduledAt))![counted] += 1;
    const m = members.get(n.userId) ?? {
      userId: n.userId,
      name: n.name,
      email: n.email,
      noShows: 0,
      lateCancels: 0,
      lastMissed: '',
    };
    m[counted] += 1;
    m.lastMissed = utcDay(n.class.scheduledAt);
    members.set(n.userId, m);
  }
  const missedOf = (m: { noShows: number; lateCancels: number }) => m.noShows + m.lateCancels;
  return {
    ...periodOf(period),
    booked: classes.reduce((s, c) => s + c.booked, 0),
    noShows: noShows.filter((n) => n.kind === 'no-show').length,
    lateCancels: noShows.filter((n) => n.kind === 'late-cancel').length,
    byWeek: [...week.values()],
    members: [...members.values()]
      .sort(
        (a, b) =>
          missedOf(b) - missedOf(a) ||
          b.lastMissed.localeCompare(a.lastMissed) ||
          a.name.localeCompare(b.name),
      )
      .slice(0, REPORT_TOP),
  };
}
