/**
 * What a play came to: finished (80% of the class watched, COMPLETED_SHARE), or started with the
 * minutes it watched (from the player's events, so a seek adds nothing).
 */
export const playLabel = (h: { completed: boolean; watchedSeconds: number }): string =>
  h.completed
    ? 'Finished'
    : `Started, ${h.watchedSeconds < 60 ? 'under 1 min' : `${Math.floor(h.watchedSeconds / 60)} min`}`;
