import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** Who came to a class's room and how long their camera was on (migration 019). */
const columns = [
  'id',
  'live_class_id',
  'user_id',
  'role',
  'joined_at',
  'last_joined_at',
  'camera_on',
  'camera_on_seconds',
] as const;
export type AttendanceRow = Pick<
  Selectable<Tables['live_class_attendance']>,
  (typeof columns)[number]
>;

/**
 * Records a join: the first makes the person's row for the class, a rejoin only notes the time
 * and browser and answers the same row (the unique (class, person) pair decides, so two joins at
 * once still make one).
 */
export async function recordJoin(
  db: Database,
  j: {
    liveClassId: number;
    userId: number;
    role: 'member' | 'instructor';
    userAgent: string;
    browser: string;
    now: Date;
  },
): Promise<AttendanceRow> {
  return db
    .insertInto('live_class_attendance')
    .values({
      live_class_id: j.liveClassId,
      user_id: j.userId,
      role: j.role,
      user_agent: j.userAgent,
      browser: j.browser,
      joined_at: j.now,
      last_joined_at: j.now,
      updated_at: j.now,
    })
    .onConflict((oc) =>
      oc.constraint('live_class_attendance_once_per_person').doUpdateSet((eb) => ({
        last_joined_at: eb.ref('excluded.last_joined_at'),
        user_agent: eb.ref('excluded.user_agent'),
        browser: eb.ref('excluded.browser'),
        role: eb.ref('excluded.role'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** The person's own attendance record; another person's id finds nothing. */
export async function findOwnAttendance(
  db: Database,
  id: number,
  userId: number,
): Promise<AttendanceRow | undefined> {
  return db
    .selectFrom('live_class_attendance')
    .select(columns)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Notes the camera; its time only grows, whatever order the page's reports arrive in. */
export async function updateCamera(
  db: Database,
  id: number,
  userId: number,
  c: { cameraOn: boolean; seconds: number; now: Date },
): Promise<AttendanceRow | undefined> {
  return db
    .updateTable('live_class_attendance')
    .set({
      camera_on: c.cameraOn,
      camera_on_seconds: sql<number>`GREATEST(camera_on_seconds, ${c.seconds})`,
      updated_at: c.now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(columns)
    .executeTakeFirst();
}
