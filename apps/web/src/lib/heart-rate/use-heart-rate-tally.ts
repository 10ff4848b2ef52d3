import { useCallback, useRef, useState } from 'react';
import {
  addHeartRateSample,
  countedMinutes,
  emptyHeartRateTally,
  zoneMaxHeartRate,
  type HeartRatePerson,
  type HeartRateSample,
  type HeartRateTally,
} from '@jetsweat/contract';
import type { MeasurementListener } from './heart-rate-strap.ts';

/** The most samples a page keeps for its report (a 3-hour class at one a second). */
const MOST_SAMPLES = 3 * 60 * 60;

export interface HeartRateWorkout {
  /** What the readings so far add up to (zones, average, maximum, calories, zone points). */
  tally: HeartRateTally;
  /** Whether any time has counted yet: then calories come from the heart, not the estimate. */
  counting: boolean;
  /** The maximum the zones are worked from. */
  maxBpm: number;
  /** Hand to HeartRateBadge: each reading, added while `running()` says the workout runs. */
  onMeasurement: MeasurementListener;
  /** Every reading counted, in order, for the workout's report. */
  samples: () => readonly HeartRateSample[];
}

/**
 * A workout's heart rate on a page (the player, the live room): each reading of the strap added
 * to the tally while the workout runs; a reading while it is paused ends the counted time, so a
 * pause is not counted at the heart rate before it.
 */
export function useHeartRateTally(
  person: HeartRatePerson,
  running: () => boolean,
): HeartRateWorkout {
  const [tally, setTally] = useState<HeartRateTally>(emptyHeartRateTally);
  const samples = useRef<HeartRateSample[]>([]);
  const latest = useRef({ person, running });
  latest.current = { person, running };

  const onMeasurement = useCallback<MeasurementListener>((measurement, atMs) => {
    const sample = {
      atMs,
      bpm: latest.current.running() && measurement.contact !== 'not-detected' ? measurement.bpm : 0,
    };
    if (sample.bpm > 0 && samples.current.length < MOST_SAMPLES) samples.current.push(sample);
    setTally((t) => addHeartRateSample(t, sample, latest.current.person));
  }, []);

  const [readSamples] = useState(() => () => samples.current);
  return {
    tally,
    counting: countedMinutes(tally) > 0,
    maxBpm: zoneMaxHeartRate(person),
    onMeasurement,
    samples: readSamples,
  };
}
