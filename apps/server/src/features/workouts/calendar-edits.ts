import { TZDate } from '@date-fns/tz';
import {
  EASTERN_TIME_ZONE,
  isKnownTimeZone,
  parseWorkoutWhen,
  WORKOUT_WINDOW_DAYS,
  workoutTexts,
  type UpdateWorkoutBody,
  type Workout,
  type WorkoutStatus,
} from '@jetsweat/contract';
import { isUniqueViolation, type Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import {
  deleteWorkout,
  lockOwnWorkout,
  moveWorkout,
  setWorkoutStatus,
  type EditedWorkout,
} from './calendar-store.ts';
import type { CardSource, LiveClassesByIds } from './class-cards.ts';
import { findWorkout } from './workout-reads.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The index that keeps one scheduled copy of a class at a minute (migration 010). */
const ONCE_A_MINUTE = 'workouts_video_once_a_minute';

/**
 * The instant of a calendar time in `zone`. The picker's year is this year or the next, in the
 * member's zone, and nothing lies beyond the calendar's one-year window.
 */
export function rescheduleInstant(when: string, zone: string, now: Date): Date {
  if (!isKnownTimeZone(zone)) throw badRequest(workoutTexts.unknownTimeZone);
  const parts = parseWorkoutWhen(when);
  if (parts === 'malformed') throw badRequest(workoutTexts.whenFormat);
  if (parts === 'no-such-day') throw badRequest(workoutTexts.noSuchDay);
  const thisYear = new TZDate(now, zone).getFullYear();
  if (parts.year !== thisYear && parts.year !== thisYear + 1)
    throw badRequest(workoutTexts.whenYear);
  const at = new TZDate(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, zone);
  if (at.getTime() > now.getTime() + WORKOUT_WINDOW_DAYS * DAY_MS)
    throw badRequest(workoutTexts.whenTooLate);
  return new Date(at.getTime());
}

/**
 * What a member changes on their calendar: the time of an on-demand workout, any workout's status,
 * and taking one off. Only the owner reaches a workout (another's answers as not found); a booked
 * live class keeps the class's time and leaves the calendar only by cancelling the booking.
 */
export function createCalendarEdits(
  deps: Pick<Deps, 'db' | 'clock' | 'reads'>,
  liveClassesByIds: LiveClassesByIds,
) {
  const { db, clock } = deps;
  const src: CardSource = { db, reads: deps.reads, liveClassesByIds };

  /** Runs `edit` on the member's locked workout; a second scheduled copy at a minute is refused. */
  async function editOwn(
    userId: number,
    workoutId: number,
    edit: (tx: Database, w: EditedWorkout) => Promise<void>,
  ): Promise<void> {
    try {
      await db.transaction().execute(async (tx) => {
        const w = await lockOwnWorkout(tx, userId, workoutId);
        if (!w) throw notFound(workoutTexts.workoutNotFound);
        await edit(tx, w);
      });
    } catch (err) {
      if (isUniqueViolation(err, ONCE_A_MINUTE)) throw conflict(workoutTexts.alreadyThere);
      throw err;
    }
  }

  return {
    async reschedule(userId: number, body: UpdateWorkoutBody): Promise<Workout> {
      const at = rescheduleInstant(body.when, body.timeZone ?? EASTERN_TIME_ZONE, clock.now());
      await editOwn(userId, body.workoutId, async (tx, w) => {
        if (w.isLive) throw badRequest(workoutTexts.liveClassTime);
        await moveWorkout(tx, w.id, at, clock.now());
      });
      return (await findWorkout(src, userId, body.workoutId))!;
    },

    async setStatus(userId: number, workoutId: number, status: WorkoutStatus): Promise<Workout> {
      await editOwn(userId, workoutId, async (tx, w) => {
        // A workout still ahead has not been done (issue 56, point 2): nothing is changed.
        if (status === 'completed' && w.status !== 'completed' && w.scheduledFor > clock.now())
          throw badRequest(workoutTexts.notYetCompleted);
        // Already so: nothing changes, so calendars see no new revision.
        if (w.status !== status) await setWorkoutStatus(tx, w.id, w.status, status, clock.now());
      });
      return (await findWorkout(src, userId, workoutId))!;
    },

    async remove(userId: number, workoutId: number): Promise<void> {
      await editOwn(userId, workoutId, async (tx, w) => {
        if (w.isLive && w.status === 'scheduled') throw badRequest(workoutTexts.liveClassBooked);
        await deleteWorkout(tx, w.id, w.status);
      });
    },
  };
}
export type CalendarEdits = ReturnType<typeof createCalendarEdits>;
