import { useEffect, useRef, type RefObject } from 'react';
import type { MeasurementListener } from '../../../lib/heart-rate/heart-rate-strap.ts';
import { useHeartRateUpload } from '../../../lib/heart-rate/use-heart-rate-upload.ts';

/** The second of the class the member is at while it plays; null while paused or seeking. */
export const playingSecond = (video: HTMLVideoElement | null): number | null =>
  video && !video.paused && !video.ended && !video.seeking ? video.currentTime : null;

/**
 * The page's clock of one play: whole seconds since its first reading, by a clock that neither
 * pauses nor seeks (performance.now), started again for the next play.
 */
export class PlayClock {
  #startMs: number | null = null;

  constructor(private readonly nowMs: () => number = () => performance.now()) {}

  /** Seconds since the play's first reading (0 for it). */
  second(): number {
    const now = this.nowMs();
    this.#startMs ??= now;
    return (now - this.#startMs) / 1000;
  }

  /** A new play starts its own clock. */
  restart(): void {
    this.#startMs = null;
  }
}

/**
 * The strap's readings of this play, sent to its workout (issue 53): kept while it plays at the
 * second of the play's own clock, which the tally counts (a pause or a seek takes no time from
 * it and adds none), with the video's position, which the on-demand board files them by
 * (docs/decisions/0115-board-by-the-class-position.md); held until the play becomes a workout
 * (80% watched), and a play that never does sends nothing.
 */
export function usePlayHeartRateUpload(
  videoRef: RefObject<HTMLVideoElement | null>,
  workoutId: number | null,
): MeasurementListener {
  const clock = useRef(new PlayClock());
  const lastWorkout = useRef(workoutId);
  useEffect(() => {
    // The play's workout is gone (it ended): the next play's readings start its own clock.
    if (lastWorkout.current !== null && workoutId === null) clock.current.restart();
    lastWorkout.current = workoutId;
  }, [workoutId]);
  return useHeartRateUpload({
    workoutId,
    atSecond: () => (playingSecond(videoRef.current) === null ? null : clock.current.second()),
    classSecond: () => videoRef.current?.currentTime ?? 0,
  });
}
