import type { Clock } from './clock.ts';
import type { Db } from './db.ts';
import { tooManyRequests } from './errors.ts';
import { accountTexts } from '@jetsweat/contract';

/**
 * Fixed-window counters kept in the database, so every server instance sees the same count.
 * `hit` counts one attempt against each key and refuses with 429 once any is over its limit.
 */
export function createRateLimiter(db: Db, clock: Clock) {
  return {
    async hit(keys: { key: string; limit: number }[], windowSeconds: number): Promise<void> {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - windowSeconds * 1000);
      for (const { key, limit } of keys) {
        const rows = await db.query<{ hits: number }>(
          `INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1)
           ON CONFLICT (key) DO UPDATE SET
             hits = CASE WHEN rate_limits.window_start <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
             window_start = CASE WHEN rate_limits.window_start <= $3 THEN $2 ELSE rate_limits.window_start END
           RETURNING hits`,
          [key, now, windowStart],
        );
        if ((rows[0]?.hits ?? 0) > limit) throw tooManyRequests(accountTexts.tooManyAttempts);
      }
    },
    /** A successful login clears the account's count, so a person's typos do not add up. */
    async clear(key: string): Promise<void> {
      await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
