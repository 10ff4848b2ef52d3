import { lifecycleTexts } from '@jetsweat/contract';
import type { NewProductEvent } from '../../platform/product-events.ts';
import { badRequest } from '../../platform/errors.ts';
import type { SubscriptionChanges, SubscriptionRow } from './subscription-store.ts';

// What each of a subscriber's own changes does to their subscription, decided on the row as read
// (null: nothing to change); lifecycle.ts applies them.

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

/** Pause: the time left in the period (or trial) is kept, to be given back on resuming. */
export function pausing(r: SubscriptionRow, now: Date): SubscriptionChanges {
  if (r.status === 'paused') throw badRequest(lifecycleTexts.alreadyPaused);
  if (r.status !== 'trialing' && r.status !== 'active')
    throw badRequest(lifecycleTexts.cannotPause);
  const left = Math.max(
    0,
    Math.round(((r.current_period_end?.getTime() ?? now.getTime()) - now.getTime()) / 1000),
  );
  return {
    status: 'paused',
    paused_at: now,
    paused_from: r.status,
    paused_remaining_seconds: left,
  };
}

/** Resume: the time that was left when pausing starts again now. */
export function unpausing(r: SubscriptionRow, now: Date): SubscriptionChanges {
  if (r.status !== 'paused' || !r.paused_from) throw badRequest(lifecycleTexts.notPaused);
  const end = new Date(now.getTime() + (r.paused_remaining_seconds ?? 0) * 1000);
  return {
    status: r.paused_from,
    current_period_end: end,
    trial_end: r.paused_from === 'trialing' ? end : r.trial_end,
    paused_at: null,
    paused_from: null,
    paused_remaining_seconds: null,
  };
}
