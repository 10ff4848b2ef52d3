import { describe, expect, it } from 'vitest';
import {
  ageOn,
  birthdayProblem,
  birthdayTexts,
  MIN_MEMBER_AGE,
  PROFILE_DEFAULTS,
} from './profile-constants.ts';

describe('ageOn', () => {
  it('is 35 when no birthday is given', () => {
    expect(ageOn(null, '2026-06-01')).toBe(35);
    expect(ageOn(undefined, '2026-06-01')).toBe(PROFILE_DEFAULTS.age);
    expect(ageOn('', '2026-06-01')).toBe(35);
  });

  it('counts whole years, a year more from the birthday itself', () => {
    expect(ageOn('1990-06-02', '2026-06-01')).toBe(35);
    expect(ageOn('1990-06-01', '2026-06-01')).toBe(36);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });

  it('has a leap-day birthday come on 1 March in other years', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });
});

describe('profile defaults', () => {
  it('are age 35, weight 143 and gender F', () => {
    expect(PROFILE_DEFAULTS).toEqual({ age: 35, weight: 143, gender: 'F' });
  });
});

describe('birthdayProblem', () => {
  it('accepts a member who is 13 today and refuses one who is 12', () => {
    expect(MIN_MEMBER_AGE).toBe(13);
    expect(birthdayProblem('2013-11-20', '2026-11-20')).toBeUndefined();
    expect(birthdayProblem('2013-11-21', '2026-11-20')).toBe(birthdayTexts.tooYoung);
  });

  it('refuses a birthday in the future or before 1900', () => {
    expect(birthdayProblem('2026-11-21', '2026-11-20')).toBe(birthdayTexts.outOfRange);
    expect(birthdayProblem('1899-12-31', '2026-11-20')).toBe(birthdayTexts.outOfRange);
    expect(birthdayProblem('1900-01-01', '2026-11-20')).toBeUndefined();
  });
});
