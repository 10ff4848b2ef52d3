import {
  billingTexts,
  lifecycleTexts,
  type RequiresAction,
  type SubscriptionRecord,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { HttpError, notFound } from '../../platform/errors.ts';
import { recordProductEvent, type NewProductEvent } from '../../platform/product-events.ts';
import { billingMail, recipientOf } from './billing-mail.ts';
import { newCard } from './lifecycle-card.ts';
import {
  cancelling,
  pausing,
  trialCancelled,
  uncancelling,
  unpausing,
} from './lifecycle-changes.ts';
import { findPackage } from './package-store.ts';
import type { Renewals } from './renewals.ts';
import {
  openSubscription,
  subscriptionById,
  updateSubscription,
  type SubscriptionChanges,
  type SubscriptionRow,
} from './subscription-store.ts';
import { recordOf } from './subscription-view.ts';

// The texts live in the contract with the others; named here too for the tests beside this file.
export { lifecycleTexts };

type Change = { success: true; subscriptionRecord: SubscriptionRecord };

async function mine({ db }: Pick<Deps, 'db'>, userId: number): Promise<SubscriptionRow> {
  const row = await openSubscription(db, userId);
  if (!row || row.status === 'incomplete') throw notFound(billingTexts.noSubscription);
  return row;
}

/**
 * Changes the caller's subscription if `decide` allows it, retrying when a change raced it. The
 * event `eventOf` names for the change is recorded with it, in one transaction.
 */
async function change(
  deps: Deps,
  userId: number,
  decide: (r: SubscriptionRow, now: Date) => SubscriptionChanges | null,
  eventOf: (before: SubscriptionRow) => NewProductEvent | null = () => null,
) {
  const { db, clock } = deps;
  for (let i = 0; i < 5; i++) {
    const row = await mine(deps, userId);
    const now = clock.now();
    const changes = decide(row, now);
    if (!changes) return { row, changed: false };
    const updated = await db.transaction().execute(async (tx) => {
      const done = await updateSubscription(tx, row, changes, now);
      const event = done && eventOf(row);
      if (event) await recordProductEvent(tx, event, now);
      return done;
    });
    if (updated) return { row: updated, changed: true };
  }
  throw new HttpError(409, billingTexts.purchaseInProgress);
}

const answer = async (deps: Deps, row: SubscriptionRow): Promise<Change> => ({
  success: true,
  subscriptionRecord: await recordOf(deps.db, row, deps.clock.now()),
});

async function cancel(deps: Deps, userId: number): Promise<Change> {
  const { db } = deps;
  const { row, changed } = await change(deps, userId, cancelling, (before) =>
    trialCancelled(before, userId),
  );
  if (changed) {
    const pkg = await findPackage(db, row.package_id);
    const to = await recipientOf(db, row.user_id, pkg?.studio_id ?? null);
    await billingMail.cancelled(deps, to, {
      accessUntil: row.status === 'canceled' ? null : row.current_period_end,
    });
  }
  return answer(deps, row);
}

/**
 * A new card for renewals, checked with the bank (and authenticated, when the bank asks, with the
 * buyer present). A past-due subscription is charged again at once.
 */
async function updateCard(
  deps: Deps,
  renewals: Renewals,
  userId: number,
  body: { token?: string | undefined; setupIntentId?: string | undefined },
): Promise<Change | RequiresAction> {
  const saved = await newCard(deps, await mine(deps, userId), body);
  if ('requiresAction' in saved) return saved;
  const { row: updated } = await change(deps, userId, () => ({
    payment_method_id: saved.paymentMethodId,
    card_brand: saved.card.brand,
    card_last4: saved.card.last4,
  }));
  if (updated.status !== 'past_due') return answer(deps, updated);
  await renewals.charge(updated);
  return answer(deps, (await subscriptionById(deps.db, updated.id)) ?? updated);
}

/**
 * What a subscriber does with their subscription: cancel (at the period's end) and undo it, pause
 * (the time left is kept and given back on resuming) and resume, change the card. Every call acts
 * on the caller's own subscription only: there is no id to name someone else's.
 */
export function createLifecycle(deps: Deps, renewals: Renewals) {
  const changed = async (userId: number, decide: typeof pausing) =>
    answer(deps, (await change(deps, userId, decide)).row);
  return {
    cancel: (userId: number) => cancel(deps, userId),
    uncancel: (userId: number) => changed(userId, uncancelling),
    pause: (userId: number) => changed(userId, pausing),
    unpause: (userId: number) => changed(userId, unpausing),
    updateCard: (userId: number, body: Parameters<typeof newCard>[2]) =>
      updateCard(deps, renewals, userId, body),

    async paymentSource(userId: number) {
      const row = await mine(deps, userId);
      return {
        card: row.card_last4 ? { brand: row.card_brand ?? 'card', last4: row.card_last4 } : null,
      };
    },
  };
}
