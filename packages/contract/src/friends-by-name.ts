/**
 * Friends by name (issue 56, item 2; docs/decisions/0117-friends-by-name.md): a member chooses a
 * handle, a unique name others find and know them by, and whether they may be found by name and
 * handle (on unless turned off) or by their e-mail address (off unless turned on). A search by
 * name or handle answers members as strangers (strangerSchema) with their handle, never an e-mail
 * address.
 */
import { z } from 'zod';
import { friendTexts } from './friends-texts.ts';

/** What a handle may be, once its '@' is taken off and it is in lower case. */
export const HANDLE_PATTERN = /^[a-z0-9_]{3,20}$/;

/** A handle as typed: '@Ana_Runs' is kept as 'ana_runs'; other shapes answer friendTexts.handleRule. */
export const handleSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/^@/, '').toLowerCase())
  .pipe(z.string().regex(HANDLE_PATTERN, friendTexts.handleRule));

/** GET /api/user/friends/profile: the member's handle (null: none yet) and who may find them. */
export const friendProfileSchema = z.object({
  handle: z.string().nullable(),
  findableByName: z.boolean(),
  findableByEmail: z.boolean(),
});
export type FriendProfile = z.infer<typeof friendProfileSchema>;

/** The settings when a member has chosen none: no handle, found by name, not by e-mail. */
export const FRIEND_PROFILE_DEFAULTS: FriendProfile = {
  handle: null,
  findableByName: true,
  findableByEmail: false,
};

/** PUT /api/user/friends/profile: what changes (a null handle takes it away); the rest stays. */
export const friendProfileBodySchema = z
  .object({
    handle: handleSchema.nullable().optional(),
    findableByName: z.boolean({ message: friendTexts.findableChoice }).optional(),
    findableByEmail: z.boolean({ message: friendTexts.findableChoice }).optional(),
  })
  .strict();
export type FriendProfileChanges = z.infer<typeof friendProfileBodySchema>;

/** Where the caller stands with a member a search found. */
export const friendRelationSchema = z.enum(['none', 'sent', 'received', 'friends']);
export type FriendRelation = z.infer<typeof friendRelationSchema>;

/** POST /api/user/friends/search/name: the first letters of a name or handle ('@' allowed). */
export const nameSearchBodySchema = z.object({
  query: z
    .string()
    .trim()
    .transform((s) => s.replace(/^@/, '').trim())
    .pipe(z.string().min(2, friendTexts.queryTooShort).max(40, friendTexts.queryTooLong)),
});

/** The most members one search by name answers. */
export const NAME_SEARCH_LIMIT = 10;
