/** The member's habits calls (ours, issue 22 point 10): weekly goal and streak, for the dashboard. */
import { z } from 'zod';
import { habitsTexts, WEEKLY_GOAL_MAX, WEEKLY_GOAL_MIN } from './habits-texts.ts';

/** Classes a week the member aims for: a whole number from 1 to 7. */
export const weeklyGoalSchema = z
  .number({ message: habitsTexts.goalOutOfRange })
  .int({ message: habitsTexts.goalOutOfRange })
  .min(WEEKLY_GOAL_MIN, { message: habitsTexts.goalOutOfRange })
  .max(WEEKLY_GOAL_MAX, { message: habitsTexts.goalOutOfRange });

/** PUT /api/history/weeklyGoal: sets the member's weekly goal; answers their habits. */
export const weeklyGoalBodySchema = z.object({ weeklyGoal: weeklyGoalSchema }).strict();
export type WeeklyGoalBody = z.infer<typeof weeklyGoalBodySchema>;

/** GET /api/history/myHabits (and the answer of PUT /api/history/weeklyGoal). */
export const habitsAnswerSchema = z.object({
  /** Classes a week the member aims for; null until they set one. */
  weeklyGoal: z.number().int().nullable(),
  /** The Monday (Eastern Time, 'YYYY-MM-DD') the current week started. */
  weekStart: z.string(),
  /** Completed classes (COMPLETED_SHARE watched) from weekStart through today. */
  completedThisWeek: z.number().int(),
  /**
   * Consecutive weeks with a completed class, ending this week, or last week while this week has
   * none yet (a week in progress does not break a streak).
   */
  streakWeeks: z.number().int(),
});
export type Habits = z.infer<typeof habitsAnswerSchema>;
