import type { TestApp } from './harness.ts';

/** The product events recorded for one person, oldest first. */
export const eventsOf = (t: TestApp, userId: number) =>
  t.db.query<{ name: string; properties: Record<string, unknown> }>(
    'SELECT name, properties FROM product_events WHERE user_id = $1 ORDER BY id',
    [userId],
  );
