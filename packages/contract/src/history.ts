/** The member's history and progress calls (spec 7): what they watched, and calories per day. */
import { z } from 'zod';
import { authUserInfoSchema, queryDaySchema, videoSchema } from './videos.ts';
import { videoTexts } from './videos-texts.ts';
import { caloriesSourceSchema, heartRateSummarySchema } from './workout-heart-rate.ts';
import { workoutSchema } from './schedule.ts';
import { boardPlaceSchema, workoutSummarySchema } from './workout-summary.ts';

/** POST api/history/myHistory: the classes watched, newest first, each once. */
export const historyBodySchema = z
  .object({
    limit: z.number().int().min(1).max(200).default(50),
    authUserInfo: authUserInfoSchema,
  })
  .strict()
  .prefault({});
export const historyEntrySchema = videoSchema.extend({
  /** When the member last watched it. */
  watchedAt: z.string(),
  /** Seconds into the class where they stopped. */
  position: z.number(),
  /** The latest play watched 80% of the class (COMPLETED_SHARE); seeking to the end does not count. */
  completed: z.boolean(),
  /** Seconds the latest play watched (counted from the player's events, not from seeking). */
  watchedSeconds: z.number().int(),
  /**
   * The workout of the member's latest completed play of the class, when there is one: its heart
   * rate when a strap reported one, and where its calories came from.
   */
  workout: z
    .object({
      id: z.number().int(),
      caloriesFrom: caloriesSourceSchema,
      heartRate: heartRateSummarySchema.nullable(),
      /** Where the member finished on the class's live board, when they were on it. */
      boardPlace: boardPlaceSchema.nullable(),
    })
    .optional(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export const historyAnswerSchema = z.array(historyEntrySchema);

/**
 * POST /api/history/liveClasses (ours, issue 53 item 5): the live classes the member came to that
 * are over, the last they came to first, each with their workout of it summed up.
 */
export const liveHistoryBodySchema = z
  .object({ limit: z.number().int().min(1).max(50).default(20) })
  .strict()
  .prefault({});
export const liveHistoryEntrySchema = z.object({
  liveClass: workoutSchema.shape.liveClass.unwrap(),
  /** When the class was scheduled to start. */
  scheduledDatetime: z.string(),
  /** From the member's first join to the end, as the ended screen counts them. */
  minutesAttended: z.number().int(),
  workout: workoutSummarySchema,
});
export type LiveHistoryEntry = z.infer<typeof liveHistoryEntrySchema>;
export const liveHistoryAnswerSchema = z.array(liveHistoryEntrySchema);

/**
 * POST /api/history/continueWatching (ours, for the dashboard): the classes the member stopped
 * part-way through, last watched first, with where they stopped.
 */
export const continueWatchingBodySchema = z
  .object({ limit: z.number().int().min(1).max(50).default(12) })
  .strict()
  .prefault({});
export const continueWatchingAnswerSchema = z.array(historyEntrySchema);

/**
 * POST /api/history/myprogress: calories per day from fromDate (default 2018-01-01) through
 * toDate, and before beforeDate when given (the earlier limit wins), and the minutes in each
 * heart-rate zone over those days.
 */
export const progressBodySchema = z
  .object({
    fromDate: queryDaySchema.optional(),
    toDate: queryDaySchema.optional(),
    beforeDate: queryDaySchema.optional(),
    authUserInfo: authUserInfoSchema,
  })
  .strict()
  .prefault({})
  .refine((b) => !b.fromDate || !b.toDate || b.fromDate <= b.toDate, {
    message: videoTexts.datesReversed,
  });
export const progressAnswerSchema = z.object({
  /** One row per day with calories, oldest first; calories rounded down. */
  data: z.array(z.object({ date: z.string(), calorie: z.number().int() })),
  /** All the rows' calories together. */
  total: z.number().int(),
  /**
   * Minutes in heart-rate zones 0 (resting) to 5 over the range, to one decimal: the workouts a
   * strap reported a heart rate for (issue 53); all 0 without one.
   */
  zoneMinutes: z.array(z.number()).length(6),
});
export type Progress = z.infer<typeof progressAnswerSchema>;
