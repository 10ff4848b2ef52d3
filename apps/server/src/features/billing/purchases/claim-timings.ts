// The timings of a claimed purchase (a pending day pass or an incomplete subscription), one set
// for every purchase: claim -> charge -> settle, and the reaper for what was left unfinished.

/** How long a claim counts as being paid right now: a second attempt meanwhile is refused (409). */
export const IN_FLIGHT_MS = 2 * 60 * 1000;

/** A claim left unfinished this long is finished (the money arrived) or dropped by the reaper. */
export const STALE_AFTER_MS = 30 * 60 * 1000;

/** How long a claim may wait for the buyer's bank authentication before the reaper drops it. */
export const AUTHENTICATION_WAIT_MS = 24 * 60 * 60 * 1000;

/** Whether the claim was touched so recently that it is still being paid. */
export const inFlight = (claim: { updated_at: Date }, now: Date): boolean =>
  now.getTime() - new Date(claim.updated_at).getTime() < IN_FLIGHT_MS;

/** Claims older than this at `now` are stale. */
export const staleBefore = (now: Date): Date => new Date(now.getTime() - STALE_AFTER_MS);

/** Whether a claim waiting for authentication may still wait. */
export const mayStillAuthenticate = (claim: { updated_at: Date }, now: Date): boolean =>
  now.getTime() - new Date(claim.updated_at).getTime() < AUTHENTICATION_WAIT_MS;
