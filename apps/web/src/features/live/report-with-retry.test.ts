import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { REPORT_RETRY_MS, reportWithRetry } from './report-with-retry.ts';

/** A sender that fails with `failures` in turn, then succeeds; it counts its calls. */
function sender(failures: unknown[]) {
  const calls = { count: 0 };
  const send = async () => {
    const failure = failures[calls.count++];
    if (failure) throw failure;
  };
  return { calls, send };
}
const waited: number[] = [];
const noWait = async (ms: number) => void waited.push(ms);

describe('reportWithRetry', () => {
  it('tries again after a lost request and a server failure, waiting longer each time', async () => {
    waited.length = 0;
    const { calls, send } = sender([
      new TypeError('Failed to fetch'),
      new ApiError(503, 'x', null),
    ]);
    expect(await reportWithRetry(send, () => true, noWait)).toBe(true);
    expect(calls.count).toBe(3);
    expect(waited).toEqual([REPORT_RETRY_MS[0], REPORT_RETRY_MS[1]]);
  });

  it('does not try again a report the server refused', async () => {
    const { calls, send } = sender([new ApiError(400, 'The camera time is longer', null)]);
    expect(await reportWithRetry(send, () => true, noWait)).toBe(false);
    expect(calls.count).toBe(1);
  });

  it('gives up after its last wait, and as soon as the report is no longer wanted', async () => {
    const lost = () => new ApiError(0, 'offline', null);
    const always = sender(Array.from({ length: 10 }, lost));
    expect(await reportWithRetry(always.send, () => true, noWait)).toBe(false);
    expect(always.calls.count).toBe(REPORT_RETRY_MS.length + 1);
    const left = sender(Array.from({ length: 10 }, lost));
    expect(await reportWithRetry(left.send, () => false, noWait)).toBe(false);
    expect(left.calls.count).toBe(1);
  });
});
