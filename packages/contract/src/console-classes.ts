import { z } from 'zod';
import { rosterFeeSchema } from './booking-policies.ts';
import { consoleRoleSchema } from './console.ts';
import { CONSOLE_CLASS_LIMITS, consoleClassTexts } from './console-classes-texts.ts';
import { idSchema } from './ids.ts';
import { classTypes } from './studio-keys.ts';
import { classLevels } from './videos-constants.ts';

/** Group class, or personal training (one person: live_classes.product_availability = 1). */
export const consoleClassKindSchema = z.enum(['group', 'personal']);
export type ConsoleClassKind = z.infer<typeof consoleClassKindSchema>;

const whole = (message: string, min: number, max: number) =>
  z.number({ message }).int(message).min(min, message).max(max, message);

/**
 * A live class as the console edits it. The start is a wall-clock time in Eastern Time
 * ('2026-12-01T18:30'), as the schedule shows it; the server turns it into an instant. Each field
 * carries its own message, so a form shows it under that field.
 */
export const consoleClassFieldsSchema = z
  .object({
    title: z
      .string({ message: consoleClassTexts.titleRequired })
      .trim()
      .min(1, consoleClassTexts.titleRequired)
      .max(CONSOLE_CLASS_LIMITS.title, consoleClassTexts.titleTooLong),
    description: z
      .string()
      .trim()
      .max(CONSOLE_CLASS_LIMITS.description, consoleClassTexts.descriptionTooLong)
      .default(''),
    startsAt: z
      .string({ message: consoleClassTexts.startsAtInvalid })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, consoleClassTexts.startsAtInvalid),
    minutes: whole(consoleClassTexts.minutesInvalid, 5, CONSOLE_CLASS_LIMITS.minutes),
    instructorId: whole(consoleClassTexts.instructorRequired, 1, 2_147_483_647),
    capacity: whole(consoleClassTexts.capacityInvalid, 1, CONSOLE_CLASS_LIMITS.capacity),
    priceCents: whole(consoleClassTexts.priceInvalid, 0, CONSOLE_CLASS_LIMITS.priceCents),
    kind: consoleClassKindSchema,
    classType: z
      .enum(classTypes, { message: consoleClassTexts.classTypeInvalid })
      .nullable()
      .default(null),
    level: z
      .enum(classLevels, { message: consoleClassTexts.levelInvalid })
      .nullable()
      .default(null),
    onJetsweat: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'personal' && v.capacity !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['capacity'],
        message: consoleClassTexts.personalOneSeat,
      });
  });
export type ConsoleClassFields = z.output<typeof consoleClassFieldsSchema>;
export type ConsoleClassInput = z.input<typeof consoleClassFieldsSchema>;

/** POST …/classes: the class, and how many weeks it runs (1: only this one). */
export const consoleClassCreateSchema = z.object({
  fields: consoleClassFieldsSchema,
  weeks: whole(consoleClassTexts.weeksInvalid, 1, CONSOLE_CLASS_LIMITS.weeks).default(1),
});

export const consoleClassParamsSchema = z.object({
  studioId: idSchema('studio id'),
  classId: idSchema('class id'),
});

/** One class in the console: its fields as the form edits them, and its state. */
export const consoleClassSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Eastern wall-clock time, as entered. */
  startsAt: z.string(),
  /** The instant, ISO 8601. */
  startsAtIso: z.string(),
  minutes: z.number().int(),
  instructorId: z.number().int().nullable(),
  instructorName: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  priceCents: z.number().int(),
  kind: consoleClassKindSchema,
  classType: z.string().nullable(),
  level: z.string().nullable(),
  onJetsweat: z.boolean(),
  cancelled: z.boolean(),
});
export type ConsoleClass = z.infer<typeof consoleClassSchema>;

/** GET …/classes: staff and admins see every class, an instructor their own. */
export const consoleClassListSchema = z.object({
  role: consoleRoleSchema,
  canEdit: z.boolean(),
  instructors: z.array(z.object({ id: z.number().int(), name: z.string() })),
  classes: z.array(consoleClassSchema),
});
export type ConsoleClassList = z.infer<typeof consoleClassListSchema>;

/**
 * POST …/classes: the new classes' ids and starts. Like the studio page's save, the answers to a
 * change do not echo the texts sent (the form holds them; the list is read again).
 */
export const consoleClassesCreatedSchema = z.object({
  classes: z.array(z.object({ id: z.number().int(), startsAtIso: z.string() })),
});
/** PUT …/classes/{classId}: which class, and how many attendees were told of a new time. */
export const consoleClassSavedSchema = z.object({ classId: z.number().int(), mailed: z.number() });
/**
 * POST …/classes/{classId}/cancel: the refunds the gateway made at once, those still owed (their
 * jobs keep asking), and the attendees told.
 */
export const consoleClassCancelledSchema = z.object({
  classId: z.number().int(),
  refunded: z.number().int(),
  refundsOwed: z.number().int(),
  mailed: z.number().int(),
});
export type ConsoleClassCancelled = z.infer<typeof consoleClassCancelledSchema>;

/** One person on a class's roster: their booking and, after the class, their attendance. */
export const rosterEntrySchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  paidWith: z.string().nullable(),
  amountCents: z.number().int(),
  attended: z.boolean(),
  cameraOnSeconds: z.number().int(),
});
export const consoleRosterSchema = z.object({
  class: consoleClassSchema,
  people: z.array(rosterEntrySchema),
  /**
   * The class's late-cancel and no-show fees, which the studio may waive (issue 54, item 2): a
   * late cancel's member is no longer among the people booked.
   */
  fees: z.array(rosterFeeSchema),
});
export type ConsoleRoster = z.infer<typeof consoleRosterSchema>;
