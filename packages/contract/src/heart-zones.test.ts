import { describe, expect, it } from 'vitest';
import { KG_PER_LB } from './calories.ts';
import {
  addHeartRateSample,
  countedMinutes,
  emptyHeartRateTally,
  heartZoneLabel,
  heartZoneOf,
  heartZones,
  tallyHeartRate,
  heartRatePersonOf,
  zoneMaxHeartRate,
  zonePoints,
  type HeartRatePerson,
  type HeartRateSample,
} from './heart-zones.ts';

/** A 75 kg man of 30: the first of Keytel et al.'s worked examples (calories.test.ts). */
const man: HeartRatePerson = { age: 30, weightLb: 75 / KG_PER_LB, gender: 'M' };

/** One sample a second, at `bpm`, from second `from` up to (not including) second `to`. */
const steady = (from: number, to: number, bpm: number): HeartRateSample[] =>
  Array.from({ length: to - from }, (_, i) => ({ atMs: (from + i) * 1000, bpm }));
const at = (seconds: number, bpm: number): HeartRateSample => ({ atMs: seconds * 1000, bpm });

describe('the maximum heart rate', () => {
  it('is 220 - age, or the member’s own value when set', () => {
    expect(zoneMaxHeartRate({ age: 40 })).toBe(180);
    expect(zoneMaxHeartRate({ age: 40, ownMaxHeartRate: null })).toBe(180);
    expect(zoneMaxHeartRate({ age: 40, ownMaxHeartRate: 175 })).toBe(175);
  });

  it('ignores an own value that is no heart rate', () => {
    expect(zoneMaxHeartRate({ age: 40, ownMaxHeartRate: 0 })).toBe(180);
  });
});

describe('heartZoneOf', () => {
  // A maximum of 180: the zones start at 90, 108, 126, 144 and 162 bpm.
  it.each([
    [0, 0],
    [89, 0],
    [90, 1],
    [107, 1],
    [108, 2],
    [125, 2],
    [126, 3],
    [143, 3],
    [144, 4],
    [161, 4],
    [162, 5],
    [200, 5],
  ] as const)('puts %i bpm of a maximum of 180 in zone %i', (bpm, zone) => {
    expect(heartZoneOf(bpm, 180)).toBe(zone);
  });

  it('puts a bound exactly on its zone, with no rounding in the way', () => {
    // 60% of 190 is 114; 70% of 190 is 133.
    expect(heartZoneOf(114, 190)).toBe(2);
    expect(heartZoneOf(113.9, 190)).toBe(1);
    expect(heartZoneOf(133, 190)).toBe(3);
  });
});

