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
      camera_reported_at: j.now,
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

/** The person's record of a class, if they came. */
export async function findOwnAttendanceOfClass(
  db: Database,
  liveClassId: number,
  userId: number,
): Promise<AttendanceRow | undefined> {
  return db
    .selectFrom('live_class_attendance')
    .select(columns)
    .where('live_class_id', '=', liveClassId)
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
      camera_reported_at: c.now,
      updated_at: c.now,
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(columns)
    .executeTakeFirst();
}

/** A camera the rows say is on, with what its time so far is counted from. */
interface OpenCamera {
  id: number;
  camera_on_seconds: number;
  joined_at: Date;
  camera_reported_at: Date;
}

/**
 * Counts each open camera on from its last report to `now`, never past the time since the first
 * join, and notes it off. Only if no report came in meanwhile (the page's own word is better); a
 * later report can still raise the total, never lower it.
 */
async function closeCameras(db: Database, rows: OpenCamera[], now: Date): Promise<void> {
  const secondsSince = (at: Date | string) =>
    Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000));
  for (const row of rows) {
    const seconds = Math.min(
      row.camera_on_seconds + secondsSince(row.camera_reported_at),
      secondsSince(row.joined_at),
    );
    await db
      .updateTable('live_class_attendance')
      .set({
        camera_on: false,
        camera_on_seconds: sql<number>`GREATEST(camera_on_seconds, ${seconds})`,
        camera_reported_at: now,
        updated_at: now,
      })
      .where('id', '=', row.id)
      .where('camera_reported_at', '=', row.camera_reported_at)
      .execute();
  }
}

const openCameras = (db: Database, liveClassId: number) =>
  db
    .selectFrom('live_class_attendance')
    .select(['id', 'camera_on_seconds', 'joined_at', 'camera_reported_at'])
    .where('live_class_id', '=', liveClassId)
    .where('camera_on', '=', true);

/**
 * A page that went without its last report (a tab closed or crashed, its network gone): its
 * camera, if still on, is counted to `now` and noted off (closeCameras). A rejoin (another tab,
 * another device) moves neither the counting's start nor the check.
 */
export async function closeOpenCamera(
  db: Database,
  liveClassId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await closeCameras(
    db,
    await openCameras(db, liveClassId).where('user_id', '=', userId).execute(),
    now,
  );
}

/**
 * The class has ended: every camera still on is counted to the end and noted off, so the summary
 * each member reads at once has their time, whether or not their page's last report has come in
 * (it raced the summary, which said "0 seconds" for a camera on since the start).
 */
export async function closeOpenCamerasOfClass(
  db: Database,
  liveClassId: number,
  now: Date,
): Promise<void> {
  await closeCameras(db, await openCameras(db, liveClassId).execute(), now);
}

/** Who came to the class as a member, and when first: the roster's everyone, left or not. */
export function listMemberAttendance(
  db: Database,
  liveClassId: number,
): Promise<{ user_id: number; joined_at: Date }[]> {
  return db
    .selectFrom('live_class_attendance')
    .select(['user_id', 'joined_at'])
    .where('live_class_id', '=', liveClassId)
    .where('role', '=', 'member')
    .execute();
}

/** When the person first came to the class as a member, if they did. */
export async function memberJoinedAt(
  db: Database,
  liveClassId: number,
  userId: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('live_class_attendance')
    .select('joined_at')
    .where('live_class_id', '=', liveClassId)
    .where('user_id', '=', userId)
    .where('role', '=', 'member')
    .executeTakeFirst();
  return row?.joined_at;
}
