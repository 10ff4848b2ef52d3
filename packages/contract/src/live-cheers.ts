import { z } from 'zod';
import { idSchema } from './ids.ts';
import { liveCheerTexts, liveReactions } from './live-cheers-texts.ts';
import { LIVE_BOARD_LABEL_MAX, LIVE_BOARD_SEAT_LENGTH } from './live-board-texts.ts';

const liveClassIdField = idSchema('class id');
/** A line of the board as pages address it: its opaque seat (live-board.ts), never a user id. */
const seatField = z
  .string({ message: liveCheerTexts.chooseMember })
  .regex(new RegExp(`^[A-Za-z0-9_-]{${LIVE_BOARD_SEAT_LENGTH}}$`), liveCheerTexts.chooseMember);

/** cheer:high-five (a member to another on the board) and cheer:shout-out (the instructor). */
export const cheerToSeatSchema = z.object({ liveClassId: liveClassIdField, seat: seatField });
export type CheerToSeat = z.infer<typeof cheerToSeatSchema>;
/** What cheer:high-five and cheer:shout-out answer: whom it reached, by their board label. */
export const cheerSentSchema = z.object({
  liveClassId: z.number().int(),
  to: z.string().max(LIVE_BOARD_LABEL_MAX),
});
export type CheerSent = z.infer<typeof cheerSentSchema>;

/** cheer:react: one of the fixed reactions, to the class's instructor. */
export const reactSchema = z.object({
  liveClassId: liveClassIdField,
  reaction: z.enum(liveReactions, { message: liveCheerTexts.chooseReaction }),
});
export type ReactToInstructor = z.infer<typeof reactSchema>;

/** cheer:high-fived: to the member high-fived, with the sender's board label. */
export const highFivedSchema = z.object({
  liveClassId: z.number().int(),
  from: z.string().max(LIVE_BOARD_LABEL_MAX),
});
export type HighFived = z.infer<typeof highFivedSchema>;
/** cheer:shouted-out: to the member called out, with the instructor's first name. */
export const shoutedOutSchema = z.object({
  liveClassId: z.number().int(),
  from: z.string().max(LIVE_BOARD_LABEL_MAX),
});
export type ShoutedOut = z.infer<typeof shoutedOutSchema>;
/** cheer:reaction: to the instructors, without the member's name (they did not opt in to it). */
export const reactionSchema = z.object({
  liveClassId: z.number().int(),
  reaction: z.enum(liveReactions),
});
export type Reaction = z.infer<typeof reactionSchema>;