describe('the zones’ names and colours', () => {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  };
  /** WCAG 2's contrast ratio. */
  const contrast = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };

  it('checks contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(heartZones.map((z) => [z.zone, z] as const))(
    'zone %i reads on white and on dark',
    (_, z) => {
      expect(contrast(z.colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
      expect(contrast(z.colour, '#111111')).toBeGreaterThanOrEqual(3);
      expect(contrast(z.colour, '#000000')).toBeGreaterThanOrEqual(3);
      expect(contrast(z.ink, z.colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('gives each zone its own name and colour, in order', () => {
    expect(heartZones.map((z) => z.zone)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(heartZones.map((z) => z.fromPercent)).toEqual([0, 50, 60, 70, 80, 90]);
    expect(new Set(heartZones.map((z) => z.name)).size).toBe(6);
    expect(new Set(heartZones.map((z) => z.colour)).size).toBe(6);
  });

  it('writes a zone with its number and name', () => {
    expect(heartZoneLabel(3)).toBe('Zone 3 · Moderate');
    expect(heartZoneLabel(5)).toBe('Zone 5 · Maximum');
    expect(heartZoneLabel(0)).toBe('Resting');
  });
});

describe('zonePoints', () => {
  it('earns the zone’s number each minute, in fractions of a minute too', () => {
    expect(zonePoints(3, 1.5)).toBe(4.5);
    expect(zonePoints(5, 0.5)).toBe(2.5);
    expect(zonePoints(0, 10)).toBe(0);
  });
});

describe('tallying samples', () => {
  it('adds up a class: zone minutes, average, maximum, calories and points', () => {
    // A maximum of 190: 100 bpm is zone 1, 140 zone 3, 175 zone 5, 80 resting.
    const tally = tallyHeartRate(
      [...steady(0, 60, 100), ...steady(60, 180, 140), ...steady(180, 210, 175), at(210, 80)],
      man,
    );
    const [z0, z1, z2, z3, z4, z5] = tally.zoneMinutes;
    expect(z0).toBe(0); // The last sample's time has not begun.
    expect(z1).toBeCloseTo(1, 10);
    expect(z2).toBe(0);
    expect(z3).toBeCloseTo(2, 10);
    expect(z4).toBe(0);
    expect(z5).toBeCloseTo(0.5, 10);
    expect(countedMinutes(tally)).toBeCloseTo(3.5, 10);
    // (100 x 1 + 140 x 2 + 175 x 0.5) / 3.5
    expect(tally.averageBpm).toBeCloseTo(133.5714, 4);
    expect(tally.maxBpm).toBe(175);
    // Keytel, man: kJ/min = -55.0969 + 0.6309 HR + 0.1988 x 75 + 0.2017 x 30, / 4.184 for kcal:
    // 6.9202 at 100, 12.9517 at 140 (388.55 kcal in 30 minutes, the paper's example), 18.2293 at
    // 175; 6.9202 x 1 + 12.9517 x 2 + 18.2293 x 0.5.
    expect(tally.kcal).toBeCloseTo(41.9384, 3);
    // 1 x 1 + 3 x 2 + 5 x 0.5
    expect(tally.zonePoints).toBeCloseTo(9.5, 10);
  });

  it('counts nothing of a gap longer than 5 s (the strap dropped out)', () => {
    const tally = tallyHeartRate(
      [at(0, 120), at(1, 120), at(2, 120), at(10, 120), at(11, 120)],
      man,
    );
    // 0-1, 1-2 and 10-11: three seconds; not the eight from 2 to 10.
    expect(countedMinutes(tally) * 60).toBeCloseTo(3, 10);
    expect(tally.zoneMinutes[2] * 60).toBeCloseTo(3, 10);
  });

  it('counts a gap of exactly 5 s, and not a moment more', () => {
    expect(countedMinutes(tallyHeartRate([at(0, 120), at(5, 120)], man)) * 60).toBeCloseTo(5, 10);
    const longer = tallyHeartRate([at(0, 120), { atMs: 5001, bpm: 120 }], man);
    expect(countedMinutes(longer)).toBe(0);
    expect(longer.kcal).toBe(0);
    expect(longer.averageBpm).toBeNull();
  });

  it('takes a reading of 0 (no contact) as the end of counted time', () => {
    const tally = tallyHeartRate([at(0, 120), at(1, 0), at(2, 0), at(3, 130), at(4, 130)], man);
    // 0-1 at 120, 3-4 at 130; nothing while the strap read 0.
    expect(countedMinutes(tally) * 60).toBeCloseTo(2, 10);
    expect(tally.averageBpm).toBeCloseTo(125, 10);
    expect(tally.maxBpm).toBe(130);
  });

  it('ignores a sample older than the last one', () => {
    const tally = tallyHeartRate([at(0, 120), at(2, 130), at(1, 200), at(3, 130)], man);
    // 0-2 at 120, 2-3 at 130.
    expect(countedMinutes(tally) * 60).toBeCloseTo(3, 10);
    expect(tally.averageBpm).toBeCloseTo((120 * 2 + 130) / 3, 10);
    expect(tally.maxBpm).toBe(130);
  });

  it('uses the member’s own maximum for the zones', () => {
    const samples = [at(0, 171), at(1, 171)];
    // 171 is 90% of 190 (220 - 30), but 85.5% of 200.
    expect(tallyHeartRate(samples, man).zoneMinutes[5] * 60).toBeCloseTo(1, 10);
    const own = tallyHeartRate(samples, { ...man, ownMaxHeartRate: 200 });
    expect(own.zoneMinutes[4] * 60).toBeCloseTo(1, 10);
    expect(own.zonePoints).toBeCloseTo(4 / 60, 10);
  });

  it('has no average or maximum before any reading, and no time after one alone', () => {
    expect(emptyHeartRateTally).toMatchObject({ averageBpm: null, maxBpm: null, kcal: 0 });
    const one = addHeartRateSample(emptyHeartRateTally, at(0, 150), man);
    expect(one).toMatchObject({ averageBpm: null, maxBpm: 150, kcal: 0, zonePoints: 0 });
    expect(countedMinutes(one)).toBe(0);
  });

  it('answers the same sample by sample as for the whole list', () => {
    const samples = [...steady(0, 30, 110), ...steady(40, 50, 150)];
    let tally = emptyHeartRateTally;
    for (const sample of samples) tally = addHeartRateSample(tally, sample, man);
    expect(tally).toEqual(tallyHeartRate(samples, man));
    expect(emptyHeartRateTally.zoneMinutes).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('heartRatePersonOf', () => {
  it("is the profile's calorie person with the maximum the member set", () => {
    const profile = { birthday: '1986-06-01', weight: 170, gender: 'M' as const };
    expect(heartRatePersonOf({ ...profile, maxHeartRate: 192 }, '2026-06-01')).toEqual({
      age: 40,
      weightLb: 170,
      gender: 'M',
      ownMaxHeartRate: 192,
    });
    expect(heartRatePersonOf(profile, '2026-06-01').ownMaxHeartRate).toBeNull();
    expect(zoneMaxHeartRate(heartRatePersonOf({}, '2026-06-01'))).toBe(185);
  });
});
