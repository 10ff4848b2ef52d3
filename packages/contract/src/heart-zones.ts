/**
 * Heart-rate zones, zone points and what a stream of heart-rate samples adds up to (issue 53,
 * item 2): the same arithmetic in the web app (the live room's and the player's figures as a
 * class goes) and on the server (what a workout keeps). Without zod, so the player downloads only
 * the arithmetic.
 *
 * Zones are shares of the member's maximum heart rate, 220 - age (Fox, Naughton and Haskell 1971,
 * the rule members and straps know), or the maximum the member set on their profile. This is not
 * calories.ts's maxHeartRate (Tanaka et al. 2001), which only turns a class's heart-rate factor
 * into a heart rate when no strap is worn.
 */
import { caloriePersonOf, kcalPerMinute, type CaloriePerson } from './calories.ts';
import type { DayKey } from './eastern-time.ts';

/** 0 is resting (below 50% of the maximum); 1-5 are the training zones. */
export type HeartZone = 0 | 1 | 2 | 3 | 4 | 5;

export interface HeartZoneInfo {
  zone: HeartZone;
  /** Whole percent of the maximum heart rate where the zone starts (inclusive). */
  fromPercent: number;
  name: string;
  /**
   * The zone's colour. Contrast at least 4.5:1 on white (as text or behind `ink`) and at least
   * 3:1 on the live room's dark #111 (as a swatch, bar or border beside the zone's name; WCAG
   * 1.4.11). No single colour reaches 4.5:1 on both, so on dark the name is written in the page's
   * own text colour and the colour marks it. Always shown with the name, never alone.
   */
  colour: string;
  /** The text colour to write on `colour` (at least 4.5:1). */
  ink: string;
}

export const heartZones = [
  { zone: 0, fromPercent: 0, name: 'Resting', colour: '#6b7280', ink: '#ffffff' },
  { zone: 1, fromPercent: 50, name: 'Very light', colour: '#1f6fd1', ink: '#ffffff' },
  { zone: 2, fromPercent: 60, name: 'Light', colour: '#2f7d32', ink: '#ffffff' },
  { zone: 3, fromPercent: 70, name: 'Moderate', colour: '#946c00', ink: '#ffffff' },
  { zone: 4, fromPercent: 80, name: 'Hard', colour: '#c4410f', ink: '#ffffff' },
  { zone: 5, fromPercent: 90, name: 'Maximum', colour: '#c81e4a', ink: '#ffffff' },
] as const satisfies readonly HeartZoneInfo[];

export const zoneInfo = (zone: HeartZone): HeartZoneInfo => heartZones[zone];

/** How a zone is written beside a heart rate: "Zone 3 · Moderate", or just "Resting". */
export const heartZoneLabel = (zone: HeartZone): string =>
  zone === 0 ? zoneInfo(0).name : `Zone ${zone} · ${zoneInfo(zone).name}`;

export interface HeartRatePerson extends CaloriePerson {
  /** The maximum heart rate the member set on their profile, bpm; unset uses 220 - age. */
  ownMaxHeartRate?: number | null;
}

/**
 * The person a heart rate is worked for, on the page and on the server alike: the profile's body
 * (caloriePersonOf, with its defaults for what is unset) and the maximum the member set, if any.
 */
export function heartRatePersonOf(
  profile: Parameters<typeof caloriePersonOf>[0] & { maxHeartRate?: number | null },
  today: DayKey,
): HeartRatePerson {
  return { ...caloriePersonOf(profile, today), ownMaxHeartRate: profile.maxHeartRate ?? null };
}

/** The maximum heart rate zones are worked from, beats per minute. */
export function zoneMaxHeartRate(person: { age: number; ownMaxHeartRate?: number | null }): number {
  const own = person.ownMaxHeartRate;
  return own != null && own > 0 ? own : 220 - person.age;
}

/** The zone of `bpm` for a maximum of `maxBpm`; a zone's lower bound belongs to it. */
export function heartZoneOf(bpm: number, maxBpm: number): HeartZone {
  // bpm x 100 against max x percent: whole numbers, so 60% of 190 (114) is zone 2 exactly.
  let zone: HeartZone = 0;
  for (const info of heartZones) if (bpm * 100 >= maxBpm * info.fromPercent) zone = info.zone;
  return zone;
}

