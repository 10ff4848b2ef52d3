import { billingTexts } from '@jetsweat/contract';
import { isUniqueViolation } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, HttpError } from '../../platform/errors.ts';
import { GatewayRequestError, type Intent } from '../../platform/payments/gateway.ts';
import { quoteCoupon, type CouponQuote } from './coupons.ts';
import { ensureCustomer } from './customers.ts';
import {
  openSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';
import { createPurchaseSteps, intentOf, type Outcome } from './subscription-purchase.ts';

export type { Outcome };

/** A first attempt still running is left alone this long before a retry may take it over. */
const IN_FLIGHT_MS = 2 * 60 * 1000;

/**
 * Buying a subscription: POST /api/user/subscribe, its wallet variant, and finishing purchases
 * that the buyer's bank or the server left unfinished. A repeat, a retry or a second tab never
 * charges twice; a failed charge leaves no subscription behind (see subscription-purchase.ts).
 */
export function createSubscribeFlow(deps: Deps) {
  const { db, payments, clock } = deps;
  const { subscriptionPackage, firstCharge, claim, run, settle, discard } =
    createPurchaseSteps(deps);

  /**
   * A person who already has a subscription sends a purchase: the same purchase again answers
   * the first one's result; a purchase left unfinished is finished, or dropped (null: start
   * again); else 409.
   */
  async function resume(existing: SubscriptionRow, source: string | null): Promise<Outcome | null> {
    const sameSource =
      source !== null &&
      (source === existing.start_source || source === existing.pending_intent_id);
    if (existing.status !== 'incomplete') {
      if (sameSource) return { kind: 'done', row: existing };
      throw conflict(billingTexts.alreadySubscribed);
    }
    if (existing.pending_intent_id) {
      const intent = await intentOf(deps, existing.pending_intent_id);
      if (sameSource || intent.status === 'succeeded' || intent.status === 'processing') {
        const outcome = await settle(existing, intent);
        if (!sameSource && outcome.kind === 'done') throw conflict(billingTexts.alreadySubscribed);
        return outcome;
      }
      // Left waiting (an authentication abandoned, a wallet sheet closed): a new card replaces it.
      await discard(existing, 'Replaced by a new purchase.');
      return null;
    }
    const fresh = clock.now().getTime() - new Date(existing.updated_at).getTime() < IN_FLIGHT_MS;
    if (fresh) throw conflict(billingTexts.purchaseInProgress);
    if (sameSource) return run(existing, source);
    await discard(existing, 'Replaced by a new purchase.');
    return null;
  }

  return {
    /** POST /api/user/subscribe[/{studio}]. */
    async subscribe(
      userId: number,
      body: {
        packageId: string;
        token?: string | undefined;
        promo?: string | undefined;
        paymentIntentId?: string | undefined;
        source: string;
      },
      studioName?: string,
    ): Promise<Outcome> {
      const pkg = await subscriptionPackage(body.packageId, studioName);
      const source = body.paymentIntentId ?? body.token ?? null;
      for (let round = 0; round < 3; round++) {
        const existing = await openSubscription(db, userId);
        if (existing) {
          const outcome = await resume(existing, source);
          if (outcome) return outcome;
          continue;
        }
        if (body.paymentIntentId) throw badRequest('That payment has expired. Please try again.');
        let quote: CouponQuote | null;
        try {
          quote = body.promo
            ? await quoteCoupon(db, body.promo, {
                purpose: 'subscription',
                amount: pkg.price_cents,
                packageId: pkg.id,
                userId,
                now: clock.now(),
              })
            : null;
        } catch (err) {
          // The same purchase, sent twice at once, redeemed the code a moment ago: answer as its repeat.
          if (
            err instanceof HttpError &&
            err.message === billingTexts.couponAlreadyUsed &&
            (await openSubscription(db, userId))
          )
            continue;
          throw err;
        }
        const { trial, amount } = firstCharge(pkg, quote);
        if ((trial || amount > 0) && !source) throw badRequest(billingTexts.cardRequired);
        let row: SubscriptionRow;
        try {
          row = await claim(userId, pkg, quote, source, body.source || 'website');
        } catch (err) {
          // Another request claimed first: answer as a repeat of it.
          if (isUniqueViolation(err, 'subscriptions_one_open_per_user')) continue;
          throw err;
        }
        return run(row, source);
      }
      throw conflict(billingTexts.purchaseInProgress);
    },

    /**
     * POST /api/user/subscription/payment-intent: claims the purchase and answers an intent for
     * the browser to confirm with a wallet's card (a setup intent when the plan starts with a trial).
     */
    async prepareIntent(
      userId: number,
      body: { packageId: string; promo?: string | undefined },
    ): Promise<Intent> {
      const pkg = await subscriptionPackage(body.packageId, undefined);
      let existing = await openSubscription(db, userId);
      if (existing?.status === 'incomplete') {
        // A wallet sheet opened again (or another plan chosen): the earlier attempt is replaced,
        // unless its money already arrived.
        const intent = existing.pending_intent_id
          ? await intentOf(deps, existing.pending_intent_id)
          : null;
        if (intent?.status === 'succeeded') await settle(existing, intent);
        else if (
          intent ||
          clock.now().getTime() - new Date(existing.updated_at).getTime() >= IN_FLIGHT_MS
        ) {
          await discard(existing, 'Replaced by a new purchase.');
        }
        existing = await openSubscription(db, userId);
      }
      if (existing)
        throw conflict(
          existing.status === 'incomplete'
            ? billingTexts.purchaseInProgress
            : billingTexts.alreadySubscribed,
        );
      const quote = body.promo
        ? await quoteCoupon(db, body.promo, {
            purpose: 'subscription',
            amount: pkg.price_cents,
            packageId: pkg.id,
            userId,
            now: clock.now(),
          })
        : null;
      const { trial, amount } = firstCharge(pkg, quote);
      if (!trial && amount === 0) throw badRequest(billingTexts.freeOrder);
      let row: SubscriptionRow;
      try {
        row = await claim(userId, pkg, quote, null, 'wallet');
      } catch (err) {
        if (isUniqueViolation(err, 'subscriptions_one_open_per_user'))
          throw conflict(billingTexts.purchaseInProgress);
        throw err;
      }
      try {
        const customerId = await ensureCustomer(deps, userId);
        const metadata = {
          subscription: row.public_id,
          userId: String(userId),
          purpose: 'subscription',
        };
        const intent = trial
          ? await payments.createSetupIntent({ customerId, metadata }, `${row.public_id}:setup`)
          : await payments.createPaymentIntent(
              { amount, customerId, saveCard: true, description: pkg.title, metadata },
              `${row.public_id}:period:1`,
            );
        if (!trial) {
          await db.query(
            `INSERT INTO payments (user_id, purpose, subscription_id, period, amount_cents, status, idempotency_key, intent_id, created_at, updated_at)
             VALUES ($1, 'subscription', $2, 1, $3, 'pending', $4, $5, $6, $6) ON CONFLICT (idempotency_key) DO NOTHING`,
            [userId, row.id, amount, `${row.public_id}:period:1`, intent.id, clock.now()],
          );
        }
        await updateSubscription(db, row, { pending_intent_id: intent.id }, clock.now());
        return intent;
      } catch (err) {
        await discard(row, err instanceof Error ? err.message : 'failed');
        throw err instanceof HttpError
          ? err
          : err instanceof GatewayRequestError
            ? badRequest(err.message)
            : err;
      }
    },

    /**
     * Purchases left unfinished (the server stopped mid-way, a buyer never answered their bank):
     * finished if the money arrived, else dropped. An authentication may wait a day.
     */
    async reapStale(): Promise<number> {
      const now = clock.now().getTime();
      const stale = await db.query<SubscriptionRow>(
        "SELECT * FROM subscriptions WHERE status = 'incomplete' AND updated_at < $1",
        [new Date(now - 30 * 60 * 1000)],
      );
      let reaped = 0;
      for (const row of stale) {
        const intent = row.pending_intent_id
          ? await intentOf(deps, row.pending_intent_id).catch(() => null)
          : null;
        if (intent?.status === 'succeeded') await settle(row, intent).catch(() => undefined);
        else if (
          intent?.status === 'requires_action' &&
          now - new Date(row.updated_at).getTime() < 24 * 60 * 60 * 1000
        )
          continue;
        else await discard(row, 'The purchase was not completed.');
        reaped++;
      }
      return reaped;
    },

    /** A payment or setup the browser finished (webhook or sandbox): completes or drops the purchase. */
    async settleFromEvent(intent: Intent): Promise<void> {
      const publicId = intent.metadata.subscription;
      if (!publicId) return;
      const rows = await db.query<SubscriptionRow>(
        'SELECT * FROM subscriptions WHERE public_id = $1',
        [publicId],
      );
      const row = rows[0];
      if (
        row?.status === 'incomplete' &&
        (row.pending_intent_id === intent.id || !row.pending_intent_id)
      ) {
        if (intent.status === 'succeeded' || intent.lastError)
          await settle(row, intent).catch(() => undefined);
        return;
      }
      if (!row && intent.object === 'payment_intent' && intent.status === 'succeeded') {
        // Paid for a purchase that had already failed or been replaced: give the money back.
        await payments.refund({ paymentIntentId: intent.id }, `refund:${intent.id}`);
      }
    },
  };
}
