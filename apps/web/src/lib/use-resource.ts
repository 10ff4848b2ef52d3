import { useEffect, useState } from 'react';
import { errorMessage } from './api.ts';

const cache = new Map<string, Promise<unknown>>();

/** Loads once per key for the whole visit: going back to a page shows it at once. A failure is not kept. */
export function loadOnce<T>(key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

export type Resource<T> =
  { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

/** Public data a page shows (studios, class types); `key` null waits. */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [result, setResult] = useState<{ key: string; value: Resource<T> } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    loadOnce(key, load).then(
      (data) => live && setResult({ key, value: { state: 'ready', data } }),
      (err: unknown) =>
        live && setResult({ key, value: { state: 'failed', message: errorMessage(err) } }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function on every render; the key says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result && result.key === key ? result.value : { state: 'loading' };
}
