/** A jump larger than this between two time updates is a seek, not time watched. */
const MAX_TICK_SECONDS = 2;

/**
 * Follows the player's position from one time update to the next: how much of each step was
 * played, and where the member was when a seek began. A time update queued before a seek can run
 * after the seek has already landed (a busy page, the target buffered): it reads the new position
 * with `seeking` already false, and the 'seeking' event comes after it. Taken as the position
 * the member left from, the seek's pause would start where they landed and the server would
 * count the jump (up to its 2 s of slack and the time since the last event) as watched.
 */
export function playedSteps(start: number) {
  let last = start;
  // Where the member was before a jump seen by a time update ahead of its 'seeking' event.
  let jumpedFrom: number | null = null;
  return {
    /**
     * A time update outside a seek: the seconds played since the last one, or null for a jump
     * (a seek's landing, perhaps seen before its 'seeking' event: no place to report from).
     */
    tick(position: number, playing: boolean): number | null {
      const step = position - last;
      const jumped = step < 0 || step >= MAX_TICK_SECONDS;
      jumpedFrom = jumped ? (jumpedFrom ?? last) : null;
      last = position;
      if (jumped) return null;
      return playing ? step : 0;
    },
    /** A seek begins, towards `target`: where the member was before it. */
    seekFrom(target: number): number {
      const from = jumpedFrom ?? last;
      jumpedFrom = null;
      last = target;
      return from;
    },
    /** A seek landed at `position`. */
    landed(position: number): void {
      last = position;
    },
  };
}
