import type { HeartRateReportSample, HeartRateSummary } from '@jetsweat/contract';
import { api } from '../api.ts';

/**
 * POST /api/workout/heartRate: samples of one of the member's workouts (at most
 * HEART_RATE_SAMPLES_PER_REPORT, times increasing). Kept once by time on the server, so a retry
 * adds nothing twice. `keepalive` lets the last report outlive the page.
 */
export const reportHeartRate = (
  workoutId: number,
  samples: readonly HeartRateReportSample[],
  keepalive = false,
) =>
  api<HeartRateSummary>('/api/workout/heartRate', {
    body: { workoutId, samples },
    keepalive,
  });
