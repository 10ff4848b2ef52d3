import { z } from 'zod';
import {
  STUDIO_CONTENT_LIMITS,
  studioDomainFailures,
  studioDomainStates,
} from './console-texts.ts';
import { idSchema } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { equipmentKeySchema, levelSchema } from './studios.ts';

// The studio page's lists, people and images as the console edits them (issue 25, point 2).

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} may be at most ${max} characters.`);
const required = (label: string, max: number) =>
  text(label, max).refine((v) => v.length > 0, { message: `${label} is required.` });
const distinct = <T>(items: T[]) => new Set(items).size === items.length;
/** A choice ticked twice counts once. */
const once = <T>(items: T[]) => [...new Set(items)];

/** A host name like studio.example.com, lower-cased; empty for no white-label domain. */
const domainSchema = z
  .string({ message: 'The domain must be text.' })
  .trim()
  .toLowerCase()
  .max(253, 'The domain may be at most 253 characters.')
  .regex(
    /^$|^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'The domain must be a host name like studio.example.com, without https://.',
  );

/** PUT /api/console/studios/{studioId}/details: what the page's filters and badges show. */
export const studioDetailsSchema = z.object({
  classTypes: z
    .array(z.enum(classTypes, { message: 'Please choose class types from the list.' }))
    .max(classTypes.length * 2)
    .transform(once),
  levels: z
    .array(levelSchema, { message: 'Please choose levels from the list.' })
    .max(20)
    .transform(once),
  equipment: z
    .array(equipmentKeySchema, { message: 'Please choose equipment from the list.' })
    .max(40)
    .transform(once),
  whitelabelDomain: domainSchema,
});
export type StudioDetails = z.output<typeof studioDetailsSchema>;

/** The studio's images by slot (studios.*_url): what each is for is in studioImageSlotNames. */
export const studioImageSlotSchema = z.enum(['logo', 'favicon', 'hero', 'img2', 'howItWorks']);
export type StudioImageSlot = z.infer<typeof studioImageSlotSchema>;
export const studioImageSlotNames: Record<StudioImageSlot, string> = {
  logo: 'Logo',
  favicon: 'Favicon (browser tab icon)',
  hero: 'Hero image (top of the page)',
  img2: 'About image',
  howItWorks: 'How-it-works image',
};

/** POST/PUT an instructor: the name and bio; the photo is uploaded on its own. */
export const instructorBodySchema = z.object({
  name: required('The name', STUDIO_CONTENT_LIMITS.name),
  bio: text('The bio', STUDIO_CONTENT_LIMITS.paragraph),
});
export type InstructorBody = z.output<typeof instructorBodySchema>;

/** POST/PUT a testimonial. */
export const testimonialBodySchema = z.object({
  name: required('The name', STUDIO_CONTENT_LIMITS.name),
  feedback: required('The feedback', STUDIO_CONTENT_LIMITS.paragraph),
  rating: z.coerce
    .number({ message: 'The rating must be a number from 1 to 5.' })
    .int('The rating must be a number from 1 to 5.')
    .min(1, 'The rating must be a number from 1 to 5.')
    .max(5, 'The rating must be a number from 1 to 5.'),
});
export type TestimonialBody = z.output<typeof testimonialBodySchema>;

/** PUT …/instructors/order and …/testimonials/order: every id of the list, in the new order. */
export const orderBodySchema = z.object({
  ids: z
    .array(idSchema('id'), { message: 'The order must list ids.' })
    .max(200)
    .refine(distinct, { message: 'Each id may be listed once.' }),
});

export const instructorParamsSchema = z.object({
  studioId: idSchema('studio id'),
  instructorId: idSchema('instructor id'),
});
export const testimonialParamsSchema = z.object({
  studioId: idSchema('studio id'),
  testimonialId: idSchema('testimonial id'),
});
export const imageParamsSchema = z.object({
  studioId: idSchema('studio id'),
  slot: studioImageSlotSchema,
});

export const consoleInstructorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  bio: z.string(),
  imageUrl: z.string(),
});
export type ConsoleInstructor = z.infer<typeof consoleInstructorSchema>;
export const consoleTestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  feedback: z.string(),
  rating: z.number().int(),
});
export type ConsoleTestimonial = z.infer<typeof consoleTestimonialSchema>;

/**
 * A studio's white-label domain as the console shows it (issue 50, item 1): the domain it asked
 * for and its state ('none' when it asked for none), the TXT record that proves it, why the last
 * check failed, and the domain serving the studio now (the one before, while a new one is
 * pending; '' for none). Answered by GET …/content and POST …/domain/check.
 */
export const studioDomainSchema = z.object({
  domain: z.string(),
  state: z.enum(['none', ...studioDomainStates]),
  recordName: z.string(),
  recordValue: z.string(),
  failure: z.enum(studioDomainFailures).nullable(),
  checkedAt: z.string().nullable(),
  servedDomain: z.string(),
});
export type StudioDomain = z.infer<typeof studioDomainSchema>;

/** GET /api/console/studios/{studioId}/content: everything of the page besides its texts. */
export const studioContentSchema = z.object({
  studioId: z.number().int(),
  shortName: z.string(),
  details: z.object({
    classTypes: z.array(z.string()),
    levels: z.array(z.string()),
    equipment: z.array(z.string()),
    whitelabelDomain: z.string(),
  }),
  domain: studioDomainSchema,
  images: z.record(studioImageSlotSchema, z.string()),
  instructors: z.array(consoleInstructorSchema),
  testimonials: z.array(consoleTestimonialSchema),
});
export type StudioContent = z.infer<typeof studioContentSchema>;

/**
 * Adding or editing an instructor or a testimonial answers its id only: the form holds what was
 * sent, and an answer that echoes it tells nobody anything new.
 */
export const entrySavedSchema = z.object({ id: z.number().int() });
export type EntrySaved = z.infer<typeof entrySavedSchema>;

/** An uploaded image's answer: where it is now served from ('' once it is removed). */
export const imageSavedSchema = z.object({ url: z.string() });
export type ImageSaved = z.infer<typeof imageSavedSchema>;
