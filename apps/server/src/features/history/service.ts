import {
  addDays,
  easternDay,
  PROGRESS_SINCE,
  type HistoryEntry,
  type Progress,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import type { SiteStudioId, VideosService } from '../videos/service.ts';
import {
  createHeartRates,
  createWorkoutSummaries,
  type WorkoutsService,
} from '../workouts/service.ts';
import { createHabits } from './habits.ts';
import { liveHistoryOf } from './live-history.ts';
import { progressOf } from './progress-calories.ts';
import { withWorkouts } from './with-workouts.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { insertWeeklyGoalIfMissing } from './weekly-goal-store.ts';

/**
 * The habits' week: the Monday (Eastern Time day) a day's week starts, for features that count
 * "this week" as the habits do (friends' finished classes).
 */
export { weekStartOf } from './weekly-streak.ts';

/**
 * What a member has watched (history, continue watching) and the live classes they came to, the
 * calories it burnt (progress) and their habits (weekly goal, streak), read through the videos
 * service (built once, in app.ts), which owns the plays, and the workouts service.
 */
export function createHistoryService(
  deps: Pick<Deps, 'db' | 'clock'>,
  videos: VideosService,
  workouts: WorkoutsService,
) {
  const { clock } = deps;
  const heartRates = createHeartRates(deps);
  const summaries = createWorkoutSummaries(deps);
  return {
    ...createHabits(deps, videos),

    /**
     * Classes watched, last watched first, each once (a studio's own site: its classes), each with
     * the workout of its latest completed play and that workout's heart rate.
     */
    async history(
      userId: number,
      limit: number,
      siteStudioId: SiteStudioId,
    ): Promise<HistoryEntry[]> {
      const entries = await videos.watched(userId, limit, { unfinishedOnly: false, siteStudioId });
      return withWorkouts(deps.db, { heartRates, summaries }, userId, entries);
    },

    /**
     * The live classes the member came to that are over, the last they came to first (a studio's
     * own site: its classes), each with their workout of it summed up (issue 53, item 5).
     */
    liveClasses: (userId: number, limit: number, siteStudioId: SiteStudioId) =>
      liveHistoryOf({ ...deps, workouts, summaries }, userId, limit, siteStudioId),

    /** Classes stopped part-way through, last watched first (a studio's own site: its classes). */
    async continueWatching(
      userId: number,
      limit: number,
      siteStudioId: SiteStudioId,
    ): Promise<HistoryEntry[]> {
      return videos.watched(userId, limit, { unfinishedOnly: true, siteStudioId });
    },

    /**
     * Calories per Eastern Time day from `fromDate` (default 2018-01-01) through `toDate` (default
     * today) and before `beforeDate` when given; each day's calories rounded down, and their total.
     * A workout's calories are its heart rate's when a strap reported one, and the minutes in each
     * heart-rate zone add up those workouts' (issue 53).
     */
    async progress(
      userId: number,
      range: { fromDate?: string; toDate?: string; beforeDate?: string },
    ): Promise<Progress> {
      const from = range.fromDate ?? PROGRESS_SINCE;
      const through = [range.toDate ?? easternDay(clock.now())];
      if (range.beforeDate) through.push(addDays(range.beforeDate, -1));
      const to = through.sort()[0]!;
      const plays = to < from ? [] : await videos.completedPlayCalories(userId, from, to);
      const workoutIds = [...new Set(plays.map((p) => p.workoutId))];
      return progressOf(plays, await summaries.heartFiguresOf(userId, workoutIds));
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
