import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page whose code is its own chunk, which can be fetched before the page is rendered. */
export type Preloadable<M extends { default: ComponentType }> = LazyExoticComponent<
  M['default']
> & {
  /** Fetches the chunk (once; again after a failure) and answers its module. */
  preload(): Promise<M>;
};

/**
 * React.lazy with a preload. Once the chunk is here the page renders without suspending: lazy is
 * handed a thenable that calls back at once, where a resolved promise would still call back a
 * moment later, and React would show the Suspense fallback in between (and keep it up for its
 * minimum of 300 ms).
 */
export function preloadable<M extends { default: ComponentType }>(
  load: () => Promise<M>,
): Preloadable<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    const now = { then: (resolve: (m: M) => void) => resolve(module) };
    return now as unknown as Promise<M>;
  });
  return Object.assign(component, { preload });
}
