import { billingTexts, type SubscriptionRecord } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { recordProductEvent, type NewProductEvent } from '../../product-events/service.ts';
import {
  openSubscription,
  updateSubscription,
  type SubscriptionChanges,
  type SubscriptionRow,
} from './subscription-store.ts';
import { recordOf } from './subscription-view.ts';

// What every change a subscriber makes shares (cancel, pause, their undoing, a new card): their
// own open subscription, a change decided on the row as read and applied only if the row did not
// change meanwhile (a new status checked by the purchase machine), and the answer.

export type Changed = { success: true; subscriptionRecord: SubscriptionRecord };

/** The caller's running subscription; 404 when they have none. */
export async function mine({ db }: Pick<Deps, 'db'>, userId: number): Promise<SubscriptionRow> {
  const row = await openSubscription(db, userId);
  if (!row || row.status === 'incomplete') throw notFound(billingTexts.noSubscription);
  return row;
}

/**
 * Changes the caller's subscription if `decide` allows it, retrying when a change raced it. The
 * event `eventOf` names for the change is recorded with it, in one transaction.
 */
export async function changeSubscription(
  deps: Deps,
  userId: number,
  decide: (r: SubscriptionRow, now: Date) => SubscriptionChanges | null,
  eventOf: (before: SubscriptionRow) => NewProductEvent | null = () => null,
): Promise<{ row: SubscriptionRow; changed: boolean }> {
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

/** The answer to a change: the subscription as its record shows it. */
export const changed = async (deps: Deps, row: SubscriptionRow): Promise<Changed> => ({
  success: true,
  subscriptionRecord: await recordOf(deps.db, row, deps.clock.now()),
});
