/**
 * A workout summed up (issue 53, item 5): what the live class's ended screen and the history show
 * of it, and the member's place on the live class's board when they were on it.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { caloriesSourceSchema, heartRateSummarySchema } from './workout-heart-rate.ts';

/** Where the member finished on a live class's board: `rank` of the `of` members on it. */
export const boardPlaceSchema = z.object({
  rank: z.number().int().min(1),
  of: z.number().int().min(1),
});
export type BoardPlace = z.infer<typeof boardPlaceSchema>;

/** A workout summed up: its calories, where they came from, its heart rate and board place. */
export const workoutSummarySchema = z.object({
  id: z.number().int(),
  /** Whole kilocalories; null when none were counted (a live class with no strap). */
  calories: z.number().int().nullable(),
  caloriesFrom: caloriesSourceSchema,
  heartRate: heartRateSummarySchema.nullable(),
  boardPlace: boardPlaceSchema.nullable(),
});
export type WorkoutSummary = z.infer<typeof workoutSummarySchema>;

/**
 * GET /api/workout/liveClass/{liveClassId}: the member's workout of a live class they booked (the
 * booking made it), so the room's page can report the strap's heart rate to it.
 */
export const liveWorkoutParamsSchema = z.object({ liveClassId: idSchema('class id') });
export const liveWorkoutAnswerSchema = z.object({ workoutId: z.number().int() });
export type LiveWorkout = z.infer<typeof liveWorkoutAnswerSchema>;
