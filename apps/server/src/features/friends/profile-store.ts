import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';
import { typedAtStart } from '../../platform/db/word-match.ts';
import { personNamedFrom } from '../accounts/service.ts';

/** The friend_profiles table (migrations/065_friend_profiles.sql): handles and who finds whom. */

export type FriendProfileRow = Selectable<Tables['friend_profiles']>;

/** The unique index a handle chosen twice breaks. */
export const HANDLE_INDEX = 'friend_profiles_handle_idx';

/** The member's row, if they ever chose a handle or a setting. */
export async function findFriendProfile(
  db: Database,
  userId: number,
): Promise<FriendProfileRow | undefined> {
  return db
    .selectFrom('friend_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Writes the member's whole row (the service merges the changes into what was there). */
export async function saveFriendProfile(
  db: Database,
  userId: number,
  p: { handle: string | null; findable_by_name: boolean; findable_by_email: boolean },
  now: Date,
): Promise<void> {
  await db
    .insertInto('friend_profiles')
    .values({ user_id: userId, ...p, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...p, updated_at: now }))
    .execute();
}

/**
 * Members who let themselves be found by name and chose a handle, whose handle, first name, last
 * name or whole name begins with `words`: the handle typed in full first, then by handle.
 */
export async function findMembersByName(
  db: Database,
  searcherId: number,
  words: string,
  limit: number,
): Promise<{ user_id: number; handle: string }[]> {
  const rows = await db
    .selectFrom('friend_profiles as p')
    .select(['p.user_id', 'p.handle'])
    .where('p.findable_by_name', '=', true)
    .where('p.handle', 'is not', null)
    .where('p.user_id', '<>', searcherId)
    .where((eb) =>
      eb.or([
        typedAtStart(words, eb.ref('p.handle').$castTo<string>()),
        eb.exists(personNamedFrom(db, eb.ref('p.user_id'), words)),
      ]),
    )
    .orderBy((eb) => eb(eb.ref('p.handle'), '=', words.toLowerCase()), 'desc')
    .orderBy('p.handle')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ user_id: r.user_id, handle: r.handle! }));
}

/** Writes the member's row unless they have one (the demo's handles, kept once a member changes them). */
export async function insertFriendProfileIfMissing(
  db: Database,
  userId: number,
  p: { handle: string; findable_by_name: boolean; findable_by_email: boolean },
  now: Date,
): Promise<void> {
  await db
    .insertInto('friend_profiles')
    .values({ user_id: userId, ...p, updated_at: now })
    .onConflict((oc) => oc.doNothing())
    .execute();
}
