/**
 * A workout's heart rate (issue 53, item 2): what the member's page reports from their strap, and
 * what the server keeps of it and answers in the history. The server works the figures out itself
 * from the samples it keeps (heart-zones.ts's tally), never from the page's own totals.
 */
import { z } from 'zod';

/** The lowest and highest heart rate taken as a reading; outside is a strap's error. */
export const HEART_RATE_BPM_MIN = 25;
export const HEART_RATE_BPM_MAX = 250;
/** Samples in one report: a minute or more of a strap's one a second, in one request. */
export const HEART_RATE_SAMPLES_PER_REPORT = 600;
/** A workout's samples span at most 4 hours (one a second at most: 14,400). */
export const HEART_RATE_LAST_SECOND = 4 * 60 * 60 - 1;
/** The chart keeps one heart rate per this many seconds. */
export const HEART_RATE_CHART_STEP_SECONDS = 10;

export const workoutHeartRateTexts = {
  timesNotIncreasing: "The samples' times must increase from one sample to the next.",
  workoutNotFound: 'That workout is not one of yours.',
} as const;

export const heartRateReportSampleSchema = z
  .object({
    /**
     * Whole seconds since the play began (the live room: since it opened), by the page's clock:
     * the sample's key and the tally's time, so a pause or a seek does not change what counts.
     */
    atSecond: z.number().int().min(0).max(HEART_RATE_LAST_SECOND),
    /**
     * Where the class was at the reading, whole seconds from its start (the video's position):
     * the minute of the class the on-demand board files it under. Absent: atSecond.
     */
    videoSecond: z.number().int().min(0).max(HEART_RATE_LAST_SECOND).optional(),
    bpm: z.number().int().min(HEART_RATE_BPM_MIN).max(HEART_RATE_BPM_MAX),
  })
  .strict();
export type HeartRateReportSample = z.infer<typeof heartRateReportSampleSchema>;

/**
 * POST /api/workout/heartRate: samples of the member's workout. A retry (or an overlap) sends a
 * sample again under the same atSecond: it is kept once.
 */
export const reportHeartRateBodySchema = z
  .object({
    workoutId: z.number().int().positive(),
    samples: z
      .array(heartRateReportSampleSchema)
      .min(1)
      .max(HEART_RATE_SAMPLES_PER_REPORT)
      .refine((s) => s.every((sample, i) => i === 0 || sample.atSecond > s[i - 1]!.atSecond), {
        message: workoutHeartRateTexts.timesNotIncreasing,
      }),
  })
  .strict();
export type ReportHeartRateBody = z.infer<typeof reportHeartRateBodySchema>;

/** What a workout's heart rate added up to, as the server worked it out. */
export const heartRateSummarySchema = z.object({
  /** Over the time counted (samples at most 5 s apart); null before any time counts. */
  averageBpm: z.number().int().nullable(),
  maxBpm: z.number().int(),
  /** Minutes in zones 0 (resting) to 5, to one decimal. */
  zoneMinutes: z.array(z.number()).length(6),
  zonePoints: z.number(),
  /** Kilocalories from heart rate (Keytel et al. 2005), whole. */
  calories: z.number().int(),
  /** One heart rate per chartStepSeconds from the first sample; 0 where none was read. */
  chart: z.array(z.number().int()),
  chartStepSeconds: z.number().int(),
});
export type HeartRateSummary = z.infer<typeof heartRateSummarySchema>;
export const reportHeartRateAnswerSchema = heartRateSummarySchema;

/** Where a workout's calories came from: the strap's heart rate, or the class's estimate. */
export const caloriesSourceSchema = z.enum(['heart', 'estimate']);
export type CaloriesSource = z.infer<typeof caloriesSourceSchema>;