/** Zone points earn, per minute, the zone's number (Peloton's rule): zone 3 for 90 s is 4.5. */
export const zonePoints = (zone: HeartZone, minutes: number): number => zone * minutes;

/**
 * The longest time between two samples still counted as time at the first one's heart rate. A
 * longer gap is a strap that dropped out: nothing is known of it, so it counts for nothing.
 */
export const HEART_RATE_GAP_MS = 5_000;

export interface HeartRateSample {
  /** When it was read, milliseconds (any clock, the same for every sample). */
  atMs: number;
  bpm: number;
}

/**
 * What the samples so far add up to. Time between two samples (at most HEART_RATE_GAP_MS apart)
 * counts at the first one's heart rate; the latest sample's own time starts when the next comes.
 */
export interface HeartRateTally {
  /** Minutes counted in each zone, index = zone (0 resting to 5). Not rounded. */
  zoneMinutes: readonly [number, number, number, number, number, number];
  /** The heart rate averaged over the counted time; null before any time counts. */
  averageBpm: number | null;
  /** The highest heart rate read; null before any reading. */
  maxBpm: number | null;
  /** Kilocalories from heart rate (Keytel et al. 2005, calories.ts's kcalPerMinute). */
  kcal: number;
  zonePoints: number;
  /** The sample counted time runs from, or null (none yet, or the strap dropped out). */
  last: HeartRateSample | null;
  /** The sum of bpm x minutes over the counted time, for the average. */
  beats: number;
}

export const emptyHeartRateTally: HeartRateTally = {
  zoneMinutes: [0, 0, 0, 0, 0, 0],
  averageBpm: null,
  maxBpm: null,
  kcal: 0,
  zonePoints: 0,
  last: null,
  beats: 0,
};

/** The minutes counted across every zone. */
export const countedMinutes = (tally: HeartRateTally): number =>
  tally.zoneMinutes.reduce((sum, minutes) => sum + minutes, 0);

/**
 * The tally with `sample` added. A sample with no heart rate (0, as straps send without contact,
 * or not a number) ends the counted time at its moment and starts none. A sample older than the
 * last one is ignored (no time runs backwards).
 */
export function addHeartRateSample(
  tally: HeartRateTally,
  sample: HeartRateSample,
  person: HeartRatePerson,
): HeartRateTally {
  const { last } = tally;
  if (!Number.isFinite(sample.atMs) || (last && sample.atMs < last.atMs)) return tally;
  const reading = Number.isFinite(sample.bpm) && sample.bpm > 0;

  let counted = tally;
  const elapsedMs = last ? sample.atMs - last.atMs : 0;
  if (last && elapsedMs > 0 && elapsedMs <= HEART_RATE_GAP_MS) {
    counted = countTime(tally, last.bpm, elapsedMs / 60_000, person);
  }
  return {
    ...counted,
    maxBpm: reading ? Math.max(counted.maxBpm ?? 0, sample.bpm) : counted.maxBpm,
    last: reading ? sample : null,
  };
}

/** The tally of a whole list of samples, in the order they were read. */
export const tallyHeartRate = (
  samples: readonly HeartRateSample[],
  person: HeartRatePerson,
): HeartRateTally =>
  samples.reduce((tally, sample) => addHeartRateSample(tally, sample, person), emptyHeartRateTally);

/** `minutes` at `bpm` added to the tally. */
function countTime(
  tally: HeartRateTally,
  bpm: number,
  minutes: number,
  person: HeartRatePerson,
): HeartRateTally {
  const zone = heartZoneOf(bpm, zoneMaxHeartRate(person));
  const zoneMinutes = [...tally.zoneMinutes] as [number, number, number, number, number, number];
  zoneMinutes[zone] += minutes;
  const beats = tally.beats + bpm * minutes;
  const total = zoneMinutes.reduce((sum, m) => sum + m, 0);
  return {
    ...tally,
    zoneMinutes,
    beats,
    averageBpm: beats / total,
    kcal: tally.kcal + kcalPerMinute(person, bpm) * minutes,
    zonePoints: tally.zonePoints + zonePoints(zone, minutes),
  };
}
