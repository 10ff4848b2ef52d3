import { z } from 'zod';
import { idSchema } from './ids.ts';
import {
  boardDisplays,
  boardSortKeys,
  LIVE_BOARD_BPM_MAX,
  LIVE_BOARD_BPM_MIN,
  LIVE_BOARD_CALORIES_MAX,
  LIVE_BOARD_COACH_MAX,
  LIVE_BOARD_LABEL_MAX,
  LIVE_BOARD_SEAT_LENGTH,
  LIVE_BOARD_TOP,
  LIVE_BOARD_ZONE_POINTS_MAX,
} from './live-board-texts.ts';

const liveClassIdField = idSchema('class id');
/** 0 resting to 5 (heart-zones.ts), as the HeartZone type itself. */
const zoneField = z.literal([0, 1, 2, 3, 4, 5], {
  message: 'The zone must be a whole number from 0 to 5.',
});
const figure = (what: string, max: number) =>
  z
    .number({ message: `The ${what} must be a number.` })
    .min(0, `The ${what} cannot be below 0.`)
    .max(max, `The ${what} cannot be over ${max}.`);

/** board:join: onto the board of a class whose room one is in, shown by name or initials. */
export const boardJoinSchema = z.object({
  liveClassId: liveClassIdField,
  show: z.enum(boardDisplays, { message: 'Choose to show your name or your initials.' }),
});
/** board:leave. */
export const boardLeaveSchema = z.object({ liveClassId: liveClassIdField });
/** board:stats: the member's figures so far in the class, as their page tallies them. */
export const boardStatsSchema = z.object({
  liveClassId: liveClassIdField,
  calories: figure('calories', LIVE_BOARD_CALORIES_MAX),
  zonePoints: figure('zone points', LIVE_BOARD_ZONE_POINTS_MAX),
  zone: zoneField,
  bpm: z
    .number({ message: 'The heart rate must be a number.' })
    .int('The heart rate must be a whole number.')
    .min(LIVE_BOARD_BPM_MIN, `The heart rate cannot be below ${LIVE_BOARD_BPM_MIN}.`)
    .max(LIVE_BOARD_BPM_MAX, `The heart rate cannot be over ${LIVE_BOARD_BPM_MAX}.`)
    .optional(),
});
export type BoardStats = z.infer<typeof boardStatsSchema>;
/** board:sort: the instructor's choice for the class. */
export const boardSortSchema = z.object({
  liveClassId: liveClassIdField,
  sortBy: z.enum(boardSortKeys, { message: 'Rank by zone points or calories.' }),
});

/**
 * One member's line on the board: a label (name or initials, never an e-mail) and figures. The
 * line is addressed (for a high-five, a shout-out) by its seat, an opaque id of the member in this
 * class only (a keyed hash of the class and the member), not by their user id: the room's chat
 * and peers carry user ids with first names, so a user id here would put a name to a member who
 * chose initials, and follow them from class to class.
 */
export const boardLineSchema = z.object({
  seat: z.string().length(LIVE_BOARD_SEAT_LENGTH),
  label: z.string().max(LIVE_BOARD_LABEL_MAX),
  zone: zoneField,
  calories: z.number(),
  zonePoints: z.number(),
  /** 1 for the first; equal figures share a rank. */
  rank: z.number().int(),
});
export type BoardLine = z.infer<typeof boardLineSchema>;

/**
 * board:update and board:join's answer: the top LIVE_BOARD_TOP lines, the receiver's own line
 * (also when it is among them; null when they are not on the board), and how many are on it.
 */
export const boardSchema = z.object({
  liveClassId: z.number().int(),
  sortBy: z.enum(boardSortKeys),
  lines: z.array(boardLineSchema).max(LIVE_BOARD_TOP),
  own: boardLineSchema.nullable(),
  total: z.number().int(),
});
export type Board = z.infer<typeof boardSchema>;

/**
 * One member as the instructor sees them: the zone and heart rate besides the board's figures, and
 * the member's user id, as the roster shows it to them.
 */
export const coachLineSchema = boardLineSchema.extend({
  userId: z.number().int(),
  bpm: z.number().int().nullable(),
});
export type CoachLine = z.infer<typeof coachLineSchema>;

/** board:coach: every opted-in member, ranked (at most LIVE_BOARD_COACH_MAX, the rest counted). */
export const coachBoardSchema = z.object({
  liveClassId: z.number().int(),
  sortBy: z.enum(boardSortKeys),
  members: z.array(coachLineSchema).max(LIVE_BOARD_COACH_MAX),
  more: z.number().int(),
});
export type CoachBoard = z.infer<typeof coachBoardSchema>;
