import type { Clock } from '../runtime/clock.ts';
import type { Database } from '../db/database.ts';
import { tooManyRequests } from './errors.ts';
import { accountTexts } from '@jetsweat/contract';
import { clearHits, incrementHits, readHits } from './rate-limit-store.ts';

/**
 * Fixed-window counters kept in the database, so every server instance sees the same count.
 * `hit` counts one attempt against each key and refuses with 429 once any is over its limit;
 * `count` counts without refusing (for slowing down rather than locking out); `peek` reads.
 */
export function createRateLimiter(db: Database, clock: Clock) {
  async function increment(key: string, windowSeconds: number): Promise<number> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    return incrementHits(db, key, now, windowStart);
  }

  return {
    async hit(keys: { key: string; limit: number }[], windowSeconds: number): Promise<void> {
      for (const { key, limit } of keys) {
        if ((await increment(key, windowSeconds)) > limit) {
          throw tooManyRequests(accountTexts.tooManyAttempts);
        }
      }
    },
    /** Counts one more event against `key` and answers the count in the current window. */
    count: increment,
    /** The count in the current window, without adding to it. */
    async peek(key: string, windowSeconds: number): Promise<number> {
      const windowStart = new Date(clock.now().getTime() - windowSeconds * 1000);
      return readHits(db, key, windowStart);
    },
    async clear(key: string): Promise<void> {
      await clearHits(db, key);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
