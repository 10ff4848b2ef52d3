import { z } from 'zod';
import {
  instructorSchema,
  packageSuffixes,
  studioSchema,
  testimonialSchema,
  whitelabelStudioSchema,
} from './studios.ts';
import { videoSchema } from './videos.ts';
import { chapterClockSchema } from './video-chapters.ts';

/**
 * The demo catalogue's seed files (apps/server/src/features/<feature>/demo/*.json), checked
 * when the server loads them. They reuse the answers' field schemas where a field is the same
 * thing; what only the seed has (a studio's white-label switch, a class's length in minutes, a
 * program's weeks) is written here. Strict: a misspelt field name fails rather than being dropped.
 */

/** A demo studio with its instructors and testimonials, as written in studios.json. */
export const studioSeedSchema = studioSchema
  .pick({
    id: true,
    shortName: true,
    name: true,
    inCatalogue: true,
    aliases: true,
    redirectsHome: true,
    headerTitle: true,
    headerDescription: true,
    introH1: true,
    introH2: true,
    closingH1: true,
    closingH2: true,
    summary: true,
    classTypes: true,
    levels: true,
    equipment: true,
    logoUrl: true,
  })
  .extend(whitelabelStudioSchema.pick({ pageTitle: true, contactEmail: true }).shape)
  .extend({
    /** Has its own branded (white-label) site. */
    onWhiteLabel: z.boolean(),
    packageSuffix: z.enum(packageSuffixes),
    /** Brand colour, six hex digits without '#'. */
    colorCode: z.string().regex(/^[0-9A-F]{6}$/i, 'six hex digits without #'),
    instructors: z.array(instructorSchema.strict()),
    testimonials: z.array(testimonialSchema.strict()),
    combinedLogoUrl: z.string(),
    heroUrl: z.string(),
    img2Url: z.string(),
    howItWorksUrl: z.string(),
    faviconUrl: z.string(),
  })
  .strict();
export type StudioSeed = z.infer<typeof studioSeedSchema>;
export const studiosSeedSchema = z.array(studioSeedSchema);

/** An on-demand class of the demo library, as written by hand. */
export const classSeedSchema = videoSchema
  .pick({
    title: true,
    instructor: true,
    summary: true,
    classType: true,
    level: true,
    bodyFocus: true,
    equipment: true,
  })
  .extend({
    title: z.string().min(1),
    /** The studio's shortName (studios.json). */
    studio: z.string(),
    /** Length in whole minutes. */
    minutes: z.number().int().positive(),
    limitations: videoSchema.shape.limitations.optional(),
    muscles: videoSchema.shape.targetMucles,
  })
  .strict();
export type ClassSeed = z.infer<typeof classSeedSchema>;
export const classesSeedSchema = z.array(classSeedSchema);

/** A demo class's chapters, by the class's title, as written by hand (demo/chapters.json). */
export const classChaptersSeedSchema = z.array(
  z
    .object({
      class: z.string().min(1),
      chapters: z.array(z.object({ at: chapterClockSchema, title: z.string() }).strict()),
    })
    .strict(),
);
export type ClassChaptersSeed = z.infer<typeof classChaptersSeedSchema>;

/** A program of the demo library: class titles week by week, in order. */
export const programSeedSchema = z
  .object({
    title: z.string().min(1),
    summary: z.string(),
    weeks: z.array(z.array(z.string().min(1)).min(1)).min(1),
  })
  .strict();
export type ProgramSeed = z.infer<typeof programSeedSchema>;
export const programsSeedSchema = z.array(programSeedSchema);
