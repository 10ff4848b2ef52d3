import { isPassingFailure } from '../../lib/api.ts';

/** How long to wait before each new try of a report that did not get through. */
export const REPORT_RETRY_MS = [1_000, 3_000, 9_000] as const;

/**
 * Sends a report, and on a passing failure sends it again after each of REPORT_RETRY_MS while
 * `stillWanted()`: the camera's time is a running total, so each try sends the latest one and a
 * late success never undoes a newer report. A refusal (4xx) is not tried again. Answers whether
 * a report got through.
 */
export async function reportWithRetry(
  send: () => Promise<unknown>,
  stillWanted: () => boolean,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    try {
      await send();
      return true;
    } catch (err) {
      const delay = REPORT_RETRY_MS[attempt];
      if (delay === undefined || !isPassingFailure(err)) return false;
      await wait(delay);
      if (!stillWanted()) return false;
    }
  }
}
