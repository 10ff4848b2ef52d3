/**
 * The on-demand library's calls (spec 7): the class list and its filters, a class with its
 * stream (programs: programs.ts; the player's events: player-events.ts; history and progress:
 * history.ts). Durations are in seconds,
 * except the `timeLength` filter, which is in minutes as the filter panel shows it.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { chapterSchema } from './video-chapters.ts';
import {
  bodyFocusOptions,
  classBodyFocuses,
  classLevels,
  classSpecials,
  DEFAULT_VIDEO_SORT,
  difficultyOptions,
  equipmentOptions,
  muscles,
  specialOptions,
  VIDEO_PAGE_SIZE,
  VIDEO_PAGE_SIZE_MAX,
  VIDEO_SEARCH_MAX_LENGTH,
  videoSorts,
  type VideoSort,
} from './videos-constants.ts';
import { videoTexts } from './videos-texts.ts';

const choice = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { message: `Please choose a ${what} from: ${values.join(', ')}.` });

/** A filter that takes one value or a list; answers the distinct values as a list. */
const oneOrMany = <T extends z.ZodType>(value: T) =>
  z
    .union([value, z.array(value).max(50, 'Please choose at most 50 values.')], {
      // Say what was wrong with the value, not only that neither a value nor a list fitted.
      error: (issue) => {
        const errors = (issue as { errors?: { message: string }[][] }).errors;
        const asList = errors?.[1]?.[0];
        return (Array.isArray(issue.input) ? asList : errors?.[0]?.[0])?.message;
      },
    })
    .transform((v) => [...new Set((Array.isArray(v) ? v : [v]) as z.output<T>[])]);

/** An empty list, or one naming the value that means "all" ('Any', 'None'), filters nothing. */
const allUnless =
  <A extends string>(all: A) =>
  <T extends string>(list: T[]): Exclude<T, A>[] | undefined =>
    list.length === 0 || list.includes(all as unknown as T) ? undefined : (list as Exclude<T, A>[]);

const range = (unit: string, max: number) =>
  z
    .object({
      min: z
        .number({ message: `Please give the lowest ${unit} as a number.` })
        .min(0)
        .max(max),
      max: z
        .number({ message: `Please give the highest ${unit} as a number.` })
        .min(0)
        .max(max),
    })
    .partial()
    .strict()
    .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
      message: videoTexts.rangeReversed,
    });

/** The sort flags of spec 7, e.g. {shortest: true}; at most one may be set. */
const sortFlagsSchema = z
  .object({
    newest: z.boolean().optional(),
    longest: z.boolean().optional(),
    recommended: z.boolean().optional(),
    shortest: z.boolean().optional(),
    highest: z.boolean().optional(),
  })
  .strict()
  .refine((flags) => Object.values(flags).filter(Boolean).length <= 1, {
    message: videoTexts.oneSortOnly,
  });

/**
 * POST /api/video/videos. Every filter takes one value or a list; a class matches a list when it
 * has any of the values (for equipment and target muscles: uses any of them). An empty body is
 * the default view. Equipment 'none' (as one old caller sends it) and 'No Equipment' mean 'None'.
 * Paging is by position: `after` is the last class of the previous page, in the same order.
 */
export const videoListBodySchema = z
  .object({
    targetMucles: oneOrMany(choice(muscles, 'muscle')),
    classType: oneOrMany(choice(classTypes, 'class type')),
    studio: oneOrMany(idSchema('studio id')),
    equipment: oneOrMany(
      z
        .enum([...equipmentOptions, 'none', 'No Equipment'], {
          message: `Please choose equipment from: ${equipmentOptions.join(', ')}.`,
        })
        .transform((e) => (e === 'none' || e === 'No Equipment' ? 'None' : e)),
    ),
    level: oneOrMany(choice(difficultyOptions, 'level')).transform(allUnless('Any')),
    bodyFocus: oneOrMany(choice(bodyFocusOptions, 'body focus')).transform(allUnless('Any')),
    limitations: oneOrMany(choice(specialOptions, 'special')).transform(allUnless('None')),
    /** Minutes. */
    timeLength: range('time length', 24 * 60),
    /** Kilocalories. */
    calorieBurn: range('calorie burn', 10_000),
    sort: sortFlagsSchema,
    pageSize: z
      .number({ message: 'The page size must be a number.' })
      .int('The page size must be a whole number.')
      .min(1, 'The page size must be at least 1.')
      .max(VIDEO_PAGE_SIZE_MAX, `The page size must be at most ${VIDEO_PAGE_SIZE_MAX}.`),
    /**
     * Words to look for in the title, instructor, studio and class type, typos forgiven; the
     * answer then comes best match first (the sort applies among equally good matches).
     */
    search: z
      .string({ message: videoTexts.searchNotText })
      .max(VIDEO_SEARCH_MAX_LENGTH, videoTexts.searchTooLong)
      .trim()
      // Symbols alone (`%`, `.*`, `((`) name no class: the person is told, rather than shown an
      // empty library. Symbols beside words are searched for literally.
      .refine((words) => words === '' || /[\p{L}\p{N}]/u.test(words), videoTexts.searchNoWords),
    /** Instructors by name, as classes show them. */
    instructor: oneOrMany(
      z
        .string({ message: videoTexts.instructorNotText })
        .trim()
        .min(1, videoTexts.instructorNotText)
        .max(VIDEO_SEARCH_MAX_LENGTH, videoTexts.instructorNotText),
    ),
    after: idSchema('class id'),
  })
  .partial()
  .strict()
  .prefault({})
  .transform(({ sort, pageSize, search, ...filters }) => ({
    ...filters,
    // Blank is no search, so the list keeps its chosen order.
    ...(search ? { search } : {}),
    sort: (videoSorts.find((s) => sort?.[s]) ?? DEFAULT_VIDEO_SORT) as VideoSort,
    pageSize: pageSize ?? VIDEO_PAGE_SIZE,
  }));
