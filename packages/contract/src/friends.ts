/**
 * Friends (spec 3, 7): requests pending until the other member accepts or declines, mutual
 * friendships, search by exact e-mail address, and invites by e-mail or text message.
 * `friendId` is always the other member's user id; `userFriendId` is the request's (and, once
 * accepted, the friendship's) id.
 */
import { z } from 'zod';
import { accountTexts } from './accounts-texts.ts';
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

/** GET /api/user/friends?pending=true: requests to the member (incoming) and from them (outgoing). */
export const friendRequestSchema = z.object({
  userFriendId: z.number().int(),
  friendId: z.number().int(),
  direction: z.enum(['incoming', 'outgoing']),
  person: friendPersonSchema,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;
export const friendRequestsAnswerSchema = z.array(friendRequestSchema);

export const friendsQuerySchema = z.object({
  pending: z.enum(['true', 'false']).optional(),
});

/** What POST and PUT answer: the request, and whether it is now a friendship. */
export const friendRequestStateSchema = z.object({
  userFriendId: z.number().int(),
  friendId: z.number().int(),
  accepted: z.boolean(),
});
export type FriendRequestState = z.infer<typeof friendRequestStateSchema>;

/** POST /api/user/friends. */
export const addFriendBodySchema = z.object({ friendId: idSchema('member id') });
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
