import * as z from 'zod/mini';
import { accountTexts } from './accounts-texts.ts';
import { weightUnits } from './calories.ts';
import { activityLevels, liveReminderChoices } from './profile-constants.ts';
import { isSchedulableTime, scheduleTexts } from './schedule-texts.ts';

/**
 * The web forms' own rules: what a person is told before anything is sent (spec section 5).
 * They are deliberately looser than the calls' schemas (accounts.ts, billing.ts ...), which the
 * server applies to what arrives and which have the last word. Written with zod's small build
 * ('zod/mini', about 5 kB gzipped) so a public page can check a form without downloading the
 * full zod the server's schemas use.
 */

/** Spec 5: an e-mail is valid only if it contains '@'. */
const hasAt = (email: string) => email.includes('@');
/** Checks across fields run whatever else is wrong, so a mismatch shows at once. */
const always = { when: () => true };

type PasswordPair = { password: string; confirmation: string };
const matchingConfirmation = (allowEmpty: boolean) =>
  z.refine<PasswordPair>((v) => (allowEmpty && !v.confirmation) || v.confirmation === v.password, {
    path: ['confirmation'],
    message: accountTexts.passwordMismatch,
    ...always,
  });

const signupFields = ['email', 'firstName', 'lastName', 'password', 'confirmation'] as const;
type SignupField = (typeof signupFields)[number];
/** The fields, and the birthday: optional, the server refuses one under the terms' age. */
export type SignupFormValues = Record<SignupField, string> & { birthday?: string };

/**
 * Sign-up (spec 2.2, 2.3, 5). The e-mail must contain '@': the page's form warns on an empty one
 * too, the live schedule's modal does not. The confirmation must equal the password once typed.
 * The page's form requires every field, the modal every field but the e-mail; a missing one is a
 * form-level problem (`root.missing`), never a warning under the field.
 */
export const signupFormSchema = (variant: 'page' | 'modal') => {
  const required = variant === 'page' ? signupFields : signupFields.filter((f) => f !== 'email');
  return z
    .object({
      email: z
        .string()
        .check(z.refine((v) => hasAt(v) || (!v && variant === 'modal'), accountTexts.invalidEmail)),
      firstName: z.string(),
      lastName: z.string(),
      password: z.string(),
      confirmation: z.string(),
      birthday: z.optional(z.string()),
    })
    .check(
      matchingConfirmation(true),
      z.refine<SignupFormValues>((v) => required.every((f) => v[f] !== ''), {
        path: ['root', 'missing'],
        message: accountTexts.fillEveryField,
        ...always,
      }),
    );
};

/** Partner-pass sign-up (spec 2.4): the details come from the link; a password and its confirmation. */
export const partnerSignupFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .check(matchingConfirmation(true));

/** Choosing a new password from a reset link: the two must be the same. */
export const newPasswordFormSchema = z
  .object({ password: z.string(), confirmation: z.string() })
  .check(matchingConfirmation(false));

/** Login (spec 2.5) and reset (spec 5: "no client validation"): the server answers for them. */
export const loginFormSchema = z.object({ email: z.string(), password: z.string() });
export const resetRequestFormSchema = z.object({ email: z.string() });

/** Spec 5: a promo code is free text sent as typed; the server decides. Blank sends nothing. */
export const promoCodeFormSchema = z.object({
  promo: z.string().check(z.refine((v) => v.trim() !== '')),
});

/** The account page's profile as typed; the server's profile schema checks what is saved. */
export const profileFormSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  birthday: z.string(),
  weight: z.string(),
  weightUnit: z.enum(weightUnits),
  gender: z.enum(['', 'F', 'M', 'X']),
  activityLevel: z.optional(z.enum(['', ...activityLevels])),
  maxHeartRate: z.string(),
  leaderboardShow: z.enum(['', 'name', 'initials']),
  liveReminderMinutes: z.enum(liveReminderChoices.map(String) as [string, ...string[]]),
});

/** The billing page's choice (spec 2.8); the card is the gateway's own fields. */
export const checkoutFormSchema = z.object({ plan: z.enum(['yearly', 'monthly']) });

/** The day-pass page's choice (spec 2.9): a day, or none for today. */
export const dayPassFormSchema = z.object({ passDate: z.nullable(z.string()) });

/** A payment whose only input is the gateway's card fields (a new card, a live class). */
export const cardOnlyFormSchema = z.object({});

/** A date input's value: a real day of the calendar, 'YYYY-MM-DD'. */
const isDay = (v: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const day = new Date(Date.UTC(y, mo, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo && day.getUTCDate() === d;
};
/** A time input's value: 'HH:MM', perhaps with seconds. */
const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?$/.test(v);
/** A day and a time as the browser's inputs give them, read in the browser's time zone (ms). */
const localInstant = (day: string, time: string) =>
  isDay(day) && isTime(time) ? new Date(`${day}T${time}`).getTime() : Number.NaN;
/** A datetime-local input's value, 'YYYY-MM-DDTHH:MM', read the same way. */
const localDateTime = (v: string) => {
  const at = v.indexOf('T');
  return at < 0 ? Number.NaN : localInstant(v.slice(0, at), v.slice(at + 1));
};
/** From now to a year ahead, as the server allows; an unreadable time is another check's problem. */
const schedulable = (at: number) => Number.isNaN(at) || isSchedulableTime(at, Date.now());

/**
 * "Schedule this class": a day and time from a datetime-local input ('YYYY-MM-DDTHH:MM', the
 * browser's time), from now to a year ahead. POST /api/workout/add (addWorkoutBodySchema) receives
 * it as an ISO instant and checks the same window.
 */
export const scheduleClassFormSchema = z.object({
  when: z.string().check(
    z.refine((v) => !Number.isNaN(localDateTime(v)), scheduleTexts.chooseWhen),
    z.refine((v) => schedulable(localDateTime(v)), scheduleTexts.whenOutOfWindow),
  ),
});

/**
 * "Schedule this program": the day of its first class (a date input) and the time of every class
 * (a time input); the first class must fall from now to a year ahead. Each class then goes to
 * POST /api/workout/add (addWorkoutBodySchema), which checks every class's time.
 */
export const scheduleProgramFormSchema = z
  .object({
    firstDay: z.string().check(z.refine(isDay, scheduleTexts.chooseFirstDay)),
    time: z.string().check(z.refine(isTime, scheduleTexts.chooseTime)),
  })
  .check(
    z.refine<{ firstDay: string; time: string }>(
      (v) => schedulable(localInstant(v.firstDay, v.time)),
      { path: ['firstDay'], message: scheduleTexts.whenOutOfWindow },
    ),
  );
