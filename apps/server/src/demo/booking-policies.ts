import type { Database } from '../platform/db/database.ts';
import { insertDemoBookingPolicy } from '../features/schedule/service.ts';

/**
 * The demo studios' booking policies (issue 54, items 2 and 6): BK Pilates closes free cancelling
 * 12 hours before a class and takes $10.00 for a late cancel and $15.00 for a no-show; Brooks
 * Pilates closes cancelling 6 hours before, with no fees. Every other studio keeps the default
 * (2 hours, no fees). Added where missing on every start; the console's changes are kept.
 */
export const DEMO_BOOKING_POLICIES = {
  bkpilates: {
    lateBookingMinutes: null,
    cancelWindowMinutes: 720,
    lateCancelFeeCents: 1000,
    noShowFeeCents: 1500,
  },
  brookspilates: {
    lateBookingMinutes: null,
    cancelWindowMinutes: 360,
    lateCancelFeeCents: 0,
    noShowFeeCents: 0,
  },
} as const;

export async function seedDemoBookingPolicies(
  tx: Database,
  studios: readonly { id: number; shortName: string }[],
  now: Date,
): Promise<void> {
  for (const studio of studios) {
    const policy = DEMO_BOOKING_POLICIES[studio.shortName as keyof typeof DEMO_BOOKING_POLICIES];
    if (policy) await insertDemoBookingPolicy(tx, studio.id, policy, now);
  }
}
