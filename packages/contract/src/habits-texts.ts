/**
 * A member's habits (issue 22, point 10): the weekly goal they set on the dashboard and their
 * streak of weeks with a completed class. Without zod, for pages that only show them.
 */

/** The fewest and most classes a week a member may set as their goal. */
export const WEEKLY_GOAL_MIN = 1;
export const WEEKLY_GOAL_MAX = 7;

/** The weekday a habits week starts on, as people read it (weeks run Monday to Sunday, Eastern Time). */
export const HABITS_WEEK_STARTS = 'Monday';

export const habitsTexts = {
  goalOutOfRange: `Please choose a weekly goal of ${WEEKLY_GOAL_MIN} to ${WEEKLY_GOAL_MAX} classes.`,
} as const;

/** '3-week streak', '1-week streak', or 'No streak yet'. */
export const streakLabel = (weeks: number): string =>
  weeks === 0 ? 'No streak yet' : `${weeks}-week streak`;

/** '2 of 3 classes this week' (with a goal) or '2 classes this week' (without). */
export function weekProgressLabel(completed: number, goal: number | null): string {
  const classes = (n: number) => (n === 1 ? 'class' : 'classes');
  return goal === null
    ? `${completed} ${classes(completed)} this week`
    : `${completed} of ${goal} ${classes(goal)} this week`;
}
