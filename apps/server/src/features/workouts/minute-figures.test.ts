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

  it('files each stretch under the minute of the class it was played at, not the time since the play began', () => {
    // Paused at 0:30 for two minutes (nothing read), then played on to 3:00 of the class.
    const paused = {
      seconds: [...steady(0, 30, 150), ...steady(150, 300, 150)].map(([s]) => s),
      bpm: new Array<number>(180).fill(150),
      video: [...steady(0, 30, 0), ...steady(30, 180, 0)].map(([s]) => s),
    };
    const f = minuteFiguresOf(paused, person);
    const perMinute = kcalPerMinute(person, 150);
    // By the class: its first minute is 0:00-0:29 and 0:30-1:00 after the pause (the pause, and
    // the second before it, count nothing), then a whole minute, then to the last reading.
    expect(f.minute_calories).toEqual([
      tenths(perMinute * (59 / 60)),
      tenths(perMinute * (119 / 60)),
      tenths(perMinute * (178 / 60)),
    ]);
    expect(f.minute_zones).toEqual([4, 4, 4]);
  });

  it('gives a skipped part nothing and a part played again its second time, the tally by the clock', () => {
    // Played 0:00-1:00, skipped to 5:00, played to 6:00, went back to 5:30 and played to 6:00.
    const positions = [
      ...steady(0, 60, 0).map(([s]) => s),
      ...steady(300, 360, 0).map(([s]) => s),
      ...steady(330, 360, 0).map(([s]) => s),
    ];
    const samples = {
      seconds: positions.map((_, i) => i),
      bpm: new Array<number>(positions.length).fill(110),
      video: positions,
    };
    const f = minuteFiguresOf(samples, person);
    const perMinute = kcalPerMinute(person, 110);
    // The page's clock ran 149 s with a reading every second: all of it counts, once.
    const whole = tallyHeartRate(
      samples.seconds.map((s) => ({ atMs: s * 1000, bpm: 110 })),
      person,
    );
    expect(whole.kcal).toBeCloseTo(perMinute * (149 / 60), 9);
    expect(f.minute_calories).toHaveLength(6);
    // Minute 1 holds its 60 s (the seek's second counted where it began), minutes 2-5 nothing.
    expect(f.minute_calories.slice(0, 5)).toEqual(new Array(5).fill(tenths(perMinute)));
    expect(f.minute_zones).toEqual([1, 0, 0, 0, 0, 1]);
    // Minute 6 of the class: played once and its second half again.
    expect(f.minute_calories[5]).toBe(tenths(whole.kcal));
  });

  it('splits a stretch that runs past the end of a minute in proportion', () => {
    // Readings 4 s apart: the stretch from 0:58 to 1:02 is half in each minute.
    const f = minuteFiguresOf(
      samplesOf([
        [58, 120],
        [62, 120],
      ]),
      person,
    );
    const perMinute = kcalPerMinute(person, 120);
    expect(f.minute_calories).toEqual([tenths(perMinute * (2 / 60)), tenths(perMinute * (4 / 60))]);
  });

  it('has no minutes without samples', () => {
    expect(minuteFiguresOf(samplesOf([]), person)).toEqual({
      minute_calories: [],
      minute_zone_points: [],
      minute_zones: [],
    });
  });
});
