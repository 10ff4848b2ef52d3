import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** Watch sessions (one play of a class each) and the player events that move them. */

export type PlayerEvent = Tables['watch_sessions']['last_event'];

const sessionColumns = [
  'id',
  'session_key',
  'video_id',
  'started_at',
  'last_event_at',
  'last_event',
  'position_seconds',
  'watched_seconds',
  'calories',
  'day',
  'workout_id',
  'last_device_at',
  'latest_device_at',
] as const;

export type WatchSessionRow = Pick<
  Selectable<Tables['watch_sessions']>,
  (typeof sessionColumns)[number]
>;

/**
 * The member's session `key` for a class, locked for this transaction, created when new. Answers
 * undefined when the key is the member's session of another class.
 */
export async function lockOrOpenSession(
  tx: Database,
  s: {
    userId: number;
    videoId: number;
    key: string;
    event: PlayerEvent;
    position: number;
    now: Date;
    /** When a play opened by this event started: its trusted device time, else now. */
    startedAt: Date;
    /** The event's trusted device time (device-times.ts), or null. */
    deviceAt: Date | null;
    day: string;
    device: string;
  },
): Promise<{ row: WatchSessionRow; created: boolean } | undefined> {
  const inserted = await tx
    .insertInto('watch_sessions')
    .values({
      user_id: s.userId,
      video_id: s.videoId,
      session_key: s.key,
      started_at: s.startedAt,
      last_event_at: s.now,
      last_event: s.event,
      position_seconds: s.position,
      day: s.day,
      device: s.device,
      last_device_at: s.deviceAt,
      latest_device_at: s.deviceAt,
    })
    .onConflict((oc) => oc.constraint('watch_sessions_key_once').doNothing())
    .returning(sessionColumns)
    .executeTakeFirst();
  if (inserted) return { row: inserted, created: true };
  const row = await tx
    .selectFrom('watch_sessions')
    .select(sessionColumns)
    .where('user_id', '=', s.userId)
    .where('session_key', '=', s.key)
    .forUpdate()
    .executeTakeFirst();
  return row && row.video_id === s.videoId ? { row, created: false } : undefined;
}

