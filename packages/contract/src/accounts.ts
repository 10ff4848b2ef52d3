import { z } from 'zod';
import { MAX_ID } from './ids.ts';
import { accountTexts, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './accounts-texts.ts';
import { boardDisplays } from './live-board-texts.ts';
import { nameProblem } from './person-names.ts';
import {
  activityLevels,
  birthdayTexts,
  EARLIEST_BIRTHDAY,
  genders,
  liveReminderChoices,
} from './profile-constants.ts';

/**
 * One e-mail address, normalised once here (trimmed, lower case) so every limit, lookup and
 * mail sees the same address. The form warns with the specification's text (spec 5); the
 * server also refuses what is not a single address ("a@x.example, b@y.example").
 */
export const emailSchema = z
  .string()
  .trim()
  .max(254, 'That email address is too long.')
  .toLowerCase()
  .pipe(z.email(accountTexts.invalidEmail));

export const passwordSchema = z
  .string()
  .min(
    PASSWORD_MIN_LENGTH,
    `Please choose a password of at least ${PASSWORD_MIN_LENGTH} characters.`,
  )
  .max(PASSWORD_MAX_LENGTH, 'That password is too long.')
  .refine((v) => v.trim().length > 0, accountTexts.blankPassword);

/** A first or last name: one line of plain text without links (person-names.ts). */
const nameSchema = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Please enter your ${label}.`)
    .max(100, `Your ${label} is too long.`)
    .superRefine((name, ctx) => {
      const problem = nameProblem(name, label);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A birthday: a real day, not before 1900 and not after the machine's date. The server decides
 * the future and the terms' age (birthdayProblem) again with its own clock's Eastern Time day.
 */
const birthdaySchema = z.iso
  .date('Please enter the birthday as YYYY-MM-DD.')
  .refine(
    (day) => day >= EARLIEST_BIRTHDAY && day <= new Date().toISOString().slice(0, 10),
    birthdayTexts.outOfRange,
  );

/**
 * Sign-up's fields. The birthday is optional (the specification's clients do not send it); when
 * it is given, a person younger than the terms' age is refused (the server decides it).
 */
export const userInfoSchema = z.object({
  email: emailSchema,
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  password: passwordSchema,
  birthday: birthdaySchema.optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const registerBodySchema = z.object({ userInfo: userInfoSchema });
export const registerPartnerBodySchema = z.object({
  userInfo: userInfoSchema.extend({
    token: z.string().trim().min(1, 'The partner pass token is missing.').max(500),
  }),
});
export const registerAnswerSchema = z.object({ authToken: z.string() });

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.').max(PASSWORD_MAX_LENGTH),
});

export const resetPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordQuerySchema = z.object({
  studioId: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export const chooseNewPasswordBodySchema = z.object({
  token: z.string().min(10).max(200),
  password: passwordSchema,
});

export const accountTypeSchema = z.enum(['general', 'studio']);
export const userTypeSchema = z.enum(['member', 'internal']);
export const genderSchema = z.enum(genders, { message: 'Please choose F, M or X.' });
export const activityLevelSchema = z.enum(activityLevels, {
  message: `Please choose an activity level: ${activityLevels.join(', ')}.`,
});

export const subscriptionSummarySchema = z.object({
  active: z.boolean(),
  packageId: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

/** Minutes before a booked live class its reminder e-mail comes (0: none). */
export const liveReminderMinutesSchema = z.literal(liveReminderChoices, {
  message: `Please choose when to be reminded of a live class: ${liveReminderChoices.join(', ')} minutes before (0 for none).`,
});

/** The current user, as login and GET /api/user/me return it. */
export const userSchema = z.object({
  id: z.number().int(),
  authToken: z.string().optional(),
  email: z.string(),
  /** Whether the address is confirmed (the link mailed at sign-up); absent in users kept from before. */
  emailConfirmed: z.boolean().optional(),
  firstName: z.string(),
  lastName: z.string(),
  studioId: z.number().int().nullable(),
  accountType: accountTypeSchema,
  accessType: z.enum(['gympass']).nullable(),
  userType: userTypeSchema,
  /** A customer of the site the request came to (a running subscription or today's day pass). */
  isCustomer: z.boolean(),
  /** May use the member platform on that site: the server's decision (spec 4.2). */
  entitled: z.boolean(),
  birthday: z.string().nullable(),
  weight: z.number().nullable(),
  gender: genderSchema.nullable(),
  activityLevel: activityLevelSchema.nullable(),
  /**
   * The maximum heart rate the member set, bpm: heart-rate zones are shares of it (null: 220 -
   * age). Absent in users kept from before.
   */
  maxHeartRate: z.number().int().nullable().optional(),
  /**
   * Whether the member shows on leaderboards by default, and how (name or initials): the live
   * room's opt-in starts from it, and on-demand boards list their past classes only while it is
   * set (null: not shown). Absent in users kept from before.
   */
  leaderboardShow: z.enum(boardDisplays).nullable().optional(),
  /** When booked live classes are reminded by e-mail; absent in users kept from before. */
  liveReminderMinutes: z.number().int().optional(),
  /**
   * What calories are estimated from: the member's own values, or the defaults (age 35, 143 lb,
   * F) for those not given, each flagged when it is a default.
   */
  profile: z
    .object({
      age: z.number().int(),
      weight: z.number(),
      gender: genderSchema,
      defaults: z.object({ age: z.boolean(), weight: z.boolean(), gender: z.boolean() }),
    })
    // The server always sends it; optional so a user kept from before it existed still reads.
    .optional(),
  subscription: subscriptionSummarySchema,
});
export type User = z.infer<typeof userSchema>;

/** PUT /api/user/save: profile fields a person may change about themselves. */
export const profileChangesSchema = z
  .object({
    firstName: nameSchema('first name'),
    lastName: nameSchema('last name'),
    birthday: birthdaySchema.nullable(),
    /** Pounds. */
    weight: z
      .number({ message: 'Please enter the weight in pounds.' })
      .int('Please enter the weight in whole pounds.')
      .min(50, 'Please enter a weight of at least 50 pounds.')
      .max(1000, 'Please enter a weight of at most 1000 pounds.')
      .nullable(),
    gender: genderSchema.nullable(),
    activityLevel: activityLevelSchema.nullable(),
    /** Beats per minute; null goes back to 220 - age. */
    maxHeartRate: z
      .number({ message: 'Please enter the maximum heart rate in beats per minute.' })
      .int('Please enter the maximum heart rate in whole beats per minute.')
      .min(100, 'Please enter a maximum heart rate of at least 100 beats per minute.')
      .max(230, 'Please enter a maximum heart rate of at most 230 beats per minute.')
      .nullable(),
    /** Show me on leaderboards by name or initials; null: do not show me. */
    leaderboardShow: z
      .enum(boardDisplays, { message: 'Choose to show your name or your initials, or neither.' })
      .nullable(),
  })
  .partial()
  .strict();
/**
 * PUT /api/user/reminders: when booked live classes are reminded by e-mail. Its own call, so the
 * answer is the choice alone.
 */
export const liveRemindersSchema = z.object({ liveReminderMinutes: liveReminderMinutesSchema });
export type LiveReminders = z.infer<typeof liveRemindersSchema>;

export const saveProfileBodySchema = z.object({
  userInfo: profileChangesSchema,
  authUserInfo: z.object({ id: z.number().int() }).partial().optional(),
});

export const loggerBodySchema = z.object({
  msg: z.string().max(5000),
  level: z.enum(['debug', 'info', 'warn', 'error']).default('error'),
  stacktrace: z.string().max(20000).optional().nullable(),
});
