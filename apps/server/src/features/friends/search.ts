import type { FoundMember, FriendRelation } from '@jetsweat/contract';
import { FRIEND_PROFILE_DEFAULTS, friendTexts, NAME_SEARCH_LIMIT } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import { peopleByIds, type Person } from '../accounts/service.ts';
import { checkedEmail } from './addresses.ts';
import { findFriendProfile, findMembersByName } from './profile-store.ts';
import { findSearchResult, insertSearchResults } from './search-store.ts';
import { findFriendshipsWith, type FriendshipRow } from './store.ts';
import { strangerView, type FindPerson } from './views.ts';

/** Searches by e-mail address a member may make in a day, whether they find someone or not. */
export const SEARCHES_PER_DAY = 30;
/** Searches by name or handle a member may make in a day (a name takes a few tries). */
export const NAME_SEARCHES_PER_DAY = 60;
/** How long a search's opaque id can be sent to ask the member it found. */
export const SEARCH_RESULT_MINUTES = 30;

type SearchDeps = Pick<Deps, 'db' | 'clock' | 'limiter'> & { person: FindPerson };

/** Where the member stands with the other side of a friendship row. */
function relationOf(row: FriendshipRow | undefined, userId: number): FriendRelation {
  if (!row) return 'none';
  if (row.accepted_at) return 'friends';
  return row.requester_id === userId ? 'sent' : 'received';
}

/** The answers for these people, each with an opaque id kept for SEARCH_RESULT_MINUTES. */
async function answer(
  deps: SearchDeps,
  userId: number,
  people: readonly (Person & { handle: string | null })[],
): Promise<FoundMember[]> {
  const { db, clock } = deps;
  const rows = await findFriendshipsWith(
    db,
    userId,
    people.map((p) => p.id),
  );
  const rowWith = (id: number) => rows.find((r) => r.requester_id === id || r.addressee_id === id);
  const found = people.map((p) => ({ person: p, token: newToken() }));
  const now = clock.now();
  await insertSearchResults(db, {
    searcherId: userId,
    found: found.map((f) => ({ tokenHash: hashToken(f.token), foundId: f.person.id })),
    expiresAt: new Date(now.getTime() + SEARCH_RESULT_MINUTES * 60_000),
    now,
  });
  return found.map(({ person, token }) => ({
    friendId: token,
    ...strangerView(person),
    handle: person.handle,
    relation: relationOf(rowWith(person.id), userId),
  }));
}

/**
 * Search by exact e-mail address (issue 50, item 6) or by name and handle (issue 56, item 2). The
 * answer is what adding a friend needs and no more: each member as a stranger (a display name)
 * with their handle, where the searcher stands with them, and an opaque id that only the
 * searching member can send, for SEARCH_RESULT_MINUTES, to ask them. Their user id, whole name
 * and e-mail address are never given. Only members who let themselves be found are: by e-mail
 * when they turned it on, by name once they chose a handle and unless they turned it off.
 * Limited per member and day, so addresses and names cannot be tried in bulk.
 */
export function createFriendSearch(deps: SearchDeps) {
  const { db, clock } = deps;

  async function limit(key: string, perDay: number): Promise<void> {
    const count = await deps.limiter.count(key, 24 * 3600);
    if (count > perDay) throw tooManyRequests(friendTexts.tooManySearches);
  }

  return {
    /** POST /api/user/friends/search: the member with this address, if they let themselves be found so. */
    async search(userId: number, email: string): Promise<FoundMember> {
      const address = checkedEmail(email);
      await limit(`friend-search:${userId}`, SEARCHES_PER_DAY);
      const found = await deps.person({ email: address });
      if (!found || found.id === userId) throw notFound(friendTexts.userNotFound);
      const profile = await findFriendProfile(db, found.id);
      // A member hidden from e-mail searches gets the same answer as an address nobody has.
      if (!(profile?.findable_by_email ?? FRIEND_PROFILE_DEFAULTS.findableByEmail))
        throw notFound(friendTexts.userNotFound);
      const [result] = await answer(deps, userId, [{ ...found, handle: profile?.handle ?? null }]);
      return result!;
    },

    /** POST /api/user/friends/search/name: findable members by the first letters of a name or handle. */
    async searchByName(userId: number, words: string): Promise<FoundMember[]> {
      await limit(`friend-name-search:${userId}`, NAME_SEARCHES_PER_DAY);
      const matches = await findMembersByName(db, userId, words, NAME_SEARCH_LIMIT);
      const people = new Map(
        (
          await peopleByIds(
            db,
            matches.map((m) => m.user_id),
          )
        ).map((p) => [p.id, p]),
      );
      return answer(
        deps,
        userId,
        matches.flatMap((m) => {
          const p = people.get(m.user_id);
          return p
            ? [{ id: p.id, first_name: p.first_name, last_name: p.last_name, handle: m.handle }]
            : [];
        }),
      );
    },

    /** The member a search's opaque id names, when this member searched and it has not expired. */
    async memberFound(userId: number, friendId: string): Promise<number> {
      const found = await findSearchResult(db, hashToken(friendId), userId, clock.now());
      if (found === undefined) throw notFound(friendTexts.searchExpired);
      return found;
    },
  };
}
export type FriendSearch = ReturnType<typeof createFriendSearch>;