/** The key of the member's latest session of a class with an event since `since`. */
export async function latestSessionKey(
  db: Database,
  userId: number,
  videoId: number,
  since: Date,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('watch_sessions')
    .select('session_key')
    .where('user_id', '=', userId)
    .where('video_id', '=', videoId)
    .where('last_event_at', '>=', since)
    .orderBy('last_event_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.session_key;
}

export async function updateSession(
  tx: Database,
  id: number,
  s: {
    event: PlayerEvent;
    position: number;
    at: Date;
    watchedSeconds: number;
    calories: number;
    workoutId: number | null;
    /** The event's trusted device time, or null when the server's clock timed it. */
    deviceAt: Date | null;
  },
): Promise<void> {
  await tx
    .updateTable('watch_sessions')
    .set({
      last_event: s.event,
      position_seconds: s.position,
      last_event_at: s.at,
      watched_seconds: s.watchedSeconds,
      calories: s.calories,
      workout_id: s.workoutId,
      last_device_at: s.deviceAt,
      // Trusted times only move forwards (device-times.ts checks a new one is later).
      ...(s.deviceAt ? { latest_device_at: s.deviceAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Stores an event as it arrived, with the device time it was sent with and whether it counted. */
export async function insertPlayerEvent(
  tx: Database,
  sessionId: number,
  event: PlayerEvent,
  position: number,
  at: Date,
  device: { at: string | undefined; trusted: boolean },
): Promise<void> {
  await tx
    .insertInto('player_events')
    .values({
      watch_session_id: sessionId,
      event_type: event,
      position_seconds: position,
      at,
      device_at: device.at === undefined ? null : new Date(device.at),
      device_time_trusted: device.trusted,
    })
    .execute();
}

/**
 * Whether the session already has this event at this device time: a queue sent again after a
 * reconnect whose answers were lost (player_events_device_time_once keeps a second out).
 */
export async function hasDeviceEvent(
  tx: Database,
  sessionId: number,
  event: PlayerEvent,
  deviceAt: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('player_events')
    .select('id')
    .where('watch_session_id', '=', sessionId)
    .where('event_type', '=', event)
    .where('device_at', '=', new Date(deviceAt))
    .executeTakeFirst();
  return row !== undefined;
}

/** The member's play of a class that has this event at this device time (a replayed event). */
export async function sessionKeyOfDeviceEvent(
  db: Database,
  userId: number,
  videoId: number,
  event: PlayerEvent,
  deviceAt: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('player_events as e')
    .innerJoin('watch_sessions as w', 'w.id', 'e.watch_session_id')
    .select('w.session_key')
    .where('w.user_id', '=', userId)
    .where('w.video_id', '=', videoId)
    .where('e.event_type', '=', event)
    .where('e.device_at', '=', new Date(deviceAt))
    .limit(1)
    .executeTakeFirst();
  return row?.session_key;
}

/**
 * The member's completed plays: those that watched COMPLETED_SHARE of their class and so became a
 * workout (player-events.ts). Progress and the habits' weeks count these, and only these, so a
 * class sampled for a minute adds nothing to either.
 */
const completedPlays = (db: Database, userId: number) =>
  db.selectFrom('watch_sessions').where('user_id', '=', userId).where('workout_id', 'is not', null);

/**
 * The completed plays between two days (inclusive), oldest first: each one's Eastern Time day,
 * its workout and the calories estimated from the class. Progress replaces the estimate with the
 * heart's calories where the workout has them (the workouts feature's).
 */
export async function completedPlayCalories(
  db: Database,
  userId: number,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; workoutId: number; calories: number }[]> {
  return completedPlays(db, userId)
    .select([
      sql<string>`day::text`.as('day'),
      sql<number>`workout_id`.as('workoutId'),
      sql<number>`calories::int`.as('calories'),
    ])
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .orderBy('day')
    .orderBy('id')
    .execute();
}

/**
 * Completed plays per week through `toDay` (inclusive), latest week first: each week by its
 * Monday ('YYYY-MM-DD'; PostgreSQL's date_trunc('week') is the ISO week, Monday to Sunday) of the
 * Eastern Time days the plays were on. Only weeks with a completed play have a row.
 */
export async function completedPlaysPerWeek(
  db: Database,
  userId: number,
  toDay: string,
): Promise<{ week: string; plays: number }[]> {
  const week = sql<string>`date_trunc('week', day)::date::text`;
  return completedPlays(db, userId)
    .select([week.as('week'), sql<number>`count(*)::int`.as('plays')])
    .where('day', '<=', toDay)
    .groupBy(week)
    .orderBy(week, 'desc')
    .execute();
}

/** One person's completed play of a class, on its latest day in a span. */
export type CompletedPlayRow = { user_id: number; video_id: number; title: string; day: string };

/**
 * These people's completed plays (those that became a workout: COMPLETED_SHARE watched) on
 * Eastern Time days from `fromDay` through `toDay`, one row per person and class (a class
 * finished twice is listed once, on its latest day), latest first. The friends' activity asks it
 * with the friends who share theirs.
 */
export function completedPlaysOfPeople(
  db: Database,
  userIds: readonly number[],
  fromDay: string,
  toDay: string,
  limit: number,
): Promise<CompletedPlayRow[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('watch_sessions as w')
    .innerJoin('videos as v', 'v.id', 'w.video_id')
    .select(['w.user_id', 'v.id as video_id', 'v.title', sql<string>`max(w.day)::text`.as('day')])
    .where((eb) => eb('w.user_id', '=', eb.fn.any(eb.val([...userIds]))))
    .where('w.workout_id', 'is not', null)
    .where('w.day', '>=', fromDay)
    .where('w.day', '<=', toDay)
    .groupBy(['w.user_id', 'v.id', 'v.title'])
    .orderBy(sql`max(w.day)`, 'desc')
    .orderBy('v.title')
    .orderBy('w.user_id')
    .limit(limit)
    .execute();
}

/** Whether the member has a completed play (one that became a workout) on a day since `fromDay`. */
export async function hasFinishedPlaySince(
  tx: Database,
  userId: number,
  fromDay: string,
): Promise<boolean> {
  const row = await tx
    .selectFrom('watch_sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('workout_id', 'is not', null)
    .where('day', '>=', fromDay)
    .executeTakeFirst();
  return row !== undefined;
}
