/**
 * How far the skip buttons and the arrow keys move
 * (docs/decisions/0058-the-player-members-expect.md).
 */
export const SKIP_SECONDS = 10;

/** Moves the class by `seconds` (back when negative), kept inside the class. */
export function seekBy(video: HTMLVideoElement, seconds: number): void {
  const end = Number.isFinite(video.duration) ? video.duration : Infinity;
  video.currentTime = Math.min(Math.max(0, video.currentTime + seconds), end);
}
