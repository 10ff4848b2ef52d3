import type { Database } from '../../platform/db/database.ts';

/** The accounts that teach a studio's live classes (migration 019: studio_instructor_accounts). */

export async function teachesAtStudio(
  db: Database,
  userId: number,
  studioId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('studio_instructor_accounts')
    .select('user_id')
    .where('studio_id', '=', studioId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the person teaches at any studio: such an account is refused another's room with 403. */
export async function teachesAnywhere(db: Database, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('studio_instructor_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Links an account to a studio as one of its instructors; linking twice changes nothing. */
export async function addStudioInstructor(
  db: Database,
  studioId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await db
    .insertInto('studio_instructor_accounts')
    .values({ studio_id: studioId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
