import type { Database } from '../platform/db/database.ts';
import { seedDemoPayouts } from '../features/console/service.ts';
import { DEMO_ADMIN_STUDIOS } from './studio-admins.ts';

/**
 * The demo studios with an admin (BK Pilates and Brooks Pilates) have a connected payout account
 * at the sandbox gateway and the last three months paid out (issue 54, items 3 and 6), so the
 * console's Payouts page has months and lines to show after `npm start`.
 */
export async function seedDemoStudioPayouts(
  tx: Database,
  studios: readonly { id: number; shortName: string }[],
  now: Date,
): Promise<void> {
  const ids = studios
    .filter((s) => (DEMO_ADMIN_STUDIOS as readonly string[]).includes(s.shortName))
    .map((s) => s.id);
  await seedDemoPayouts(tx, ids, now);
}
