import type { RefObject } from 'react';
import type { MeasurementListener } from '../../../lib/heart-rate/heart-rate-strap.ts';
import { useHeartRateUpload } from '../../../lib/heart-rate/use-heart-rate-upload.ts';

/** The second of the class the member is at while it plays; null while paused or seeking. */
export const playingSecond = (video: HTMLVideoElement | null): number | null =>
  video && !video.paused && !video.ended && !video.seeking ? video.currentTime : null;

/**
 * The strap's readings of this play, sent to its workout (issue 53): kept at the class's second
 * while it plays, and held until the play becomes a workout (80% watched); a play that never does
 * sends nothing.
 */
export const usePlayHeartRateUpload = (
  videoRef: RefObject<HTMLVideoElement | null>,
  workoutId: number | null,
): MeasurementListener =>
  useHeartRateUpload({ workoutId, atSecond: () => playingSecond(videoRef.current) });
