/**
 * Training together (ours; docs/decisions/0063-friends-training-together.md):
 * which of the member's friends booked a live class, which on-demand classes they finished this
 * week, and the member's own choice whether their friends see theirs. Per member, so never part of
 * the public timetable's shared answer: the pages ask for it after loading and merge it in.
 */
import { z } from 'zod';
import { friendPersonSchema } from './friends.ts';

/** GET /api/user/friends/going: one class not over yet, with the friends booked into it. */
export const friendsGoingSchema = z.object({
  liveClassId: z.number().int(),
  title: z.string(),
  scheduledDatetime: z.string(),
  friends: z.array(friendPersonSchema),
});
export type FriendsGoing = z.infer<typeof friendsGoingSchema>;
/** Soonest class first; only classes with a friend going. */
export const friendsGoingAnswerSchema = z.array(friendsGoingSchema);

/** GET /api/user/friends/finished: a friend's completed play of an on-demand class this week. */
export const friendFinishedSchema = z.object({
  friend: friendPersonSchema,
  videoId: z.number().int(),
  title: z.string(),
  /** The Eastern Time day ('YYYY-MM-DD') the play was on, Monday of this week or later. */
  day: z.string(),
});
export type FriendFinished = z.infer<typeof friendFinishedSchema>;
export const friendsFinishedAnswerSchema = z.object({
  /** The Monday (Eastern Time) this week started: the window is that day through today. */
  weekStart: z.string(),
  /** Latest day first. */
  finished: z.array(friendFinishedSchema),
});
export type FriendsFinished = z.infer<typeof friendsFinishedAnswerSchema>;

/** GET and PUT /api/user/friends/sharing: whether the member's friends see their activity. */
export const activitySharingSchema = z
  .object({
    shareActivity: z.boolean({ message: 'Please say whether your friends may see your activity.' }),
  })
  .strict();
export type ActivitySharing = z.infer<typeof activitySharingSchema>;
