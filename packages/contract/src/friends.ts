/**
 * Friends (spec 3, 7): requests pending until the other member accepts or declines, mutual
 * friendships, search by exact e-mail address (and by name: friends-by-name.ts), and invites by e-mail or text message.
 * `userFriendId` is the request's (and, once accepted, the friendship's) id. `friendId` is the
 * other member's user id once they are known to the caller (they asked, or they accepted); a
 * member found by a search is asked through the search's opaque id instead (issue 50, item 6).
 */
import { z } from 'zod';
import { accountTexts } from './accounts-texts.ts';
import { friendRelationSchema } from './friends-by-name.ts';
import { friendTexts, PHONE_PATTERN } from './friends-texts.ts';
import { idSchema } from './ids.ts';

/** What any member may see of another: the name and photo (no photos are kept yet: null). */
export const friendPersonSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  photoUrl: z.string().nullable(),
});
export type FriendPerson = z.infer<typeof friendPersonSchema>;

/** GET /api/user/friends: one friend. */
export const friendSchema = friendPersonSchema.extend({
  userFriendId: z.number().int(),
  since: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;
export const friendsAnswerSchema = z.array(friendSchema);

/**
 * What a member sees of someone who has not accepted them: a display name (the first name and
 * the last name's initial), never their id or whole name.
 */
export const strangerSchema = z.object({
  displayName: z.string(),
  photoUrl: z.string().nullable(),
});
export type Stranger = z.infer<typeof strangerSchema>;

/**
 * GET /api/user/friends?pending=true: requests to the member (incoming: who asked, by name and
 * id) and from them (outgoing: the person asked, as a stranger until they accept).
 */
export const friendRequestSchema = z.discriminatedUnion('direction', [
  z.object({
    userFriendId: z.number().int(),
    friendId: z.number().int(),
    direction: z.literal('incoming'),
    person: friendPersonSchema,
    createdAt: z.string(),
  }),
  z.object({
    userFriendId: z.number().int(),
    direction: z.literal('outgoing'),
    person: strangerSchema,
    createdAt: z.string(),
  }),
]);
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestsAnswerSchema = z.array(friendRequestSchema);

export const friendsQuerySchema = z.object({
  pending: z.enum(['true', 'false']).optional(),
});

/**
 * What POST and PUT answer: the request, and whether it is now a friendship; `friendId` only when
 * the other member is known to the caller (they asked first, or it is a friendship now).
 */
export const friendRequestStateSchema = z.object({
  userFriendId: z.number().int(),
  friendId: z.number().int().optional(),
  accepted: z.boolean(),
});
export type FriendRequestState = z.infer<typeof friendRequestStateSchema>;

/** A search answer's opaque id: what platform/http/tokens.ts newToken() makes. */
export const FRIEND_SEARCH_ID = /^[A-Za-z0-9_-]{43}$/;

/**
 * POST /api/user/friends: the opaque id of a search's answer, or the user id of a member who
 * asked the caller first (asking back accepts).
 */
export const addFriendBodySchema = z.object({
  friendId: z.union([
    z.string().regex(FRIEND_SEARCH_ID, friendTexts.whomToAsk),
    idSchema('member id'),
  ]),
});
/** PUT /api/user/friends: accept (true) or decline (false) a request to the member. */
export const answerFriendRequestBodySchema = z.object({
  userFriendId: idSchema('request id'),
  accepted: z.boolean({ message: 'Please say whether you accept the request.' }),
});
/** DELETE /api/user/friends: a friend (friendId) or a request (userFriendId), at least one. */
export const removeFriendBodySchema = z.object({
  friendId: idSchema('member id').optional(),
  userFriendId: idSchema('request id').optional(),
});
export const removedFriendSchema = z.object({ userFriendId: z.number().int() });

/**
 * An e-mail address as a login-required body takes it: its shape is checked by the service (with
 * emailSchema), so a call without a login answers 401 before any 400.
 */
const addressField = z.string().trim().max(254, accountTexts.invalidEmail);

/** E.164: the web app takes out spaces, dashes and brackets before sending. */
export const phoneSchema = z.string().trim().regex(PHONE_PATTERN, friendTexts.invalidPhone);

/** POST /api/user/friends/invite: an e-mail address or a phone number (exactly one). */
export const inviteFriendBodySchema = z.object({
  email: addressField.optional(),
  phone: phoneSchema.optional(),
});
/** How an invite travels (friend_invites.channel). */
export const inviteChannelSchema = z.enum(['email', 'sms']);
export const inviteSentSchema = z.object({
  channel: inviteChannelSchema,
  address: z.string(),
});

/** POST /api/user/friends/invite/accept: the token of an invite link, once signed in. */
export const acceptInviteBodySchema = z.object({
  token: z.string().trim().min(10, friendTexts.inviteNotFound).max(200, friendTexts.inviteNotFound),
});

/** POST /api/user/friends/search. */
export const searchFriendBodySchema = z.object({ email: addressField });
/**
 * What a search answers: the member found as a stranger (strangerSchema) with their handle (null:
 * none chosen), where the caller stands with them (a request already sent shows as sent), and an
 * opaque id that only the searching member can send to POST /api/user/friends, for a while.
 * Never an e-mail address, the one searched for included.
 */
export const foundMemberSchema = strangerSchema.extend({
  friendId: z.string(),
  handle: z.string().nullable(),
  relation: friendRelationSchema,
});
export type FoundMember = z.infer<typeof foundMemberSchema>;
/** POST /api/user/friends/search/name: the members found, best match first. */
export const foundMembersSchema = z.array(foundMemberSchema);
