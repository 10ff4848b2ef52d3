import { lifecycleTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { BillingDeps } from '../billing-deps.ts';
import type { NewProductEvent } from '../../product-events/service.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { billingMail, recipientOf } from '../customers/billing-mail.ts';
import { findPackage } from '../packages/package-store.ts';
import { changed, changeSubscription, type Changed } from './change-subscription.ts';
import type { SubscriptionChanges, SubscriptionRow } from './subscription-store.ts';

// Cancelling a subscription and undoing it: what each does to the subscription, decided on the
// row as read (null: nothing to change), then applied (change-subscription.ts).

/**
 * Cancel: a trial or paid period runs to its end and nothing more is charged. A paused or
 * past-due subscription, which gives no access, ends at once.
 */
export function cancelling(r: SubscriptionRow, now: Date): SubscriptionChanges | null {
  if (r.cancel_at_period_end) return null;
  if (r.status === 'paused' || r.status === 'past_due') {
    return {
      status: 'canceled',
      cancel_at_period_end: true,
      canceled_at: now,
      ended_at: now,
      end_reason: 'cancelled',
      next_attempt_at: null,
    };
  }
  return { cancel_at_period_end: true, canceled_at: now };
}

/** Cancelling a free trial is counted for the attribution service (spec 4.5). */
export const trialCancelled = (before: SubscriptionRow, userId: number): NewProductEvent | null =>
  before.status === 'trialing'
    ? { name: `cancelled-${before.plan}`, userId, properties: { packageId: before.package_id } }
    : null;

export function uncancelling(r: SubscriptionRow, now: Date): SubscriptionChanges {
  if (!r.cancel_at_period_end) throw badRequest(lifecycleTexts.notCancelled);
  if (r.status === 'paused') return { cancel_at_period_end: false, canceled_at: null };
  if (r.current_period_end && r.current_period_end <= now)
    throw badRequest(lifecycleTexts.alreadyEnded);
  return { cancel_at_period_end: false, canceled_at: null };
}

/** POST cancel: the subscriber is mailed when something changed. */
export async function cancelSubscription(deps: BillingDeps, userId: number): Promise<Changed> {
  const { db } = deps;
  const { row, changed: didChange } = await changeSubscription(deps, userId, cancelling, (before) =>
    trialCancelled(before, userId),
  );
  if (didChange) {
    const pkg = await findPackage(db, row.package_id);
    const to = await recipientOf(deps, row.user_id, pkg?.studio_id ?? null);
    await billingMail.cancelled(deps, to, {
      accessUntil: row.status === 'canceled' ? null : row.current_period_end,
    });
  }
  return changed(deps, row);
}

/** Undoing a cancellation while the period runs. */
export async function uncancelSubscription(deps: Deps, userId: number): Promise<Changed> {
  return changed(deps, (await changeSubscription(deps, userId, uncancelling)).row);
}
