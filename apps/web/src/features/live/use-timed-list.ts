import { useCallback, useEffect, useRef, useState } from 'react';
import { LIVE_CHEER_SHOWN_MS } from '@jetsweat/contract';

/** The most items shown at once: a burst (many high-fives at once) shows its newest few. */
const MOST_SHOWN = 4;

/**
 * Items shown for LIVE_CHEER_SHOWN_MS each, the newest last, at most a few at once: the
 * high-fives and shout-outs a member is sent, the reactions an instructor receives.
 */
export function useTimedList<T>() {
  const [items, setItems] = useState<{ key: number; item: T }[]>([]);
  const nextKey = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const add = useCallback((item: T) => {
    const key = nextKey.current++;
    setItems((now) => [...now, { key, item }].slice(-MOST_SHOWN));
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setItems((now) => now.filter((i) => i.key !== key));
    }, LIVE_CHEER_SHOWN_MS);
    timers.current.add(timer);
  }, []);

  const clear = useCallback(() => setItems([]), []);
  return { items, add, clear };
}
