/**
 * An on-demand class's chapters (issue 56, item 3): the parts the player marks on its timeline,
 * e.g. warm-up, main set, cool-down, as the studio names them. A class may have none.
 */
import { z } from 'zod';
import { idSchema } from './ids.ts';

/** At most this many chapters a class. */
export const CHAPTERS_MAX = 20;
/** A chapter's title, at most this many characters. */
export const CHAPTER_TITLE_MAX = 60;

export const chapterTexts = {
  titleMissing: 'Please give each chapter a title.',
  titleTooLong: `A chapter's title may have at most ${CHAPTER_TITLE_MAX} characters.`,
  startNotSeconds: "A chapter's start must be a whole number of seconds.",
  tooMany: `A class may have at most ${CHAPTERS_MAX} chapters.`,
  firstNotAtStart: 'The first chapter must start at 0:00, the start of the class.',
  notInOrder: 'Each chapter must start after the one before it.',
  pastTheEnd: (lengthText: string) =>
    `Every chapter must start before the class ends (at ${lengthText}).`,
  notYours: 'This class is not one of your studio’s.',
  startNotClock: "Please write a chapter's start as m:ss.",
} as const;

/** 41:05 for 2465 seconds: a chapter's start, or a class's end, as the player's clock shows it. */
export const chapterClock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** 'm:ss' as people write a chapter's start (the demo's file, the console's form): its seconds. */
export const chapterClockSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}:[0-5]\d$/, chapterTexts.startNotClock)
  .transform((at) => {
    const [m, s] = at.split(':').map(Number) as [number, number];
    return m * 60 + s;
  });

/** One chapter: where it starts, in seconds from the class's start, and its title. */
export const chapterSchema = z.object({
  title: z
    .string({ message: chapterTexts.titleMissing })
    .trim()
    .min(1, chapterTexts.titleMissing)
    .max(CHAPTER_TITLE_MAX, chapterTexts.titleTooLong),
  startSeconds: z
    .number({ message: chapterTexts.startNotSeconds })
    .int(chapterTexts.startNotSeconds)
    .min(0, chapterTexts.startNotSeconds),
});
export type Chapter = z.infer<typeof chapterSchema>;

/**
 * PUT /api/console/studios/{studioId}/library/{videoId}/chapters: a class's chapters, replacing
 * those before; an empty list removes them. In order: the first at 0, each later than the one
 * before (the server checks they start before the class ends, which it knows).
 */
export const chaptersBodySchema = z.object({
  chapters: z
    .array(chapterSchema, { message: 'Please send the chapters as a list.' })
    .max(CHAPTERS_MAX, chapterTexts.tooMany)
    .superRefine((list, ctx) => {
      if (list.length > 0 && list[0]!.startSeconds !== 0)
        ctx.addIssue({ code: 'custom', message: chapterTexts.firstNotAtStart, path: [0] });
      list.forEach((c, i) => {
        if (i > 0 && c.startSeconds <= list[i - 1]!.startSeconds)
          ctx.addIssue({ code: 'custom', message: chapterTexts.notInOrder, path: [i] });
      });
    }),
});
export type ChaptersBody = z.infer<typeof chaptersBodySchema>;

export const chaptersParamsSchema = z.object({
  studioId: idSchema('studio id'),
  videoId: idSchema('class id'),
});

/** The answer: the class's chapters as stored. */
export const chaptersAnswerSchema = z.object({ chapters: z.array(chapterSchema) });

/** A class's chapters as the console's form edits them: the class's title and length with them. */
export const classChaptersSchema = z.object({
  videoId: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int(),
  chapters: z.array(chapterSchema),
});
export type ClassChapters = z.infer<typeof classChaptersSchema>;

/** One of a studio's library classes, as the console's chapters section offers it. */
export const chapteredClassSchema = z.object({
  videoId: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int(),
  chapterCount: z.number().int(),
});
export type ChapteredClass = z.infer<typeof chapteredClassSchema>;

/** GET /api/console/studios/{studioId}/library: the studio's library classes, by title. */
export const chapteredClassesSchema = z.object({ classes: z.array(chapteredClassSchema) });
export type ChapteredClasses = z.infer<typeof chapteredClassesSchema>;

/**
 * The console's chapters form: starts as m:ss, read into seconds here; the titles and the order
 * are left to the server, whose refusal (out of order, past the end, a blank title) the form shows.
 */
export const chaptersFormSchema = z.object({
  chapters: z.array(z.object({ title: z.string(), start: chapterClockSchema })),
});
export type ChaptersFormInput = z.input<typeof chaptersFormSchema>;
export type ChaptersFormValues = z.output<typeof chaptersFormSchema>;
