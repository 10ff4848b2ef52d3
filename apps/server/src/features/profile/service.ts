import { ageOn, easternDay, PROFILE_DEFAULTS, type Gender, type User } from '@jetsweat/contract';

/**
 * The profile that calories are estimated from: the member's birthday, weight and gender, or the
 * specification's defaults (age 35, weight 143, gender F) for those not given.
 */
export function effectiveProfile(
  row: { birthday: string | null; weight: number | null; gender: Gender | null },
  now: Date,
): NonNullable<User['profile']> {
  return {
    age: ageOn(row.birthday, easternDay(now)),
    weight: row.weight ?? PROFILE_DEFAULTS.weight,
    gender: row.gender ?? PROFILE_DEFAULTS.gender,
    defaults: { age: !row.birthday, weight: row.weight === null, gender: row.gender === null },
  };
}
