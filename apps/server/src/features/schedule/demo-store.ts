import type { Insertable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';
import { openStudioClass } from './demo-live-classes.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The schedule's part of the demo's booking choices (demo/booking-choices.ts): the main site's
 * group classes between one and four days ahead, soonest first, Open Studio left out (every demo
 * member is booked into its blocks as each day comes).
 */
export function comingDemoGroupClasses(tx: Database, now: Date, limit: number) {
  return tx
    .selectFrom('live_classes')
    .select(['id', 'capacity', 'seats_taken'])
    .where('is_on_jetsweat', '=', true)
    .where('product_availability', 'is', null)
    .where('title', '<>', openStudioClass.title)
    .where('scheduled_at', '>', new Date(now.getTime() + 24 * HOUR))
    .where('scheduled_at', '<', new Date(now.getTime() + 96 * HOUR))
    .orderBy('scheduled_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Whether the member holds a seat more than a day ahead (Open Studio blocks do not count). */
export async function hasBookingADayAhead(
  tx: Database,
  userId: number,
  now: Date,
): Promise<boolean> {
  const seat = await tx
    .selectFrom('live_class_seats as s')
    .innerJoin('live_classes as c', 'c.id', 's.live_class_id')
    .select('s.id')
    .where('s.user_id', '=', userId)
    .where('s.state', '=', 'booked')
    .where('c.title', '<>', openStudioClass.title)
    .where('c.scheduled_at', '>', new Date(now.getTime() + 24 * HOUR))
    .executeTakeFirst();
  return seat !== undefined;
}

/** Makes a class full: its seats are those taken. */
export async function fillDemoClass(tx: Database, classId: number): Promise<void> {
  await tx
    .updateTable('live_classes')
    .set((eb) => ({ capacity: eb.ref('seats_taken') }))
    .where('id', '=', classId)
    .execute();
}

/**
 * The console lists an instructor's own classes (migration 033): each demo studio's classes that
 * name no account and are taught under the account's name become its demo instructor's, so that
 * account sees them after `npm start`. A studio's other teachers' classes (BK Pilates: Liam
 * Brennan's beside Nadia Okafor's) stay without an account: given to it, the console listed them
 * as the account's while naming their own teacher (issue 56).
 */
export async function giveDemoClassesTo(
  tx: Database,
  instructors: readonly { studioId: number; userId: number; name: string }[],
): Promise<void> {
  for (const { studioId, userId, name } of instructors)
    await tx
      .updateTable('live_classes')
      .set({ instructor_user_id: userId })
      .where('studio_id', '=', studioId)
      .where('instructor_user_id', 'is', null)
      .where('instructor', '=', name)
      .execute();
}

/** When the schedule's last class starts (the demo carries it forward from that day). */
export async function lastClassStart(tx: Database): Promise<Date | undefined> {
  const last = await tx
    .selectFrom('live_classes')
    .select((eb) => eb.fn.max('scheduled_at').as('at'))
    .executeTakeFirst();
  return last?.at ? new Date(last.at) : undefined;
}

/** A studio's classes of one title from `from` on: Open Studio's blocks already stored. */
export function classesTitledFrom(tx: Database, studioId: number, title: string, from: Date) {
  return tx
    .selectFrom('live_classes')
    .select(['id', 'scheduled_at'])
    .where('studio_id', '=', studioId)
    .where('title', '=', title)
    .where('scheduled_at', '>=', from)
    .execute();
}

/** The demo's classes, in one statement: the demo seeds a few hundred on every test's database. */
export async function insertDemoClassRows(
  tx: Database,
  rows: Insertable<Tables['live_classes']>[],
): Promise<void> {
  if (rows.length > 0) await tx.insertInto('live_classes').values(rows).execute();
}
