import { describe, expect, it } from 'vitest';
import { heartRatePersonOf, kcalPerMinute, tallyHeartRate } from '@jetsweat/contract';
import { minuteFiguresOf } from './minute-figures.ts';

const person = heartRatePersonOf(
  { birthday: '1990-01-01', weight: 150, gender: 'M' },
  '2026-11-20',
);
const samplesOf = (pairs: [number, number][]) => ({
  seconds: pairs.map(([s]) => s),
  bpm: pairs.map(([, b]) => b),
});
/** One sample a second from `from` up to (not including) `to`, all at `bpm`. */
const steady = (from: number, to: number, bpm: number): [number, number][] =>
  Array.from({ length: to - from }, (_, i) => [from + i, bpm]);
const tenths = (n: number) => Math.round(n * 10) / 10;

describe('minuteFiguresOf', () => {
  it('keeps the figures at the end of each minute, the last one the whole tally', () => {
    const samples = samplesOf([...steady(0, 60, 110), ...steady(60, 150, 170)]);
    const f = minuteFiguresOf(samples, person);
    // Minutes 1, 2 and the one holding the last sample (149 s).
    expect(f.minute_calories).toEqual([
      tenths(kcalPerMinute(person, 110)),
      tenths(kcalPerMinute(person, 110) + kcalPerMinute(person, 170)),
      tenths(kcalPerMinute(person, 110) + kcalPerMinute(person, 170) * (89 / 60)),
    ]);
    const whole = tallyHeartRate(
      samples.seconds.map((s, i) => ({ atMs: s * 1000, bpm: samples.bpm[i]! })),
      person,
    );
    expect(f.minute_calories.at(-1)).toBe(tenths(whole.kcal));
    expect(f.minute_zone_points.at(-1)).toBe(tenths(whole.zonePoints));
    // Age 36: a maximum of 184. 110 is 60% of it: zone 1; 170 is 92%: zone 5.
    expect(f.minute_zones).toEqual([1, 5, 5]);
    expect(f.minute_zone_points.slice(0, 2)).toEqual([1, 6]);
  });

  it('counts nothing across a strap that dropped out, and a minute without readings is zone 0', () => {
    // Read for 30 s, nothing from 30 s to 130 s, then again to 150 s.
    const f = minuteFiguresOf(samplesOf([...steady(0, 30, 150), ...steady(130, 150, 150)]), person);
    const perMinute = kcalPerMinute(person, 150);
    expect(f.minute_calories).toEqual([
      tenths(perMinute * (29 / 60)),
      tenths(perMinute * (29 / 60)),
      tenths(perMinute * (48 / 60)),
    ]);
    // 150 of 184 is 82%: zone 4.
    expect(f.minute_zones).toEqual([4, 0, 4]);
  });

  it('has no minutes without samples', () => {
    expect(minuteFiguresOf(samplesOf([]), person)).toEqual({
      minute_calories: [],
      minute_zone_points: [],
      minute_zones: [],
    });
  });
});
