import type { Database } from '../../platform/db/database.ts';

/** The accounts that run a studio (migration 031: studio_admin_accounts). */

export async function isStudioAdmin(
  db: Database,
  userId: number,
  studioId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('studio_admin_accounts')
    .select('user_id')
    .where('studio_id', '=', studioId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The studios the person runs. */
export async function studiosRunBy(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('studio_admin_accounts')
    .select('studio_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((r) => r.studio_id);
}

/** Makes the person an admin of the studio; answers false when they were one already. */
export async function addStudioAdmin(
  db: Database,
  studioId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('studio_admin_accounts')
    .values({ studio_id: studioId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function listStudioAdmins(db: Database, studioId: number) {
  return db
    .selectFrom('studio_admin_accounts')
    .select(['user_id', 'created_at'])
    .where('studio_id', '=', studioId)
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
}
