import type { FriendRequestState } from '@jetsweat/contract';
import { friendTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import { createFriendActivity } from './activity.ts';
import { createInvites } from './invites.ts';
import { createFriendProfiles } from './profile.ts';
import { createFriendSearch, type FriendSearch } from './search.ts';
import {
  acceptRequest,
  deleteFriendship,
  findFriendshipBetween,
  insertFriendship,
  type FriendshipRow,
} from './store.ts';
import { listFriendshipsWithPeople } from './friendships.ts';
import { friendView, requestView, type FindPerson } from './views.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { hasAnyFriendship, insertFriendship } from './store.ts';
export { insertFriendProfileIfMissing } from './profile-store.ts';

type FriendsDeps = Pick<Deps, 'db' | 'clock' | 'limiter' | 'mailer' | 'sms' | 'config'> & {
  person: FindPerson;
};

/** The request as its member sees it: the other's id once they asked or accepted, not before. */
function stateOf(row: FriendshipRow, userId: number): FriendRequestState {
  const state = { userFriendId: row.id, accepted: row.accepted_at !== null };
  if (row.accepted_at === null && row.requester_id === userId) return state;
  const friendId = row.requester_id === userId ? row.addressee_id : row.requester_id;
  return { ...state, friendId };
}

/** Asking a member already asked (the same request), or who asked first (accepting theirs). */
async function askAgain(
  deps: FriendsDeps,
  existing: FriendshipRow,
  userId: number,
): Promise<FriendRequestState> {
  if (existing.accepted_at) throw conflict(friendTexts.alreadyFriends);
  if (existing.requester_id === userId) return stateOf(existing, userId);
  const accepted = await acceptRequest(deps.db, existing.id, userId, deps.clock.now());
  if (!accepted) throw conflict(friendTexts.alreadyFriends);
  return stateOf(accepted, userId);
}

/** A request to a member: filed, or (when they asked first) their request accepted. */
async function fileRequest(
  deps: FriendsDeps,
  userId: number,
  memberId: number,
): Promise<{ state: FriendRequestState; created: boolean }> {
  const id = await insertFriendship(deps.db, userId, memberId, deps.clock.now());
  if (id !== undefined) return { state: { userFriendId: id, accepted: false }, created: true };
  const existing = await findFriendshipBetween(deps.db, userId, memberId);
  // Removed between the insert and the read: try once more.
  if (!existing) return fileRequest(deps, userId, memberId);
  return { state: await askAgain(deps, existing, userId), created: false };
}

/**
 * POST /api/user/friends: a search's opaque id asks the member it found; a user id is taken only
 * from a member the caller already has a request with (asking back accepts), so nobody can walk
 * the ids to ask strangers, and read their names off the requests they sent.
 */
async function sendRequest(
  deps: FriendsDeps,
  search: FriendSearch,
  userId: number,
  friendId: number | string,
): Promise<{ state: FriendRequestState; created: boolean }> {
  if (typeof friendId === 'string')
    return fileRequest(deps, userId, await search.memberFound(userId, friendId));
  if (friendId === userId) throw badRequest(friendTexts.notYourself);
  const existing = await findFriendshipBetween(deps.db, userId, friendId);
  if (!existing) throw notFound(friendTexts.memberNotFound);
  return { state: await askAgain(deps, existing, userId), created: false };
}

async function answerRequest(
  deps: FriendsDeps,
  userId: number,
  userFriendId: number,
  accepted: boolean,
): Promise<FriendRequestState> {
  const { db, clock } = deps;
  const row = accepted
    ? await acceptRequest(db, userFriendId, userId, clock.now())
    : await deleteFriendship(db, userFriendId, userId, { pendingTo: userId });
  if (!row) throw notFound(friendTexts.requestNotFound);
  return { ...stateOf(row, userId), accepted };
}

/** Removes a friend (friendId), or a friendship or request by its id (userFriendId). */
async function remove(
  deps: FriendsDeps,
  userId: number,
  ids: { friendId?: number | undefined; userFriendId?: number | undefined },
): Promise<{ userFriendId: number }> {
  const { db } = deps;
  if (ids.friendId === undefined && ids.userFriendId === undefined)
    throw badRequest(friendTexts.removeWhom);
  let id = ids.userFriendId;
  if (ids.friendId !== undefined) {
    const between = await findFriendshipBetween(db, userId, ids.friendId);
    if (!between || (id !== undefined && between.id !== id))
      throw notFound(friendTexts.notYourFriend);
    id = between.id;
  }
  const row = await deleteFriendship(db, id!, userId);
  if (!row) throw notFound(friendTexts.requestNotFound);
  return { userFriendId: row.id };
}

/**
 * Friends (spec 3, 7; docs/decisions/0061-friends.md): one row per pair of members,
 * pending until the addressee accepts or declines; either side removes it. Members are found by
 * e-mail address or by name and handle, as they allow (docs/decisions/0117-friends-by-name.md).
 */
export function createFriendsService(
  platform: Pick<Deps, 'db' | 'clock' | 'limiter' | 'mailer' | 'sms' | 'config'>,
  person: FindPerson,
) {
  const deps: FriendsDeps = { ...platform, person };
  const { db } = deps;
  const search = createFriendSearch(deps);
  return {
    async friends(userId: number) {
      return (await listFriendshipsWithPeople(db, userId, true)).map(friendView);
    },
    async requests(userId: number) {
      return (await listFriendshipsWithPeople(db, userId, false)).map((r) =>
        requestView(r, userId),
      );
    },
    sendRequest: (userId: number, friendId: number | string) =>
      sendRequest(deps, search, userId, friendId),
    answerRequest: (userId: number, userFriendId: number, accepted: boolean) =>
      answerRequest(deps, userId, userFriendId, accepted),
    remove: (userId: number, ids: { friendId?: number; userFriendId?: number }) =>
      remove(deps, userId, ids),
    search: search.search,
    searchByName: search.searchByName,
    /** The member's handle and who may find them by name or e-mail address. */
    profile: createFriendProfiles(deps),
    ...createInvites(deps),
    /** Training together: friends' bookings and finished classes, and the sharing setting. */
    activity: createFriendActivity(deps),
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
