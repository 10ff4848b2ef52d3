import { easternDay, type Habits } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import type { VideosService } from '../videos/service.ts';
import { findWeeklyGoal, saveWeeklyGoal } from './weekly-goal-store.ts';
import { weeklyStreak, weekStartOf } from './weekly-streak.ts';

/**
 * The member's habits for the dashboard: their weekly goal, the completed classes of this week
 * (Monday to Sunday, Eastern Time) and their streak of weeks with a completed class. A completed
 * class is the videos feature's completed play (COMPLETED_SHARE watched), as progress counts it.
 */
export function createHabits(deps: Pick<Deps, 'db' | 'clock'>, videos: VideosService) {
  const { db, clock } = deps;

  async function habits(userId: number): Promise<Habits> {
    const today = easternDay(clock.now());
    const weekStart = weekStartOf(today);
    const [weeklyGoal, weeks] = await Promise.all([
      findWeeklyGoal(db, userId),
      videos.completedPlaysPerWeek(userId, today),
    ]);
    return {
      weeklyGoal,
      weekStart,
      completedThisWeek: weeks.find((w) => w.week === weekStart)?.plays ?? 0,
      streakWeeks: weeklyStreak(
        weeks.map((w) => w.week),
        today,
      ),
    };
  }

  return {
    habits,

    /** Sets the member's weekly goal (already checked against the contract) and answers habits. */
    async setWeeklyGoal(userId: number, weeklyGoal: number): Promise<Habits> {
      await saveWeeklyGoal(db, userId, weeklyGoal, clock.now());
      return habits(userId);
    },
  };
}
export type HabitsService = ReturnType<typeof createHabits>;
