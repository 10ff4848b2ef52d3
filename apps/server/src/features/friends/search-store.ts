import type { Database } from '../../platform/db/database.ts';

/** The friend_search_results table (migrations/042_friend_search_results.sql). */

/** Keeps a search's answers: each member found behind the hash of an opaque id, until it expires. */
export async function insertSearchResults(
  db: Database,
  r: {
    searcherId: number;
    found: readonly { tokenHash: string; foundId: number }[];
    expiresAt: Date;
    now: Date;
  },
): Promise<void> {
  // The searcher's own lapsed answers go first: a member's rows stay within a day's searches.
  await db
    .deleteFrom('friend_search_results')
    .where('searcher_id', '=', r.searcherId)
    .where('expires_at', '<=', r.now)
    .execute();
  if (r.found.length === 0) return;
  await db
    .insertInto('friend_search_results')
    .values(
      r.found.map((f) => ({
        token_hash: f.tokenHash,
        searcher_id: r.searcherId,
        found_id: f.foundId,
        expires_at: r.expiresAt,
      })),
    )
    .execute();
}

/** The member a search answered, when `searcherId` made it and it has not expired. */
export async function findSearchResult(
  db: Database,
  tokenHash: string,
  searcherId: number,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('friend_search_results')
    .select('found_id')
    .where('token_hash', '=', tokenHash)
    .where('searcher_id', '=', searcherId)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row?.found_id;
}
