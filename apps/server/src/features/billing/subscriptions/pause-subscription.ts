import { lifecycleTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { changed, changeSubscription, type Changed } from './change-subscription.ts';
import type { SubscriptionChanges, SubscriptionRow } from './subscription-store.ts';

// Pausing a subscription and resuming it: what each does, decided on the row as read, then
// applied (change-subscription.ts).

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

export async function pauseSubscription(deps: Deps, userId: number): Promise<Changed> {
  return changed(deps, (await changeSubscription(deps, userId, pausing)).row);
}

export async function resumeSubscription(deps: Deps, userId: number): Promise<Changed> {
  return changed(deps, (await changeSubscription(deps, userId, unpausing)).row);
}
