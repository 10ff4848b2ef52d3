import type { FriendPerson, FriendRequestState } from '@jetsweat/contract';
import { friendTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound, tooManyRequests } from '../../platform/errors.ts';
import { checkedEmail } from './addresses.ts';
import { createFriendActivity } from './activity.ts';
import { createInvites } from './invites.ts';
import {
  acceptRequest,
  deleteFriendship,
  findFriendshipBetween,
  insertFriendship,
  listFriendships,
  type FriendshipRow,
} from './store.ts';
import { friendView, personView, requestView, type FindPerson } from './views.ts';

/** Searches by e-mail address a member may make in an hour. */
export const SEARCHES_PER_HOUR = 30;

type FriendsDeps = Pick<Deps, 'db' | 'clock' | 'limiter' | 'mailer' | 'sms' | 'config'> & {
  person: FindPerson;
};

const stateOf = (row: FriendshipRow, userId: number): FriendRequestState => ({
  userFriendId: row.id,
  friendId: row.requester_id === userId ? row.addressee_id : row.requester_id,
  accepted: row.accepted_at !== null,
});

/** A request to someone: filed, or (when they asked first) their request accepted. */
async function sendRequest(
  deps: FriendsDeps,
  userId: number,
  friendId: number,
): Promise<{ state: FriendRequestState; created: boolean }> {
  const { db, clock } = deps;
  if (friendId === userId) throw badRequest(friendTexts.notYourself);
  if (!(await deps.person({ id: friendId }))) throw notFound(friendTexts.memberNotFound);
  const id = await insertFriendship(db, userId, friendId, clock.now());
  if (id !== undefined)
    return { state: { userFriendId: id, friendId, accepted: false }, created: true };
  const existing = await findFriendshipBetween(db, userId, friendId);
  // Removed between the insert and the read: try once more.
  if (!existing) return sendRequest(deps, userId, friendId);
  if (existing.accepted_at) throw conflict(friendTexts.alreadyFriends);
  if (existing.requester_id === userId) return { state: stateOf(existing, userId), created: false };
  // They asked first: asking back is accepting.
  const accepted = await acceptRequest(db, existing.id, userId, clock.now());
  if (!accepted) throw conflict(friendTexts.alreadyFriends);
  return { state: stateOf(accepted, userId), created: false };
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
 * Finds a member by exact e-mail address, answering only what any member may see of another.
 * Limited per member, so addresses cannot be tried in bulk.
 */
async function search(deps: FriendsDeps, userId: number, email: string): Promise<FriendPerson> {
  const address = checkedEmail(email);
  const count = await deps.limiter.count(`friend-search:${userId}`, 3600);
  if (count > SEARCHES_PER_HOUR) throw tooManyRequests(friendTexts.tooManySearches);
  const found = await deps.person({ email: address });
  if (!found || found.id === userId) throw notFound(friendTexts.userNotFound);
  return personView(found);
}

/**
 * Friends (spec 3, 7; docs/decisions.md "Friends (issue 24)"): one row per pair of members,
 * pending until the addressee accepts or declines; either side removes it.
 */
export function createFriendsService(
  platform: Pick<Deps, 'db' | 'clock' | 'limiter' | 'mailer' | 'sms' | 'config'>,
  person: FindPerson,
) {
  const deps: FriendsDeps = { ...platform, person };
  const { db } = deps;
  return {
    async friends(userId: number) {
      return (await listFriendships(db, userId, true)).map(friendView);
    },
    async requests(userId: number) {
      return (await listFriendships(db, userId, false)).map((r) => requestView(r, userId));
    },
    sendRequest: (userId: number, friendId: number) => sendRequest(deps, userId, friendId),
    answerRequest: (userId: number, userFriendId: number, accepted: boolean) =>
      answerRequest(deps, userId, userFriendId, accepted),
    remove: (userId: number, ids: { friendId?: number; userFriendId?: number }) =>
      remove(deps, userId, ids),
    search: (userId: number, email: string) => search(deps, userId, email),
    ...createInvites(deps),
    /** Training together: friends' bookings and finished classes, and the sharing setting. */
    activity: createFriendActivity(deps),
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
