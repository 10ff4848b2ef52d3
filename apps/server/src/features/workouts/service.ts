import {
  addDays,
  easternDay,
  isSchedulableTime,
  scheduleTexts,
  videoTexts,
  WORKOUT_WINDOW_DAYS,
  type MyWorkouts,
  type Workout,
} from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { easternDayBounds } from '../../platform/runtime/eastern-day.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import {
  findLiveWorkoutId,
  removeLiveWorkout,
  insertLiveWorkout,
  insertVideoWorkout,
  recordWatchedWorkout,
  setWorkoutCalories,
} from './store.ts';
import type { CardSource, LiveClassesByIds } from './class-cards.ts';
import { findWorkout, liveWorkoutsOf, workoutsBetween } from './workout-reads.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { insertVideoWorkout } from './store.ts';

/** A workout's heart rate: the member's strap's samples and what they add up to (issue 53). */
export { createHeartRates, type HeartRates } from './heart-rate.ts';

/**
 * A workout summed up (issue 53, item 5): a live class's for its ended screen, members' places on
 * a live board kept with their workouts, and the heart's calories for progress.
 */
export {
  createWorkoutSummaries,
  type BoardPlaces,
  type WorkoutSummaries,
} from './workout-summaries.ts';

/** What progress counts of a workout's heart rate (the summaries' heartFiguresOf). */
export type { HeartFigures } from './heart-figures-store.ts';

/** Which programs a member's calendar holds, for the library to name (services.ts hands it over). */
export { programIdsScheduledBetween } from './store.ts';

export type WatchedWorkout = Parameters<typeof recordWatchedWorkout>[1];

/** Lets the caller record a watched class inside its own transaction. */
export const watchedWorkouts = {
  record: (tx: Database, w: WatchedWorkout) => recordWatchedWorkout(tx, w),
  setCalories: (tx: Database, workoutId: number, calories: number) =>
    setWorkoutCalories(tx, workoutId, calories),
};

/** Lets the schedule write and find a booking's workout inside the booking's own transaction. */
export const liveWorkouts = {
  insert: insertLiveWorkout,
  findId: findLiveWorkoutId,
  remove: removeLiveWorkout,
};

/**
 * On-demand classes on a member's schedule, and the day's workouts. `classCheck` answers whether
 * the class exists and belongs to the program (the videos feature decides).
 */
export function createWorkoutsService(
  deps: Pick<Deps, 'db' | 'clock' | 'reads'>,
  liveClassesByIds: LiveClassesByIds,
) {
  const { db, clock } = deps;
  const src: CardSource = { db, reads: deps.reads, liveClassesByIds };
  return {
    /** One of the member's workouts (undefined when it is not theirs, or gone). */
    workout: (userId: number, id: number) => findWorkout(src, userId, id),

    async scheduleVideo(
      userId: number,
      s: { videoId: number; programId: number | null; when: Date },
      classCheck: (
        videoId: number,
        programId: number | null,
      ) => Promise<'ok' | 'unknown' | 'not-in-program'>,
    ): Promise<{ workout: Workout; created: boolean }> {
      const check = await classCheck(s.videoId, s.programId);
      if (check === 'unknown') throw notFound(videoTexts.videoNotFound);
      if (check === 'not-in-program') throw badRequest(scheduleTexts.videoNotInProgram);
      if (!isSchedulableTime(s.when.getTime(), clock.now().getTime()))
        throw badRequest(scheduleTexts.whenOutOfWindow);
      const id = await insertVideoWorkout(db, { userId, ...s, now: clock.now() });
      const existing =
        id ??
        (await workoutsBetween(src, userId, s.when, new Date(s.when.getTime() + 60_000))).find(
          (w) => w.videoId === s.videoId && w.status === 'scheduled',
        )?.id;
      return {
        workout: (await findWorkout(src, userId, existing!))!,
        created: id !== undefined,
      };
    },

    /** The member's workouts between two instants, earliest first. */
    between: (userId: number, from: Date, to: Date) => workoutsBetween(src, userId, from, to),

    /** The member's workouts of these live classes (those they booked), each with its class. */
    ofLiveClasses: (userId: number, liveClassIds: readonly number[]) =>
      liveWorkoutsOf(src, userId, liveClassIds),

    /**
     * The member's workouts of the Eastern Time days fromDate through toDate (default today to
     * one year ahead), with how many are in each status.
     */
    async ofDays(
      userId: number,
      range: { fromDate?: string; toDate?: string },
    ): Promise<MyWorkouts> {
      const today = easternDay(clock.now());
      const last = addDays(today, WORKOUT_WINDOW_DAYS);
      const toDate = range.toDate ?? last;
      if (toDate > last) throw badRequest(scheduleTexts.workoutDatesTooLate);
      const fromDate = range.fromDate ?? today;
      if (fromDate > toDate) throw badRequest(scheduleTexts.workoutDatesReversed);
      const found = await workoutsBetween(
        src,
        userId,
        easternDayBounds(fromDate).start,
        easternDayBounds(toDate).end,
      );
      const status = { scheduled: 0, completed: 0, skipped: 0 };
      for (const w of found) status[w.status] += 1;
      return { workouts: found, status };
    },
  };
}
export type WorkoutsService = ReturnType<typeof createWorkoutsService>;