export type VideoListQuery = z.output<typeof videoListBodySchema>;
export type VideoListBody = z.input<typeof videoListBodySchema>;

/** A class of the library, as lists show it. */
export const videoSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  studioId: z.number().int(),
  studioName: z.string(),
  studioShortName: z.string(),
  /** '' when the studio has no logo. */
  studioLogo: z.string(),
  instructor: z.string(),
  /** '' when the instructor has no photo. */
  instructorImage: z.string(),
  classType: z.enum(classTypes),
  /** ['None'] for a class without equipment. */
  equipment: z.array(z.enum(equipmentOptions)),
  level: z.enum(classLevels),
  bodyFocus: z.enum(classBodyFocuses),
  /** What the class suits (Postnatal, Prenatal, Low Impact); often empty. */
  limitations: z.array(z.enum(classSpecials)),
  targetMucles: z.array(z.enum(muscles)),
  /** Seconds. */
  duration: z.number().int(),
  /** Kilocalories for a member with the default profile. */
  calorieBurn: z.number().int(),
  /** The heart-rate factor; null when the class has none (heartRateFactor() then uses 0.6). */
  mhr: z.number().nullable(),
  poster: z.string(),
  publishedAt: z.string(),
  /** The member's favourite record for this class, or null. */
  favoriteId: z.number().int().nullable(),
});
export type Video = z.infer<typeof videoSchema>;
export const videoListAnswerSchema = z.array(videoSchema);

/** GET /api/video/{videoId}. */
export const videoParamsSchema = z.object({ videoId: idSchema('class id') });
export const videoDetailSchema = videoSchema.extend({
  /** The master playlist, signed: it stops working at streamExpiresAt. */
  streamUrl: z.string(),
  /** The captions as a WebVTT file for a <track> element, signed like the stream. */
  captionsUrl: z.string(),
  streamExpiresAt: z.string(),
  /**
   * How long the links work from this answer, in seconds (streamExpiresAt without the clocks'
   * difference): the player asks for the class again before, and sends its requests with the new
   * links.
   */
  streamLinkSeconds: z.number().int(),
  /** Seconds into the class where the member stopped last time, or null. */
  resumeAt: z.number().nullable(),
  /** The class's chapters in order, the first at 0; empty when the studio gave none. */
  chapters: z.array(chapterSchema),
});
export type VideoDetail = z.infer<typeof videoDetailSchema>;

/**
 * GET /api/video/{videoId}/up-next: what the player offers when the class ends. The class after
 * it in a program that holds it (programTitle names the program), or else the next class of the
 * same instructor, or else of the same studio (programTitle null); video is null when there is
 * none of these.
 */
export const upNextAnswerSchema = z.object({
  video: videoSchema.nullable(),
  programTitle: z.string().nullable(),
  /** Why this class: the program's next, the instructor's, or the studio's; null with no video. */
  reason: z.enum(['program', 'instructor', 'studio']).nullable(),
});
export type UpNext = z.infer<typeof upNextAnswerSchema>;

/** The spec's clients name the caller in the body; the server checks it is the caller. */
export const authUserInfoSchema = z.object({ id: z.number().int() }).partial().optional();

/**
 * A calendar day 'YYYY-MM-DD'. Monthly queries ask for day 01 to day 31 of every month (spec 9),
 * so a day past the month's end means its last day: '2026-02-31' is 2026-02-28.
 */
export const queryDaySchema = z
  .string({ message: 'Please give dates as YYYY-MM-DD.' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Please give dates as YYYY-MM-DD.')
  .transform((day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return d <= last ? day : `${day.slice(0, 8)}${String(last).padStart(2, '0')}`;
  });
