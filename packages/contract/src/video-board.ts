import { z } from 'zod';
import { idSchema } from './ids.ts';
import {
  boardSortKeys,
  DEFAULT_BOARD_SORT,
  LIVE_BOARD_CALORIES_MAX,
  LIVE_BOARD_LABEL_MAX,
  LIVE_BOARD_TOP,
  LIVE_BOARD_ZONE_POINTS_MAX,
} from './live-board-texts.ts';
import { HEART_RATE_LAST_SECOND } from './workout-heart-rate.ts';

/** GET /api/video/{videoId}/board's path. */
export const videoBoardParamsSchema = z.object({ videoId: idSchema('class id') });

const figure = (what: string, max: number) =>
  z.coerce
    .number({ message: `Your ${what} must be a number.` })
    .min(0, `Your ${what} cannot be below 0.`)
    .max(max, `Your ${what} cannot be over ${max}.`);

/**
 * GET /api/video/{videoId}/board's query: the moment of the class (whole seconds from its start)
 * and, to be ranked among the others, the member's own figures so far on this play.
 */
export const videoBoardQuerySchema = z
  .object({
    atSecond: z.coerce
      .number({ message: 'Say which second of the class the board is for.' })
      .int('The second of the class must be a whole number.')
      .min(0, 'The second of the class cannot be below 0.')
      .max(
        HEART_RATE_LAST_SECOND,
        `The second of the class cannot be over ${HEART_RATE_LAST_SECOND}.`,
      ),
    sortBy: z
      .enum(boardSortKeys, { message: 'Rank by zone points or calories.' })
      .default(DEFAULT_BOARD_SORT),
    /** The member's own calories so far; without it, the board has no line of theirs. */
    calories: figure('calories', LIVE_BOARD_CALORIES_MAX).optional(),
    zonePoints: figure('zone points', LIVE_BOARD_ZONE_POINTS_MAX).default(0),
    zone: z.coerce
      .number()
      .int('Your zone must be a whole number from 0 to 5.')
      .min(0, 'Your zone must be a whole number from 0 to 5.')
      .max(5, 'Your zone must be a whole number from 0 to 5.')
      .default(0),
  })
  .strict();
export type VideoBoardQuery = z.infer<typeof videoBoardQuerySchema>;

/**
 * One line of an on-demand board: the live board's figures, by label only. No id of the member
 * goes with it: a member shown by initials stays someone others cannot look up.
 */
export const videoBoardLineSchema = z.object({
  label: z.string().max(LIVE_BOARD_LABEL_MAX),
  /** 0 resting to 5 (heart-zones.ts): the zone of most of this minute of their play. */
  zone: z.literal([0, 1, 2, 3, 4, 5]),
  calories: z.number(),
  zonePoints: z.number(),
  /** 1 for the first; equal figures share a rank. */
  rank: z.number().int(),
  /** The asking member's own line. */
  you: z.boolean(),
});
export type VideoBoardLine = z.infer<typeof videoBoardLineSchema>;

/**
 * The board of an on-demand class at one second: the top LIVE_BOARD_TOP lines of the members who
 * took it before (each once, their latest completed play) with the asking member ranked among them
 * when they sent their figures; their own line (null when they did not) and how many are ranked.
 */
export const videoBoardSchema = z.object({
  videoId: z.number().int(),
  atSecond: z.number().int(),
  sortBy: z.enum(boardSortKeys),
  lines: z.array(videoBoardLineSchema).max(LIVE_BOARD_TOP),
  own: videoBoardLineSchema.nullable(),
  total: z.number().int(),
});
export type VideoBoard = z.infer<typeof videoBoardSchema>;
