import { sql, type Updateable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The rank a new class takes: after every class in the library. */
export async function nextRecommendationRank(tx: Database): Promise<number> {
  const rank = await tx
    .selectFrom('videos')
    .select(sql<number>`coalesce(max(recommendation_rank), 0) + 1`.as('next'))
    .executeTakeFirstOrThrow();
  return rank.next;
}

/** Changes one library class's columns. */
export async function updateLibraryClass(
  tx: Database,
  videoId: number,
  values: Updateable<Tables['videos']>,
): Promise<void> {
  await tx.updateTable('videos').set(values).where('id', '=', videoId).execute();
}
