/** Programs (spec 7): named series of on-demand classes over weeks, for members and visitors. */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { authUserInfoSchema, queryDaySchema, videoSchema } from './videos.ts';

/** A program: a named series of classes over weeks. */
export const programSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  poster: z.string(),
  weeks: z.number().int(),
  classCount: z.number().int(),
  /** Seconds, all classes together. */
  totalDuration: z.number().int(),
  classTypes: z.array(z.enum(classTypes)),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;
export const programSchema = programSummarySchema.extend({
  schedule: z.array(z.object({ week: z.number().int(), classes: z.array(videoSchema) })),
});
export type Program = z.infer<typeof programSchema>;

/** GET /api/video/programs: every program. */
export const programListAnswerSchema = z.array(programSummarySchema);

/**
 * GET /api/basic/programs (public, for the /programs page): the programs that exist, as a visitor
 * may see them before signing up; the classes themselves stay for members.
 */
export const publicProgramSchema = programSummarySchema.pick({
  slug: true,
  title: true,
  summary: true,
  weeks: true,
  classCount: true,
  classTypes: true,
});
export type PublicProgram = z.infer<typeof publicProgramSchema>;
export const publicProgramsAnswerSchema = z.array(publicProgramSchema);
/** GET /api/programs/list. */
export const recommendedProgramsAnswerSchema = z.object({
  recommendedPrograms: z.array(programSummarySchema),
});
/** GET /api/video/programs/{programId} (ours): a program with its classes week by week. */
export const programParamsSchema = z.object({ programId: idSchema('program id') });

/**
 * POST /api/program/getProgramInfo: the programs of the member's workouts between fromDate and
 * toDate (days), for naming a workout's program.
 */
export const programInfoBodySchema = z
  .object({
    fromDate: queryDaySchema.optional(),
    toDate: queryDaySchema.optional(),
    when: z.string().max(40).optional(),
    authUserInfo: authUserInfoSchema,
  })
  .strict()
  .prefault({});
export const programInfoAnswerSchema = z.array(programSummarySchema);
