/**
 * How long a camera was on, in words: seconds under a minute, then whole minutes. Rounding 17 s
 * to "0 min" read as a camera that was never on (issue 56).
 */
export function cameraTime(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.round(s / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
