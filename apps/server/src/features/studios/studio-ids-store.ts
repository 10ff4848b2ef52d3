import type { Database } from '../../platform/db/database.ts';

/** Every studio's id, in order: the studios a network-wide pass (the monthly payouts) goes over. */
export async function allStudioIds(db: Database): Promise<number[]> {
  const rows = await db.selectFrom('studios').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
