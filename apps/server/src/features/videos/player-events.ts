import { randomUUID } from 'node:crypto';
import {
  caloriePersonOf,
  caloriesBurned,
  completedAfter,
  easternDay,
  heartRateFactor,
  videoTexts,
  type CaloriePerson,
} from '@jetsweat/contract';
import type { z } from 'zod';
import type { analyticsAnswerSchema, analyticsBodySchema } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { bodyDetailsOf } from '../accounts/service.ts';
import type { Database } from '../../platform/db/database.ts';
import { easternDayBounds } from '../../platform/runtime/eastern-day.ts';
import { trustedDeviceTime } from './device-times.ts';
import { findVideo } from './library-store.ts';
import { savePosition } from './positions-store.ts';
import {
  hasDeviceEvent,
  insertPlayerEvent,
  latestSessionKey,
  lockOrOpenSession,
  sessionKeyOfDeviceEvent,
  updateSession,
  type WatchSessionRow,
} from './watch-store.ts';

type AnalyticsBody = z.output<typeof analyticsBodySchema>;
type AnalyticsAnswer = z.output<typeof analyticsAnswerSchema>;

/** Network and timer jitter allowed between two events when counting time watched. */
const SLACK_SECONDS = 2;
/** An event without a session id joins the member's play of the class this recent. */
const SESSION_JOIN_MS = 6 * 60 * 60 * 1000;

/**
 * Seconds watched between the session's last event and this one: only while it was playing, only
 * forwards, and no more than the clock allows (a seek forward is not exercise).
 */
export function secondsWatched(
  session: Pick<WatchSessionRow, 'last_event' | 'last_event_at' | 'position_seconds'>,
  position: number,
  now: Date,
): number {
  if (session.last_event !== 'play' && session.last_event !== 'progress') return 0;
  const elapsed = (now.getTime() - new Date(session.last_event_at).getTime()) / 1000;
  return Math.max(0, Math.min(position - session.position_seconds, elapsed + SLACK_SECONDS));
}

/**
 * How a watched class becomes a workout on the member's schedule: the workouts feature's, handed
 * in by the app (workouts depends on videos, not the other way round).
 */
export interface WatchedWorkoutRecorder {
  /** Records the play as a completed workout (or completes that day's scheduled one): its id. */
  record(
    tx: Database,
    w: {
      userId: number;
      videoId: number;
      at: Date;
      dayStart: Date;
      dayEnd: Date;
      calories: number;
    },
  ): Promise<number>;
  setCalories(tx: Database, workoutId: number, calories: number): Promise<void>;
}

/**
 * Seconds watched since the session's last event: by the device's clock when both events' device
 * times were trusted (a class watched offline, reported later), else by the server's.
 */
function watchedSince(s: WatchSessionRow, position: number, now: Date, deviceAt: Date | null) {
  if (deviceAt !== null && s.last_device_at !== null)
    return secondsWatched({ ...s, last_event_at: s.last_device_at }, position, deviceAt);
  return secondsWatched(s, position, now);
}

/** The play as stored: the answer to an event that was already recorded. */
const answerOf = (s: WatchSessionRow): AnalyticsAnswer => ({
  sessionId: s.session_key,
  position: s.position_seconds,
  watchedSeconds: s.watched_seconds,
  workoutId: s.workout_id,
  calories: s.calories,
});

type VideoRow = NonNullable<Awaited<ReturnType<typeof findVideo>>>;

/** The play the event belongs to: its own id, the member's recent play of the class, or a new one. */
async function sessionKeyFor(
  db: Database,
  userId: number,
  videoId: number,
  event: AnalyticsBody,
  now: Date,
): Promise<string> {
  if (event.sessionId !== undefined) return event.sessionId;
  // A replayed event finds the play it was stored in the first time.
  const replayed =
    event.happenedAt === undefined
      ? undefined
      : await sessionKeyOfDeviceEvent(db, userId, videoId, event.eventType, event.happenedAt);
  if (replayed !== undefined) return replayed;
  const recent =
    event.eventType === 'play'
      ? undefined
      : await latestSessionKey(db, userId, videoId, new Date(now.getTime() - SESSION_JOIN_MS));
  return recent ?? randomUUID();
}

/**
 * The session's workout: recorded once the play has watched COMPLETED_SHARE of the class (once
 * only: the session keeps its id), its calories kept current after that.
 */
