import type { Database } from '../../platform/db/database.ts';

/** The weekly goals members set (table weekly_goals: this file is the only one writing it). */

export async function findWeeklyGoal(db: Database, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('weekly_goals')
    .select('weekly_goal')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.weekly_goal ?? null;
}

/** Sets the member's goal, replacing the one they had (a member has one goal at a time). */
export async function saveWeeklyGoal(
  db: Database,
  userId: number,
  weeklyGoal: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('weekly_goals')
    .values({ user_id: userId, weekly_goal: weeklyGoal, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ weekly_goal: weeklyGoal, updated_at: now }),
    )
    .execute();
}

/** Sets the goal only where the member has none (the demo seed, on every start). */
export async function insertWeeklyGoalIfMissing(
  db: Database,
  userId: number,
  weeklyGoal: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('weekly_goals')
    .values({ user_id: userId, weekly_goal: weeklyGoal, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
