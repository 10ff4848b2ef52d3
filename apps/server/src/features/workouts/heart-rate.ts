import {
  easternDay,
  HEART_RATE_CHART_STEP_SECONDS,
  heartRatePersonOf,
  tallyHeartRate,
  workoutHeartRateTexts,
  type HeartRatePerson,
  type HeartRateSummary,
  type ReportHeartRateBody,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { bodyDetailsOf } from '../accounts/service.ts';
import {
  heartRateFiguresOf,
  lockHeartRateOfWorkout,
  saveHeartRate,
  type HeartRateFigures,
  type HeartRateRow,
} from './heart-rate-store.ts';
import { minuteFiguresOf } from './minute-figures.ts';

type Samples = { seconds: number[]; bpm: number[] };
/** Samples with where the class was at each (PlaySamples's video, always there once merged). */
type Merged = Samples & { video: number[] };

/**
 * The kept samples with the reported ones merged in by time (the page's clock). A time already
 * kept keeps its first heart rate and position, so a retried report (or one overlapping the last)
 * adds nothing twice. A sample without a position was read at its second of the class (a live
 * class, or a row kept before positions were).
 */
export function mergeSamples(
  kept: Samples & { video?: number[] },
  reported: ReportHeartRateBody['samples'],
): Merged {
  const byTime = new Map<number, { bpm: number; video: number }>();
  const keptVideo = kept.video?.length ? kept.video : kept.seconds;
  kept.seconds.forEach((second, i) =>
    byTime.set(second, { bpm: kept.bpm[i]!, video: keptVideo[i]! }),
  );
  for (const s of reported)
    if (!byTime.has(s.atSecond))
      byTime.set(s.atSecond, { bpm: s.bpm, video: s.videoSecond ?? s.atSecond });
  const seconds = [...byTime.keys()].sort((a, b) => a - b);
  return {
    seconds,
    bpm: seconds.map((second) => byTime.get(second)!.bpm),
    video: seconds.map((second) => byTime.get(second)!.video),
  };
}

/** The positions as kept: none when each is its own second (migration 064). */
const videoKept = ({ seconds, video }: Merged): number[] =>
  video.every((v, i) => v === seconds[i]) ? [] : video;

/** One heart rate per chart step from the first sample: the step's samples averaged, 0 if none. */
export function chartOf({ seconds, bpm }: Samples): number[] {
  const first = seconds[0] ?? 0;
  const steps = seconds.length
    ? Math.floor((seconds.at(-1)! - first) / HEART_RATE_CHART_STEP_SECONDS) + 1
    : 0;
  const sums = new Array<number>(steps).fill(0);
  const counts = new Array<number>(steps).fill(0);
  seconds.forEach((second, i) => {
    const step = Math.floor((second - first) / HEART_RATE_CHART_STEP_SECONDS);
    sums[step]! += bpm[i]!;
    counts[step]! += 1;
  });
  return sums.map((sum, i) => (counts[i] ? Math.round(sum / counts[i]!) : 0));
}

/** What the samples add up to for this person (the contract's tally: the page shows the same). */
export function figuresOf(samples: Samples, person: HeartRatePerson): HeartRateFigures {
  const tally = tallyHeartRate(
    samples.seconds.map((second, i) => ({ atMs: second * 1000, bpm: samples.bpm[i]! })),
    person,
  );
  return {
    average_bpm: tally.averageBpm === null ? null : Math.round(tally.averageBpm),
    max_bpm: tally.maxBpm!,
    zone_seconds: tally.zoneMinutes.map((minutes) => Math.round(minutes * 60)),
    calories: Math.floor(tally.kcal),
    zone_points: Math.round(tally.zonePoints * 10) / 10,
    chart_bpm: chartOf(samples),
  };
}

export const summaryOf = (f: HeartRateFigures): HeartRateSummary => ({
  averageBpm: f.average_bpm,
  maxBpm: f.max_bpm,
  zoneMinutes: f.zone_seconds.map((seconds) => Math.round(seconds / 6) / 10),
  zonePoints: f.zone_points,
  calories: f.calories,
  chart: f.chart_bpm,
  chartStepSeconds: HEART_RATE_CHART_STEP_SECONDS,
});

/**
 * A workout's heart rate: the member's page reports their strap's samples, the server keeps them
 * and works out the average, maximum, zone minutes, zone points and calories (Keytel et al. 2005,
 * with the profile's age, weight and sex; zones from the maximum the member set, else 220 - age). Once time is counted, the
 * workout's calories are the heart rate's, and the class's estimate no longer replaces them.
 */
export function createHeartRates(deps: Pick<Deps, 'db' | 'clock'>) {
  const { db, clock } = deps;

  async function personOf(userId: number): Promise<HeartRatePerson> {
    return heartRatePersonOf((await bodyDetailsOf(db, userId)) ?? {}, easternDay(clock.now()));
  }

  return {
    async report(userId: number, body: ReportHeartRateBody): Promise<HeartRateSummary> {
      const person = await personOf(userId);
      return db.transaction().execute(async (tx) => {
        const kept = await lockHeartRateOfWorkout(tx, userId, body.workoutId);
        if (kept === undefined) throw notFound(workoutHeartRateTexts.workoutNotFound);
        const samples = mergeSamples(
          {
            seconds: kept?.sample_seconds ?? [],
            bpm: kept?.sample_bpm ?? [],
            video: kept?.sample_video_seconds ?? [],
          },
          body.samples,
        );
        const figures = figuresOf(samples, person);
        const row: HeartRateRow = {
          workout_id: body.workoutId,
          sample_seconds: samples.seconds,
          sample_bpm: samples.bpm,
          sample_video_seconds: videoKept(samples),
          ...figures,
          ...minuteFiguresOf(samples, person),
        };
        const fromHeart = figures.average_bpm === null ? null : figures.calories;
        await saveHeartRate(tx, row, fromHeart, clock.now());
        return summaryOf(figures);
      });
    },

    /** The heart-rate summaries of those of the member's workouts that have one, by workout id. */
    async summariesOf(userId: number, workoutIds: readonly number[]) {
      const rows = await heartRateFiguresOf(db, userId, workoutIds);
      return new Map(rows.map((r) => [r.workout_id, summaryOf(r)]));
    },
  };
}
export type HeartRates = ReturnType<typeof createHeartRates>;
