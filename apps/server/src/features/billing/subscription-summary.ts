import { easternDay, type SubscriptionSummary } from '@jetsweat/contract';
import { one, type Queryable } from '../../platform/db.ts';
import { openSubscription } from './subscription-store.ts';
import { isEntitledNow } from './subscription-view.ts';

/**
 * The subscription as the current user record carries it: active while trialing, active, or
 * cancelled with time left, and on the Eastern-Time day of a day pass; not while paused, after a
 * failed renewal, or once ended.
 */
export async function subscriptionSummary(
  q: Queryable,
  userId: number,
  now: Date,
): Promise<SubscriptionSummary> {
  const sub = await openSubscription(q, userId);
  if (sub && isEntitledNow(sub, now)) return { active: true, packageId: sub.package_id };
  const pass = await one<{ package_id: string }>(
    q,
    "SELECT package_id FROM day_passes WHERE user_id = $1 AND pass_date = $2 AND status = 'paid'",
    [userId, easternDay(now)],
  );
  if (pass) return { active: true, packageId: pass.package_id };
  return { active: false, packageId: null };
}
