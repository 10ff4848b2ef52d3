/**
 * Calories burned while watching a class, the same on the server (what a workout records) and in
 * the player (the count that rises as the class plays). Without zod, so the player downloads only
 * the arithmetic.
 *
 * The formula is Keytel et al. (2005), "Prediction of energy expenditure from heart rate
 * monitoring during submaximal exercise", Journal of Sports Sciences 23(3):289-297: energy per
 * minute from heart rate, weight, age and sex. A class carries its heart-rate factor (`mhr`, the
 * share of the maximum heart rate a member averages in it); the member's heart rate is that share
 * of their age-predicted maximum, 208 - 0.7 x age (Tanaka, Monahan and Seals, "Age-predicted
 * maximal heart rate revisited", J Am Coll Cardiol 37(1):153-156, 2001). See
 * docs/decisions/0018-member-platform-foundation.md.
 */
import type { DayKey } from './eastern-time.ts';
import { ageOn, PROFILE_DEFAULTS, type Gender } from './profile-constants.ts';

/** Kilojoules in a kilocalorie (thermochemical), the paper's conversion. */
export const KJ_PER_KCAL = 4.184;
export const KG_PER_LB = 0.45359237;

/** The units the profile form takes a weight in; the profile keeps whole pounds. */
export const weightUnits = ['lb', 'kg'] as const;
export type WeightUnit = (typeof weightUnits)[number];

/** A weight entered in `unit`, as the whole pounds the profile keeps. */
export const poundsOf = (weight: number, unit: WeightUnit): number =>
  Math.round(unit === 'kg' ? weight / KG_PER_LB : weight);

/** Kept pounds shown in `unit`: kilograms to one decimal. */
export const weightIn = (pounds: number, unit: WeightUnit): number =>
  unit === 'kg' ? Math.round(pounds * KG_PER_LB * 10) / 10 : pounds;

/** The paper's two regressions: kJ per minute = c + hr·HR + w·weight(kg) + a·age(years). */
const keytelCoefficients = {
  M: { c: -55.0969, hr: 0.6309, w: 0.1988, a: 0.2017 },
  F: { c: -20.4022, hr: 0.4472, w: -0.1263, a: 0.074 },
} as const;

/** The age-predicted maximum heart rate, beats per minute (Tanaka et al. 2001: 208 - 0.7 x age). */
export const maxHeartRate = (age: number): number => 208 - 0.7 * age;

export interface CaloriePerson {
  /** Years. */
  age: number;
  /** Pounds, as the profile keeps it. */
  weightLb: number;
  gender: Gender;
}

/**
 * Kilocalories per minute at `heartRate` (bpm). The paper has equations for men and women only:
 * gender 'X' (another gender or rather not say) takes the mean of the two. Never below zero (the
 * regressions go negative at resting heart rates, which they were not fitted for).
 */
export function kcalPerMinute(person: CaloriePerson, heartRate: number): number {
  const weightKg = person.weightLb * KG_PER_LB;
  const kj = (k: (typeof keytelCoefficients)['M' | 'F']) =>
    k.c + k.hr * heartRate + k.w * weightKg + k.a * person.age;
  const kjPerMinute =
    person.gender === 'X'
      ? (kj(keytelCoefficients.M) + kj(keytelCoefficients.F)) / 2
      : kj(keytelCoefficients[person.gender]);
  return Math.max(0, kjPerMinute / KJ_PER_KCAL);
}

/**
 * Kilocalories burned in `seconds` of a class with heart-rate factor `mhr` (see heartRateFactor()
 * in videos-constants.ts for the factor of a class without one), not rounded.
 */
export function caloriesBurned(person: CaloriePerson, mhr: number, seconds: number): number {
  if (!(seconds > 0)) return 0;
  const heartRate = mhr * maxHeartRate(person.age);
  return kcalPerMinute(person, heartRate) * (seconds / 60);
}

/**
 * The person the formula is worked for: the profile's birthday, weight and gender, with the
 * specification's defaults (age 35, weight 143 lb, gender F) for what is unset.
 */
export function caloriePersonOf(
  profile: { birthday?: string | null; weight?: number | null; gender?: Gender | null },
  today: DayKey,
): CaloriePerson {
  return {
    age: ageOn(profile.birthday, today),
    weightLb: profile.weight ?? PROFILE_DEFAULTS.weight,
    gender: profile.gender ?? PROFILE_DEFAULTS.gender,
  };
}
