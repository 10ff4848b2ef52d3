// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { SETTLE_AT_LATEST_MS, whenDataSettles } from './when-data-settles.ts';

/** A query that answers when the test says so. */
function heldQuery(client: ReturnType<typeof createQueryClient>, key: string) {
  let answer: (value: string) => void = () => undefined;
  void client.prefetchQuery({
    queryKey: [key],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return (value: string) => answer(value);
}

const settledYet = (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  return () => settled;
};

afterEach(() => vi.useRealTimers());

describe('whenDataSettles: what waits for the page (the service worker) waits for its data', () => {
  it('resolves only once every call of the page has answered', async () => {
    const client = createQueryClient();
    const answerFirst = heldQuery(client, 'first');
    const answerSecond = heldQuery(client, 'second');
    const settled = settledYet(whenDataSettles(client));
    answerFirst('one');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled()).toBe(false);
    answerSecond('two');
    await vi.waitFor(() => expect(settled()).toBe(true));
  });

  it('resolves at once on a page that asks nothing', async () => {
    await expect(whenDataSettles(createQueryClient())).resolves.toBeUndefined();
  });

  it('resolves after its longest wait on a page whose call never answers', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    heldQuery(client, 'hanging');
    const settled = settledYet(whenDataSettles(client));
    await vi.advanceTimersByTimeAsync(SETTLE_AT_LATEST_MS - 1);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(2_500); // and the idle moment after it
    expect(settled()).toBe(true);
  });
});
