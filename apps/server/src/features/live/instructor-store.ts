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

/** Links accounts to studios as their instructors; linking twice changes nothing. */
export async function addStudioInstructors(
  db: Database,
  links: { studioId: number; userId: number }[],
  now: Date,
): Promise<void> {
  if (links.length === 0) return;
  await db
    .insertInto('studio_instructor_accounts')
    .values(links.map((l) => ({ studio_id: l.studioId, user_id: l.userId, created_at: now })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The studios whose live classes the person teaches. */
export async function studiosTaughtBy(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('studio_instructor_accounts')
    .select('studio_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.studio_id);
}

/** The accounts that teach a studio's classes, with when they were linked. */
export function listStudioInstructors(
  db: Database,
  studioId: number,
): Promise<{ user_id: number; created_at: Date }[]> {
  return db
    .selectFrom('studio_instructor_accounts')
    .select(['user_id', 'created_at'])
    .where('studio_id', '=', studioId)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
}
