import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { tooManyRequests } from './errors.ts';
import { accountTexts } from '@jetsweat/contract';

/**
 * Fixed-window counters kept in the database, so every server instance sees the same count.
 * `hit` counts one attempt against each key and refuses with 429 once any is over its limit;
 * `count` counts without refusing (for slowing down rather than locking out); `peek` reads.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  async function increment(key: string, windowSeconds: number): Promise<number> {
    const now = clock.now();
    const windowStart = new Date(now.getTime() - windowSeconds * 1000);
    const rows = await db.query<{ hits: number }>(
      `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
         window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
       RETURNING hits`,
      [key, now, windowStart],
    );
    return rows[0]?.hits ?? 0;
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
      const rows = await db.query<{ hits: number }>(
        'SELECT hits FROM rate_limits WHERE key = $1 AND window_start > $2',
        [key, windowStart],
      );
      return rows[0]?.hits ?? 0;
    },
    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
