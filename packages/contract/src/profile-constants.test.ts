import { describe, expect, it } from 'vitest';
import { ageOn, PROFILE_DEFAULTS } from './profile-constants.ts';

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
