/**
 * A member's profile: the activity levels, and the defaults used while a field is unset (spec 9:
 * age 35, weight 143, gender F). Without zod, for pages that only show them.
 */
import type { DayKey } from './eastern-time.ts';

export const genders = ['F', 'M', 'X'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = {
  F: 'Female',
  M: 'Male',
  X: 'Another gender or rather not say',
};

export const activityLevels = ['Sedentary', 'Lightly Active', 'Active', 'Very Active'] as const;
export type ActivityLevel = (typeof activityLevels)[number];
export const activityLevelDescriptions: Record<ActivityLevel, string> = {
  Sedentary: 'little to no exercise',
  'Lightly Active': '1-3 days/week',
  Active: '3-5 days/week',
  'Very Active': '6-7 days/week',
};

/**
 * How long before a booked live class its reminder e-mail comes, in minutes (0: none); the
 * default is an hour. The users table's CHECK allows the same list.
 */
export const liveReminderChoices = [0, 15, 60] as const;
export type LiveReminderMinutes = (typeof liveReminderChoices)[number];
export const DEFAULT_LIVE_REMINDER_MINUTES: LiveReminderMinutes = 60;
export const liveReminderLabels: Record<LiveReminderMinutes, string> = {
  0: 'No reminders',
  15: '15 minutes before',
  60: '1 hour before',
};

export const PROFILE_DEFAULTS = { age: 35, weight: 143, gender: 'F' } as const satisfies {
  age: number;
  weight: number;
  gender: Gender;
};

/** The earliest birthday a profile accepts. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** The youngest a member may be: the age the terms of use set. */
export const MIN_MEMBER_AGE = 13;

export const birthdayTexts = {
  outOfRange: 'Please enter a birthday between 1900 and today.',
  tooYoung: `Members must be at least ${MIN_MEMBER_AGE} years old (our terms of use).`,
} as const;

/** Whole years from `birthday` to `today` (both 'YYYY-MM-DD'); 35 when there is no birthday. */
export function ageOn(birthday: DayKey | null | undefined, today: DayKey): number {
  if (!birthday) return PROFILE_DEFAULTS.age;
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return Math.max(0, ty - by - (hadBirthday ? 0 : 1));
}

/**
 * Why `birthday` cannot be kept on `today` (both 'YYYY-MM-DD'), or undefined when it can: before
 * 1900, in the future, or a person younger than MIN_MEMBER_AGE. The server asks it with its own
 * clock's Eastern Time day, so the rule moves with the product's day, not the browser's.
 */
export function birthdayProblem(birthday: DayKey, today: DayKey): string | undefined {
  if (birthday < EARLIEST_BIRTHDAY || birthday > today) return birthdayTexts.outOfRange;
  if (ageOn(birthday, today) < MIN_MEMBER_AGE) return birthdayTexts.tooYoung;
  return undefined;
}
