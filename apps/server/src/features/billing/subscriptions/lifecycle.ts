import { lifecycleTexts } from '@jetsweat/contract';
import type { BillingDeps } from '../billing-deps.ts';
import type { Renewals } from '../renewals/renew-subscription.ts';
import { cancelSubscription, uncancelSubscription } from './cancel-subscription.ts';
import { pauseSubscription, resumeSubscription } from './pause-subscription.ts';
import { paymentSource, updateCard } from './update-card.ts';

// The texts live in the contract with the others; named here too for the tests beside this file.
export { lifecycleTexts };

/**
 * What a subscriber does with their subscription: cancel (at the period's end) and undo it, pause
 * (the time left is kept and given back on resuming) and resume, change the card. Every call acts
 * on the caller's own subscription only: there is no id to name someone else's.
 */
export function createLifecycle(deps: BillingDeps, renewals: Renewals) {
  return {
    cancel: (userId: number) => cancelSubscription(deps, userId),
    uncancel: (userId: number) => uncancelSubscription(deps, userId),
    pause: (userId: number) => pauseSubscription(deps, userId),
    unpause: (userId: number) => resumeSubscription(deps, userId),
    updateCard: (userId: number, body: Parameters<typeof updateCard>[3]) =>
      updateCard(deps, renewals, userId, body),
    paymentSource: (userId: number) => paymentSource(deps, userId),
  };
}
