import type { QueryClient } from '@tanstack/react-query';

/** However busy the page stays (a call that hangs, one query after another), no later than this. */
export const SETTLE_AT_LATEST_MS = 10_000;

/**
 * Resolves once no query is fetching and the browser is idle: the page's first data is in and
 * shown. Work that no page needs at once (the service worker's install, which fetches every file
 * of the app) waits for this, so that it does not queue before the page's own calls.
 */
export function whenDataSettles(client: QueryClient): Promise<void> {
  const settled = new Promise<void>((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(latest);
      resolve();
    };
    const check = () => {
      if (client.isFetching() === 0) done();
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    const latest = setTimeout(done, SETTLE_AT_LATEST_MS);
    check();
  });
  // Safari has no requestIdleCallback; a moment's wait stands in for it.
  const idle = () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        : setTimeout(resolve, 200),
    );
  return settled.then(idle);
}
