import { marketingConstants } from '@jetsweat/contract';

const STEP = marketingConstants.carouselStepDegrees;

/** Which brand faces the visitor at a ring rotation (degrees; each step forward turns -60). */
export function facingIndex(rotation: number, count: number): number {
  const steps = Math.round(-rotation / STEP);
  return ((steps % count) + count) % count;
}

/** One step forward (+1) or back (-1). */
export function stepRotation(rotation: number, direction: 1 | -1): number {
  return rotation - direction * STEP;
}

/** The rotation that faces brand `index`, turning the short way round from where the ring is. */
export function rotationToFace(rotation: number, index: number, count: number): number {
  let delta = index - facingIndex(rotation, count);
  if (delta > count / 2) delta -= count;
  if (delta < -count / 2) delta += count;
  return rotation - delta * STEP;
}

/** A swipe over the threshold: rightwards goes back, leftwards goes forward; shorter is no swipe. */
export function swipeDirection(
  dx: number,
  threshold = marketingConstants.swipeThresholdPx,
): 1 | -1 | 0 {
  if (dx > threshold) return -1;
  if (dx < -threshold) return 1;
  return 0;
}
