import { easternDay, type SubscriptionSummary } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { paidPassesOn } from '../day-passes/day-pass-store.ts';
import { openSubscription } from './subscription-store.ts';
import { isEntitledNow } from './subscription-view.ts';

/**
 * The subscription as the current user record carries it: active while trialing, active, or
 * cancelled with time left, and on the Eastern-Time day of a day pass; not while paused, after a
 * failed renewal, or once ended.
 */
export async function subscriptionSummary(
  db: Database,
  userId: number,
  now: Date,
): Promise<SubscriptionSummary> {
  const sub = await openSubscription(db, userId);
  if (sub && isEntitledNow(sub, now)) return { active: true, packageId: sub.package_id };
  const [pass] = await paidPassesOn(db, userId, [easternDay(now)]);
  if (pass) return { active: true, packageId: pass.package_id };
  return { active: false, packageId: null };
}
