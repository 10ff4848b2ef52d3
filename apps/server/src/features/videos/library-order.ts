import type { VideoSort } from '@jetsweat/contract';
import { sql, type RawBuilder } from 'kysely';

/**
 * The library's orders, and what a page's query answers: shared by its two page readers
 * (library-store.ts's filtered and searched pages, library-unfiltered-pages.ts).
 */

/** A class of a library page and the member's favourite record of it (null when none). */
export interface PageEntry {
  id: number;
  favorite_id: number | null;
}

export type SortKey = 'recommendation_rank' | 'published_at' | 'duration_seconds' | 'calorie_burn';

/**
 * Each order as (sort key, direction); ties are broken by id in the same direction, so a page
 * continues after its last class with a row comparison the matching index answers.
 */
export const orders: Record<VideoSort, { key: SortKey; dir: 'asc' | 'desc' }> = {
  recommended: { key: 'recommendation_rank', dir: 'asc' },
  newest: { key: 'published_at', dir: 'desc' },
  shortest: { key: 'duration_seconds', dir: 'asc' },
  longest: { key: 'duration_seconds', dir: 'desc' },
  highest: { key: 'calorie_burn', dir: 'desc' },
};

export const sorts = Object.keys(orders) as VideoSort[];

/** `v` after class `after` in `sort`'s order: the condition a later page starts with. */
export function afterClass(sort: VideoSort, after: unknown): RawBuilder<boolean> {
  const { key, dir } = orders[sort];
  return sql<boolean>`(${sql.ref(`v.${key}`)}, v.id) ${sql.raw(dir === 'asc' ? '>' : '<')}
      (SELECT ${sql.ref(`a.${key}`)}, a.id FROM videos a WHERE a.id = ${after})`;
}

/** `sort`'s order of `table`'s rows (its sort key, then id), as `ORDER BY` takes it. */
export function inOrder(sort: VideoSort, table: string): RawBuilder<unknown> {
  const { key, dir } = orders[sort];
  const direction = sql.raw(dir);
  return sql`${sql.ref(`${table}.${key}`)} ${direction}, ${sql.ref(`${table}.id`)} ${direction}`;
}
