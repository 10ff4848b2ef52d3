import { DOWNLOAD_DAYS } from '@jetsweat/contract';

/**
 * When the server believes the time an event says it happened on the member's device
 * (docs/decisions/0122-trusting-bounded-device-times.md). A class watched offline reports its
 * events later, with the times they happened; the server counts time watched by those times only
 * when they could be true, and by its own clock otherwise.
 */

/** A device clock this far ahead of the server's is still believed (clocks drift). */
export const DEVICE_CLOCK_SKEW_MS = 2 * 60 * 1000;
/** No event of a download is older than the download, which is kept this long. */
const OLDEST_MS = DOWNLOAD_DAYS * 24 * 60 * 60 * 1000;

/**
 * The device time to count by, or null when it is not believed: missing, in the future beyond the
 * skew, older than a download lives, or not after the latest time already trusted in the play
 * (events are sent in the order they happened).
 */
export function trustedDeviceTime(
  happenedAt: string | undefined,
  now: Date,
  latestTrusted: Date | string | null,
): Date | null {
  if (happenedAt === undefined) return null;
  const at = new Date(happenedAt);
  const ms = at.getTime();
  if (Number.isNaN(ms)) return null;
  if (ms > now.getTime() + DEVICE_CLOCK_SKEW_MS) return null;
  if (ms < now.getTime() - OLDEST_MS) return null;
  if (latestTrusted !== null && ms <= new Date(latestTrusted).getTime()) return null;
  return at;
}
