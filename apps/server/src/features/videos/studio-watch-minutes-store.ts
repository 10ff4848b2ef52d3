import { sql } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/**
 * Seconds each studio's on-demand classes were watched in plays started from `from` until `to`
 * (issue 54, item 3: the network's plan revenue is shared by minutes), by studio.
 */
export async function watchedSecondsByStudio(
  db: Database,
  range: { from: Date; to: Date },
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('watch_sessions as w')
    .innerJoin('videos as v', 'v.id', 'w.video_id')
    .select(['v.studio_id', sql<string>`sum(w.watched_seconds)::text`.as('seconds')])
    .where('w.started_at', '>=', range.from)
    .where('w.started_at', '<', range.to)
    .groupBy('v.studio_id')
    .execute();
  return new Map(rows.map((r) => [r.studio_id, Number(r.seconds)]));
}
