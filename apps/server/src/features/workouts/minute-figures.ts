import {
  addHeartRateSample,
  emptyHeartRateTally,
  HEART_RATE_GAP_MS,
  type HeartRatePerson,
  type HeartRateTally,
  type HeartZone,
} from '@jetsweat/contract';
import type { MinuteFigures } from './heart-rate-store.ts';

type Samples = { seconds: readonly number[]; bpm: readonly number[] };

/** Whole tenths: what a board shows, and small enough to keep as `real`. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/** The zone with the most minutes counted between two tallies (the higher on a tie); 0 if none. */
function mostOfTheMinute(before: HeartRateTally, after: HeartRateTally): HeartZone {
  let zone: HeartZone = 0;
  let most = 0;
  after.zoneMinutes.forEach((minutes, z) => {
    const spent = minutes - before.zoneMinutes[z]!;
    if (spent > 0 && spent >= most) {
      most = spent;
      zone = z as HeartZone;
    }
  });
  return zone;
}

/**
 * The tally at `mark` seconds: the samples before it, plus the time from the last of them to the
 * mark when the strap went on reading (the next sample within HEART_RATE_GAP_MS of it), counted
 * at its heart rate as the tally itself counts it once the next sample comes.
 */
function tallyAtMark(
  tally: HeartRateTally,
  mark: number,
  nextSecond: number | undefined,
  person: HeartRatePerson,
) {
  const { last } = tally;
  if (!last || nextSecond === undefined || nextSecond * 1000 - last.atMs > HEART_RATE_GAP_MS)
    return tally;
  return addHeartRateSample(tally, { atMs: mark * 1000, bpm: last.bpm }, person);
}

/**
 * A workout's figures at the end of each minute of the play, from its samples (seconds since the
 * play began): calories and zone points so far, and the zone of most of that minute. Worked out
 * with the contract's tally, so the last minute's figures are the workout's own. The on-demand
 * board reads one minute of these and interpolates within it
 * (docs/decisions/0109-on-demand-board-from-minute-figures.md).
 */
export function minuteFiguresOf(samples: Samples, person: HeartRatePerson): MinuteFigures {
  const { seconds, bpm } = samples;
  const minutes = seconds.length ? Math.floor(seconds.at(-1)! / 60) + 1 : 0;
  const figures: MinuteFigures = { minute_calories: [], minute_zone_points: [], minute_zones: [] };
  let tally = emptyHeartRateTally;
  let before = tally;
  let i = 0;
  for (let minute = 1; minute <= minutes; minute += 1) {
    const mark = minute * 60;
    for (; i < seconds.length && seconds[i]! < mark; i += 1)
      tally = addHeartRateSample(tally, { atMs: seconds[i]! * 1000, bpm: bpm[i]! }, person);
    const atMark = tallyAtMark(tally, mark, seconds[i], person);
    figures.minute_calories.push(tenths(atMark.kcal));
    figures.minute_zone_points.push(tenths(atMark.zonePoints));
    figures.minute_zones.push(mostOfTheMinute(before, atMark));
    before = atMark;
  }
  return figures;
}
