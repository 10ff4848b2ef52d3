import { useCallback, useEffect, useRef, useState } from 'react';
import type { MeasurementListener } from './heart-rate-strap.ts';
import { HEART_RATE_UPLOAD_MS, HeartRateUpload } from './heart-rate-upload.ts';
import { reportHeartRate } from './report-heart-rate.ts';

export interface HeartRateUploadOptions {
  /** The workout the readings go to; null until the page knows it (they are held meanwhile). */
  workoutId: number | null;
  /**
   * The second of the page's clock now (the tally's time), or null while the workout does not run
   * (nothing is kept).
   */
  atSecond: () => number | null;
  /** Where the class is now, when it is not `atSecond` (a video's position). */
  classSecond?: () => number;
  /** A report got through: what shows the workout's figures may read them again. */
  onSent?: () => void;
}

/**
 * Sends the strap's readings to the member's workout (issue 53, item 2): each reading is kept at
 * the page's second (and the class's position, when it is not the same), and what is held goes
 * every HEART_RATE_UPLOAD_MS, at once when the workout becomes known, and as the page goes
 * (`pagehide`, or leaving the page) with `keepalive`. A report that fails is sent again with the
 * next (HeartRateUpload). Answers the listener to hand the strap, beside the page's own tally
 * (bothListeners).
 */
export function useHeartRateUpload(options: HeartRateUploadOptions): MeasurementListener {
  const latest = useRef(options);
  latest.current = options;
  const [upload] = useState(
    () => new HeartRateUpload(reportHeartRate, () => latest.current.onSent?.()),
  );

  useEffect(() => upload.setWorkout(options.workoutId), [upload, options.workoutId]);

  useEffect(() => {
    const timer = setInterval(() => void upload.flush(), HEART_RATE_UPLOAD_MS);
    const leaving = () => upload.flushLast();
    window.addEventListener('pagehide', leaving);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', leaving);
      leaving();
    };
  }, [upload]);

  return useCallback<MeasurementListener>(
    (measurement) => {
      const second = latest.current.atSecond();
      if (second === null || measurement.contact === 'not-detected') return;
      upload.add(second, measurement.bpm, latest.current.classSecond?.());
    },
    [upload],
  );
}

/** One listener for the strap that tells two (the page's tally, and the upload). */
export const bothListeners =
  (a: MeasurementListener, b: MeasurementListener): MeasurementListener =>
  (measurement, atMs) => {
    a(measurement, atMs);
    b(measurement, atMs);
  };
