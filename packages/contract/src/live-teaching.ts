import { z } from 'zod';

/** How far ahead an instructor sees their studios' classes to teach: the week to come. */
export const TEACHING_DAYS = 7;
/** How far ahead staff see classes to teach: every studio's classes would be too many. */
export const STAFF_TEACHING_DAYS = 2;
/** The most classes GET /api/livestream/teaching lists. */
export const TEACHING_LIST_MAX = 100;

/** One class the caller may teach, not ended yet (GET /api/livestream/teaching). */
export const teachingClassSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** When it starts (ISO instant). */
  scheduledDatetime: z.string(),
  minutesDuration: z.number().int(),
  studioId: z.number().int(),
  studioName: z.string(),
  /** A broadcast of the class is on air now. */
  live: z.boolean(),
});
export type TeachingClass = z.infer<typeof teachingClassSchema>;

export const teachingListSchema = z.array(teachingClassSchema);
