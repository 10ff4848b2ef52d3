import { describe, expect, it } from 'vitest';
import {
  caloriePersonOf,
  caloriesBurned,
  kcalPerMinute,
  KG_PER_LB,
  maxHeartRate,
  poundsOf,
  weightIn,
} from './calories.ts';
import { heartRateFactor } from './videos-constants.ts';

/** A weight in kilograms as the profile keeps it, in pounds. */
const lb = (kg: number) => kg / KG_PER_LB;

describe('kcalPerMinute (Keytel et al. 2005)', () => {
  // The worked examples published with the formula: 30 minutes at 140 bpm, age 30.
  it('gives 388.55 kcal for a 75 kg man over 30 minutes at 140 bpm', () => {
    const man = { age: 30, weightLb: lb(75), gender: 'M' as const };
    expect(kcalPerMinute(man, 140) * 30).toBeCloseTo(388.55, 2);
  });

  it('gives 259.68 kcal for a 65 kg woman over 30 minutes at 140 bpm', () => {
    const woman = { age: 30, weightLb: lb(65), gender: 'F' as const };
    expect(kcalPerMinute(woman, 140) * 30).toBeCloseTo(259.68, 2);
  });

  it('gives about 441 kcal for a 75 kg man of 35 over 30 minutes at 150 bpm', () => {
    const man = { age: 35, weightLb: lb(75), gender: 'M' as const };
    expect(Math.round(kcalPerMinute(man, 150) * 30)).toBe(441);
  });

  it("takes the mean of the two equations for gender 'X'", () => {
    const person = { age: 30, weightLb: lb(70), gender: 'X' as const };
    const m = kcalPerMinute({ ...person, gender: 'M' }, 140);
    const f = kcalPerMinute({ ...person, gender: 'F' }, 140);
    expect(kcalPerMinute(person, 140)).toBeCloseTo((m + f) / 2, 10);
  });

  it('never goes below zero at resting heart rates', () => {
    expect(kcalPerMinute({ age: 35, weightLb: 143, gender: 'F' }, 18.5)).toBe(0);
  });
});

describe('caloriesBurned', () => {
  const person = caloriePersonOf({}, '2026-06-01');

  it('works the heart rate out as the class factor of 208 - 0.7 x age (Tanaka et al. 2001)', () => {
    expect(maxHeartRate(35)).toBe(183.5);
    expect(maxHeartRate(20)).toBe(194);
    const perMinute = kcalPerMinute(person, 0.8 * 183.5);
    expect(caloriesBurned(person, 0.8, 600)).toBeCloseTo(perMinute * 10, 10);
  });

  it('grows with time watched and is nothing before the class starts', () => {
    expect(caloriesBurned(person, 0.7, 0)).toBe(0);
    expect(caloriesBurned(person, 0.7, -5)).toBe(0);
    expect(caloriesBurned(person, 0.7, 120)).toBeCloseTo(2 * caloriesBurned(person, 0.7, 60), 10);
  });

  it('gives a 45-minute class at factor 0.75 382 kcal for the default profile', () => {
    // Woman, 35, 143 lb (64.86 kg): HR 137.625; (-20.4022 + 61.546 - 8.1924 + 2.59) / 4.184 × 45.
    expect(Math.floor(caloriesBurned(person, heartRateFactor({ mhr: 0.75 }), 45 * 60))).toBe(382);
  });
});

describe('caloriePersonOf', () => {
  it('uses the defaults age 35, 143 lb and F for what is unset', () => {
    expect(caloriePersonOf({ birthday: null, weight: null, gender: null }, '2026-06-01')).toEqual({
      age: 35,
      weightLb: 143,
      gender: 'F',
    });
  });

  it("uses the profile's own values", () => {
    expect(
      caloriePersonOf({ birthday: '1990-06-02', weight: 180, gender: 'M' }, '2026-06-01'),
    ).toEqual({ age: 35, weightLb: 180, gender: 'M' });
  });
});

describe('weights in kilograms', () => {
  it('keeps a weight entered in kg as whole pounds, and shows it back in kg', () => {
    expect(poundsOf(70, 'kg')).toBe(154);
    expect(poundsOf(170, 'lb')).toBe(170);
    expect(weightIn(154, 'kg')).toBe(69.9);
    expect(weightIn(154, 'lb')).toBe(154);
  });

  it('gives 70 kg entered as kg the calories of 70 kg', () => {
    const person = { age: 35, gender: 'M' as const };
    const kept = caloriesBurned({ ...person, weightLb: poundsOf(70, 'kg') }, 0.75, 3600);
    const exact = caloriesBurned({ ...person, weightLb: lb(70) }, 0.75, 3600);
    // Rounding to whole pounds moves an hour's estimate by well under one kilocalorie.
    expect(Math.abs(kept - exact)).toBeLessThan(1);
  });
});
