/**
 * How much of a stopped class is left, as the Continue watching card shows it: whole minutes
 * left (rounded up, so a class not finished never reads "0 min left") and the share watched, for
 * the card's bar. A place past the class's length counts as its end.
 */
export function timeLeft(
  positionSeconds: number,
  durationSeconds: number,
): { minutesLeft: number; watchedShare: number } {
  const length = Math.max(1, durationSeconds);
  const at = Math.min(Math.max(0, positionSeconds), length);
  return {
    minutesLeft: Math.max(1, Math.ceil((length - at) / 60)),
    watchedShare: at / length,
  };
}

/** '12 min left'. */
export const minutesLeftText = (minutes: number) => `${minutes} min left`;
