import { workoutSummaryTexts, type BoardPlace, type WorkoutSummary } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import {
  boardPlacesOf,
  findLiveWorkout,
  findLiveWorkouts,
  saveBoardPlaces,
  type BoardPlaces,
} from './board-place-store.ts';
import { heartFiguresOf } from './heart-figures-store.ts';
import { createHeartRates } from './heart-rate.ts';

const placeOf = (row: { board_rank: number | null; board_size: number | null }) =>
  row.board_rank !== null && row.board_size !== null
    ? { rank: row.board_rank, of: row.board_size }
    : null;

/**
 * A workout summed up (issue 53, item 5): a live class's for its ended screen, the places members
 * finished on its board (the live room hands them in), and the heart's calories and zones for progress.
 */
export function createWorkoutSummaries(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db } = deps;
  const heartRates = createHeartRates(deps);
  const summaries = {
    /** The member's workout of a live class they booked (404 without one), for its heart rate. */
    async liveWorkoutId(userId: number, liveClassId: number): Promise<number> {
      const row = await findLiveWorkout(db, userId, liveClassId);
      if (!row) throw notFound(workoutSummaryTexts.liveWorkoutNotFound);
      return row.id;
    },

    /** The member's workouts of these live classes summed up, by live class id (none: absent). */
    async ofLiveClasses(
      userId: number,
      liveClassIds: readonly number[],
    ): Promise<Map<number, WorkoutSummary>> {
      const rows = await findLiveWorkouts(db, userId, liveClassIds);
      const heart = await heartRates.summariesOf(
        userId,
        rows.map((r) => r.id),
      );
      return new Map(
        rows.map((row) => {
          const heartRate = heart.get(row.id) ?? null;
          const summary: WorkoutSummary = {
            id: row.id,
            calories: row.calories,
            caloriesFrom: heartRate?.averageBpm != null ? 'heart' : 'estimate',
            heartRate,
            boardPlace: placeOf(row),
          };
          return [row.live_class_id!, summary];
        }),
      );
    },

    /** The member's workout of a live class summed up, or null when they have none. */
    ofLiveClass: async (userId: number, liveClassId: number): Promise<WorkoutSummary | null> =>
      (await summaries.ofLiveClasses(userId, [liveClassId])).get(liveClassId) ?? null,

    /** Keeps members' places on a live class's board with their workouts of it. */
    keepBoardPlaces: (places: BoardPlaces) => saveBoardPlaces(db, places),

    /** The board places of those of the member's workouts that have one, by workout id. */
    async boardPlacesOf(userId: number, workoutIds: readonly number[]) {
      const rows = await boardPlacesOf(db, userId, workoutIds);
      return new Map<number, BoardPlace>(rows.map((r) => [r.id, placeOf(r)!]));
    },

    /** The heart's calories and zone seconds of the member's workouts that counted heart-rate time. */
    heartFiguresOf: (userId: number, workoutIds: readonly number[]) =>
      heartFiguresOf(db, userId, workoutIds),
  };
  return summaries;
}
export type WorkoutSummaries = ReturnType<typeof createWorkoutSummaries>;
export type { BoardPlaces } from './board-place-store.ts';
