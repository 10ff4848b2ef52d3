import {
  addHeartRateSample,
  emptyHeartRateTally,
  type HeartRatePerson,
  type HeartRateTally,
  type HeartZone,
} from '@jetsweat/contract';
import type { MinuteFigures } from './heart-rate-store.ts';

/**
 * A play's samples: the page's clock (seconds since the play began, increasing), the bpm read
 * then, and where the class was at each (its video position); no positions: each is its second.
 */
export type PlaySamples = {
  seconds: readonly number[];
  bpm: readonly number[];
  video?: readonly number[];
};

/** What a stretch of the play earned: calories, zone points and minutes in each zone. */
type Earned = { kcal: number; points: number; zones: number[] };

const nothing = (): Earned => ({ kcal: 0, points: 0, zones: [0, 0, 0, 0, 0, 0] });

/** Whole tenths: what a board shows, and small enough to keep as `real`. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/** The zone with the most minutes earned (the higher on a tie); 0 if none. */
function mostOf(earned: Earned): HeartZone {
  let zone: HeartZone = 0;
  let most = 0;
  earned.zones.forEach((minutes, z) => {
    if (minutes > 0 && minutes >= most) {
      most = minutes;
      zone = z as HeartZone;
    }
  });
  return zone;
}

/** `share` of what was counted between two tallies, added to the class's minute `minute`. */
function credit(
  byMinute: Earned[],
  minute: number,
  share: number,
  from: HeartRateTally,
  to: HeartRateTally,
) {
  for (let m = byMinute.length; m <= minute; m += 1) byMinute.push(nothing());
  if (share <= 0) return;
  const e = byMinute[minute]!;
  e.kcal += (to.kcal - from.kcal) * share;
  e.points += (to.zonePoints - from.zonePoints) * share;
  to.zoneMinutes.forEach((m, z) => (e.zones[z]! += (m - from.zoneMinutes[z]!) * share));
}

/**
 * What was counted between two samples (the time at the first one's heart rate), filed under the
 * class's minute the first was read at; when the play went on past that minute's end by the
 * second sample, the part after the end goes to the next minute, in proportion to the time.
 */
function creditStretch(
  byMinute: Earned[],
  stretch: { fromVideo: number; toVideo: number; seconds: number },
  from: HeartRateTally,
  to: HeartRateTally,
) {
  const minute = Math.floor(stretch.fromVideo / 60);
  const end = (minute + 1) * 60;
  // A seek back (or a pause at the minute's end) stays in the minute the stretch began in.
  const inMinute =
    stretch.toVideo >= end ? Math.min(1, (end - stretch.fromVideo) / stretch.seconds) : 1;
  credit(byMinute, minute, inMinute, from, to);
  if (inMinute < 1) credit(byMinute, minute + 1, 1 - inMinute, from, to);
}

/**
 * A workout's figures at the end of each minute of the class (its video position, not the time
 * since the play began): calories and zone points earned in the class up to that minute's end,
 * and the zone of most of that minute. The time itself is counted by the page's clock with the
 * contract's tally, so a pause or a seek counts what it lasted and no more, and the last minute's
 * figures are the workout's own; each stretch between two samples is filed under the class's
 * minute it was played at. A member who skipped a part has earned nothing in it; one who went back
 * earned the part twice. The on-demand board reads one minute of these and interpolates within it
 * (docs/decisions/0109-on-demand-board-from-minute-figures.md,
 * docs/decisions/0115-board-by-the-class-position.md).
 */
export function minuteFiguresOf(samples: PlaySamples, person: HeartRatePerson): MinuteFigures {
  const { seconds, bpm } = samples;
  const video = samples.video?.length ? samples.video : seconds;
  const byMinute: Earned[] = [];
  let tally = emptyHeartRateTally;
  seconds.forEach((second, i) => {
    const before = tally;
    tally = addHeartRateSample(tally, { atMs: second * 1000, bpm: bpm[i]! }, person);
    // The minute holding the sample is one of the play's, even when nothing counted in it.
    credit(byMinute, Math.floor(video[i]! / 60), 0, before, tally);
    if (i > 0 && tally.beats !== before.beats) {
      const stretch = {
        fromVideo: video[i - 1]!,
        toVideo: video[i]!,
        seconds: second - seconds[i - 1]!,
      };
      creditStretch(byMinute, stretch, before, tally);
    }
  });
  const figures: MinuteFigures = { minute_calories: [], minute_zone_points: [], minute_zones: [] };
  let kcal = 0;
  let points = 0;
  for (const earned of byMinute) {
    kcal += earned.kcal;
    points += earned.points;
    figures.minute_calories.push(tenths(kcal));
    figures.minute_zone_points.push(tenths(points));
    figures.minute_zones.push(mostOf(earned));
  }
  return figures;
}
