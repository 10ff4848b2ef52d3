import type { VideoSort } from '@jetsweat/contract';

/** The library's orders, shared by its page readers (library-page-store.ts, library-search-store.ts). */

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