async function workoutOfSession(
  tx: Database,
  watchedWorkouts: WatchedWorkoutRecorder,
  s: WatchSessionRow,
  played: { userId: number; videoId: number; completed: boolean; calories: number },
): Promise<number | null> {
  const { userId, videoId, completed, calories } = played;
  if (completed && s.workout_id === null) {
    const { start, end } = easternDayBounds(s.day);
    return watchedWorkouts.record(tx, {
      userId,
      videoId,
      at: new Date(s.started_at),
      dayStart: start,
      dayEnd: end,
      calories,
    });
  }
  if (s.workout_id !== null && calories !== s.calories)
    await watchedWorkouts.setCalories(tx, s.workout_id, calories);
  return s.workout_id;
}

type Play = { userId: number; video: VideoRow; person: CaloriePerson; key: string; now: Date };

/**
 * The event's session, locked (opened by this event when new), and the device time it is counted
 * by (device-times.ts): null when not trusted. `replayed` when the session already has the event.
 */
async function sessionOfEvent(tx: Database, play: Play, event: AnalyticsBody, position: number) {
  const { userId, video, key, now } = play;
  // A play an offline event opens started when the device says, if that is believable.
  const openedAt = trustedDeviceTime(event.happenedAt, now, null);
  const opened = await lockOrOpenSession(tx, {
    userId,
    videoId: video.id,
    key,
    event: event.eventType,
    position,
    now,
    startedAt: openedAt ?? now,
    deviceAt: openedAt,
    day: easternDay(openedAt ?? now),
    device: event.device,
  });
  if (!opened) throw conflict(videoTexts.sessionOfAnotherClass);
  const s = opened.row;
  if (opened.created) return { s, created: true, deviceAt: openedAt, replayed: false };
  const replayed =
    event.happenedAt !== undefined &&
    (await hasDeviceEvent(tx, s.id, event.eventType, event.happenedAt));
  const deviceAt = trustedDeviceTime(event.happenedAt, now, s.latest_device_at);
  return { s, created: false, deviceAt, replayed };
}

/** Stores one event in its session (in the caller's transaction) and answers the play so far. */
async function storeEvent(
  tx: Database,
  watchedWorkouts: WatchedWorkoutRecorder,
  play: Play,
  event: AnalyticsBody,
): Promise<AnalyticsAnswer> {
  const { userId, video, person, now } = play;
  const position = Math.min(event.eventValue, video.duration_seconds);
  const { s, created, deviceAt, replayed } = await sessionOfEvent(tx, play, event, position);
  if (replayed) return answerOf(s);
  const watched = Math.min(
    s.watched_seconds + (created ? 0 : watchedSince(s, position, now, deviceAt)),
    video.duration_seconds,
  );
  const calories = Math.max(
    s.calories,
    Math.floor(caloriesBurned(person, heartRateFactor(video), watched)),
  );
  const workoutId = await workoutOfSession(tx, watchedWorkouts, s, {
    userId,
    videoId: video.id,
    completed: watched >= completedAfter(video.duration_seconds),
    calories,
  });
  await updateSession(tx, s.id, {
    event: event.eventType,
    position,
    at: now,
    watchedSeconds: watched,
    calories,
    workoutId,
    deviceAt,
  });
  await insertPlayerEvent(tx, s.id, event.eventType, position, now, {
    at: event.happenedAt,
    trusted: deviceAt !== null,
  });
  const ended = event.eventType === 'end';
  // Finished in history means completed (watched), not reaching the end by seeking there.
  await savePosition(
    tx,
    { userId, videoId: video.id },
    { position: ended ? 0 : position, finished: workoutId !== null, watchedSeconds: watched },
    now,
  );
  return { sessionId: s.session_key, position, watchedSeconds: watched, workoutId, calories };
}

/**
 * The player's events (play, pause, end, progress). Each play of a class is one session: the
 * server counts the time watched from the events it stores, records the play as one workout with
 * its calories once 80% of the class was watched (completing the member's scheduled workout of
 * that class that day, if any), and keeps the member's place in the class for resuming.
 */
export function createPlayerEventsService(
  deps: Pick<Deps, 'db' | 'clock'>,
  watchedWorkouts: WatchedWorkoutRecorder,
) {
  const { db, clock } = deps;

  async function personOf(userId: number, now: Date): Promise<CaloriePerson> {
    return caloriePersonOf((await bodyDetailsOf(db, userId)) ?? {}, easternDay(now));
  }

  return {
    async record(userId: number, event: AnalyticsBody): Promise<AnalyticsAnswer> {
      const now = clock.now();
      const video = await findVideo(db, event.videoId, now);
      if (!video) throw notFound(videoTexts.videoNotFound);
      const person = await personOf(userId, now);
      const key = await sessionKeyFor(db, userId, video.id, event, now);
      const play = { userId, video, person, key, now };
      return db.transaction().execute((tx) => storeEvent(tx, watchedWorkouts, play, event));
    },
  };
}
export type PlayerEventsService = ReturnType<typeof createPlayerEventsService>;
