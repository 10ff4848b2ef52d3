import { sql } from 'kysely';
import type { ClassType } from '@jetsweat/contract';
import type { Database, Tables } from '../../platform/db/database.ts';

/** The catalogue's reads and writes a recording's on-demand class needs (recorded-class.ts). */

/** The studio's most common on-demand class type, if it has any class. */
export async function mostCommonClassType(
  tx: Database,
  studioId: number,
): Promise<ClassType | undefined> {
  const common = await tx
    .selectFrom('videos')
    .select('class_type')
    .where('studio_id', '=', studioId)
    .groupBy('class_type')
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirst();
  return common?.class_type;
}

/** A class's type and level, or undefined when it is gone. */
export function findClassKind(
  tx: Database,
  videoId: number,
): Promise<Pick<Tables['videos'], 'class_type' | 'level'> | undefined> {
  return tx
    .selectFrom('videos')
    .select(['class_type', 'level'])
    .where('id', '=', videoId)
    .executeTakeFirst();
}
