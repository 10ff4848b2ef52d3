import { billingTexts, type RequiresAction, type SubscriptionRecord } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, HttpError, notFound } from '../../platform/errors.ts';
import { CardError, GatewayRequestError, type SavedCard } from '../../platform/payments/gateway.ts';
import { recordProductEvent, type NewProductEvent } from '../../platform/product-events.ts';
import { billingMail, recipientOf } from './billing-mail.ts';
import { ensureCustomer } from './customers.ts';
import { findPackage } from './packages.ts';
import type { Renewals } from './renewals.ts';
import {
  openSubscription,
  subscriptionById,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';
import { recordOf } from './subscription-view.ts';

export const lifecycleTexts = {
  notCancelled: 'Your subscription is not cancelled.',
  alreadyEnded: 'Your subscription has already ended.',
  alreadyPaused: 'Your subscription is already paused.',
  notPaused: 'Your subscription is not paused.',
  cannotPause: 'Only a subscription in good standing can be paused. Please update your card first.',
} as const;

type Change = { success: true; subscriptionRecord: SubscriptionRecord };

/**
 * What a subscriber does with their subscription: cancel (at the period's end) and undo it, pause
 * (the time left is kept and given back on resuming) and resume, change the card. Every call acts
 * on the caller's own subscription only: there is no id to name someone else's.
 */
export function createLifecycle(deps: Deps, renewals: Renewals) {
  const { db, clock, payments } = deps;

  async function mine(userId: number): Promise<SubscriptionRow> {
    const row = await openSubscription(db, userId);
    if (!row || row.status === 'incomplete') throw notFound(billingTexts.noSubscription);
    return row;
  }

  /**
   * Changes the caller's subscription if `decide` allows it, retrying when a change raced it. The
   * event `eventOf` names for the change is recorded with it, in one transaction.
   */
  async function change(
    userId: number,
    decide: (r: SubscriptionRow, now: Date) => Parameters<typeof updateSubscription>[2] | null,
    eventOf: (before: SubscriptionRow) => NewProductEvent | null = () => null,
  ) {
    for (let i = 0; i < 5; i++) {
      const row = await mine(userId);
      const now = clock.now();
      const changes = decide(row, now);
      if (!changes) return { row, changed: false };
      const updated = await db.transaction(async (tx) => {
        const done = await updateSubscription(tx, row, changes, now);
        const event = done && eventOf(row);
        if (event) await recordProductEvent(tx, event, now);
        return done;
      });
      if (updated) return { row: updated, changed: true };
    }
    throw new HttpError(409, billingTexts.purchaseInProgress);
  }

  const answer = async (row: SubscriptionRow): Promise<Change> => ({
    success: true,
    subscriptionRecord: await recordOf(db, row, clock.now()),
  });

  async function mailTo(row: SubscriptionRow) {
    const pkg = await findPackage(db, row.package_id);
    return recipientOf(db, row.user_id, pkg?.studio_id ?? null);
  }

  return {
    /**
     * Cancel: a trial or paid period runs to its end and nothing more is charged. A paused or
     * past-due subscription, which gives no access, ends at once.
     */
    async cancel(userId: number): Promise<Change> {
      const { row, changed } = await change(
        userId,
        (r, now) => {
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
        },
        (before) =>
          // Cancelling a free trial is counted for the attribution service (spec 4.5).
          before.status === 'trialing'
            ? {
                name: `cancelled-${before.plan}`,
                userId,
                properties: { packageId: before.package_id },
              }
            : null,
      );
      if (changed)
        await billingMail.cancelled(deps, await mailTo(row), {
          accessUntil: row.status === 'canceled' ? null : row.current_period_end,
        });
      return answer(row);
    },

    async uncancel(userId: number): Promise<Change> {
      const { row } = await change(userId, (r, now) => {
        if (!r.cancel_at_period_end) throw badRequest(lifecycleTexts.notCancelled);
        if (r.status === 'paused') return { cancel_at_period_end: false, canceled_at: null };
        if (r.current_period_end && r.current_period_end <= now)
          throw badRequest(lifecycleTexts.alreadyEnded);
        return { cancel_at_period_end: false, canceled_at: null };
      });
      return answer(row);
    },

    async pause(userId: number): Promise<Change> {
      const { row } = await change(userId, (r, now) => {
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
      });
      return answer(row);
    },

    /** Resume: the time that was left when pausing starts again now. */
    async unpause(userId: number): Promise<Change> {
      const { row } = await change(userId, (r, now) => {
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
      });
      return answer(row);
    },

    /**
     * A new card for renewals, checked with the bank (and authenticated, when the bank asks, with
     * the buyer present). A past-due subscription is charged again at once.
     */
    async updateCard(
      userId: number,
      body: { token?: string | undefined; setupIntentId?: string | undefined },
    ): Promise<Change | RequiresAction> {
      const row = await mine(userId);
      const customerId = await ensureCustomer(deps, userId);
      let saved: SavedCard;
      try {
        if (body.setupIntentId) {
          // The second half of a card change whose bank asked the buyer to authenticate.
          if (row.pending_intent_id !== body.setupIntentId)
            throw badRequest('That card change has expired. Please enter your card again.');
          const si = await payments.retrieveSetupIntent(body.setupIntentId);
          if (si.status === 'requires_action')
            return { requiresAction: true, clientSecret: si.clientSecret, amountCents: 0 };
          await updateSubscription(db, row, { pending_intent_id: null }, clock.now());
          if (si.status !== 'succeeded' || !si.paymentMethodId)
            throw new CardError(
              si.lastError?.message ?? 'Your card was declined.',
              'card_declined',
            );
          saved = await payments.describeCard(si.paymentMethodId);
        } else {
          const token = body.token!;
          const key = `${row.public_id}:card:${token}`;
          saved = await payments.attachCard(customerId, token, `${key}:attach`);
          const si = await payments.createSetupIntent(
            {
              customerId,
              paymentMethodId: saved.paymentMethodId,
              metadata: { subscription: row.public_id, purpose: 'card' },
            },
            `${key}:setup`,
          );
          if (si.status === 'requires_action') {
            await updateSubscription(db, row, { pending_intent_id: si.id }, clock.now());
            return { requiresAction: true, clientSecret: si.clientSecret, amountCents: 0 };
          }
          if (si.status !== 'succeeded')
            throw new CardError(
              si.lastError?.message ?? 'Your card was declined.',
              'card_declined',
            );
        }
      } catch (err) {
        if (err instanceof CardError) throw new HttpError(402, err.message);
        if (err instanceof GatewayRequestError) throw new HttpError(err.statusCode, err.message);
        throw err;
      }
      const { row: updated } = await change(userId, () => ({
        payment_method_id: saved.paymentMethodId,
        card_brand: saved.card.brand,
        card_last4: saved.card.last4,
      }));
      if (updated.status === 'past_due') {
        await renewals.charge(updated);
        return answer((await subscriptionById(db, updated.id)) ?? updated);
      }
      return answer(updated);
    },

    async paymentSource(userId: number) {
      const row = await mine(userId);
      return {
        card: row.card_last4 ? { brand: row.card_brand ?? 'card', last4: row.card_last4 } : null,
      };
    },
  };
}
