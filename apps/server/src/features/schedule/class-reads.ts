import type { LiveClass } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import { findSeat } from './booking/seat-store.ts';
import { listUnfinishedClasses, nextClassOf } from './live-classes.ts';
import { findLiveClass as findClassRow, type TeachableFilter } from './store.ts';
import { liveClassView } from './views.ts';

// What the live room reads of the schedule: a class's times, the classes to teach, the next class
// after one ends, and whether a person holds a seat.

/** A live class as the live room needs it (issue 20): whose it is and when it runs. */
export interface ClassTimes {
  id: number;
  studioId: number;
  scheduledAt: Date;
  minutesDuration: number;
}

export async function classTimes(
  db: Database,
  id: number,
  now: Date,
): Promise<ClassTimes | undefined> {
  const row = await findClassRow(db, id, now);
  return (
    row && {
      id: row.id,
      studioId: row.studio_id,
      scheduledAt: new Date(row.scheduled_at),
      minutesDuration: row.minutes_duration,
    }
  );
}

/**
 * What a member is offered once a class ends: the next class of its studio or its instructor
 * (issue 51, item 3), as the schedule shows classes; undefined when none is ahead.
 */
export async function nextClassAfter(
  db: Database,
  liveClassId: number,
  now: Date,
): Promise<LiveClass | undefined> {
  const row = await findClassRow(db, liveClassId, now);
  if (!row) return undefined;
  const q = { studioId: row.studio_id, instructor: row.instructor, exceptId: row.id, now };
  const next = await nextClassOf(db, q);
  return next && liveClassView(next);
}

/** A class someone may teach (issue 20's list of classes to teach), with its studio's name. */
export interface TeachableClass extends ClassTimes {
  title: string;
  studioName: string;
}

/** Classes not over yet at `now`, soonest first: of the given studios, or of all. */
export async function unfinishedClasses(
  db: Database,
  filter: TeachableFilter,
): Promise<TeachableClass[]> {
  const rows = await listUnfinishedClasses(db, filter);
  return rows.map((r) => ({
    id: r.id,
    studioId: r.studio_id,
    scheduledAt: new Date(r.scheduled_at),
    minutesDuration: r.minutes_duration,
    title: r.title,
    studioName: r.studio_name,
  }));
}

/**
 * Whether the person has a booked seat in the class: what the live room admits a member by. A
 * seat is booked only once billing's entitlement or a payment allowed it (a hold is not).
 */
export async function hasBooked(db: Database, classId: number, userId: number): Promise<boolean> {
  return (await findSeat(db, classId, userId))?.state === 'booked';
}
