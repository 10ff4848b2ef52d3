import type { FoundMember } from '@jetsweat/contract';
import { friendTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound, tooManyRequests } from '../../platform/http/errors.ts';
import { hashToken, newToken } from '../../platform/http/tokens.ts';
import { checkedEmail } from './addresses.ts';
import { findSearchResult, insertSearchResult } from './search-store.ts';
import { strangerView, type FindPerson } from './views.ts';

/** Searches by e-mail address a member may make in a day, whether they find someone or not. */
export const SEARCHES_PER_DAY = 30;
/** How long a search's opaque id can be sent to ask the member it found. */
export const SEARCH_RESULT_MINUTES = 30;

type SearchDeps = Pick<Deps, 'db' | 'clock' | 'limiter'> & { person: FindPerson };

/**
 * Search by exact e-mail address (issue 50, item 6). The answer is what adding a friend needs and
 * no more: the member as a stranger (a display name) and an opaque id that only the searching
 * member can send, for SEARCH_RESULT_MINUTES, to ask them. Their user id and whole name are given
 * only once they accept. Limited per member and day, so addresses cannot be tried in bulk.
 */
export function createFriendSearch(deps: SearchDeps) {
  const { db, clock } = deps;
  return {
    async search(userId: number, email: string): Promise<FoundMember> {
      const address = checkedEmail(email);
      const count = await deps.limiter.count(`friend-search:${userId}`, 24 * 3600);
      if (count > SEARCHES_PER_DAY) throw tooManyRequests(friendTexts.tooManySearches);
      const found = await deps.person({ email: address });
      if (!found || found.id === userId) throw notFound(friendTexts.userNotFound);
      const token = newToken();
      const now = clock.now();
      await insertSearchResult(db, {
        tokenHash: hashToken(token),
        searcherId: userId,
        foundId: found.id,
        expiresAt: new Date(now.getTime() + SEARCH_RESULT_MINUTES * 60_000),
        now,
      });
      return { friendId: token, ...strangerView(found) };
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
