import {
  accountTexts,
  ATTRIBUTION_TRIAL_VALUES,
  billingTexts,
  plans,
  type RequiresAction,
} from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound, paymentRequired } from '../../platform/errors.ts';
import {
  CardError,
  GatewayRequestError,
  type Intent,
  type SavedCard,
} from '../../platform/payments/gateway.ts';
import { sandboxId } from '../../platform/payments/sandbox-cards.ts';
import { recordProductEvent, recordPurchaseEvent } from '../../platform/product-events.ts';
import { findStudioByName } from '../studios/store.ts';
import { billingMail, recipientOf } from './billing-mail.ts';
import {
  discounted,
  discountedPayments,
  findCouponById,
  redeemCoupon,
  releaseCoupon,
  type CouponQuote,
} from './coupons.ts';
import { ensureCustomer } from './customers.ts';
import { addPeriod, DAY_MS } from './billing-periods.ts';
import { findPackage, type PackageRow } from './packages.ts';
import {
  subscriptionById,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';

/** How a purchase ended for now: done, or waiting for the buyer's bank (authentication). */
export type Outcome =
  { kind: 'done'; row: SubscriptionRow } | { kind: 'action'; action: RequiresAction };

export const intentOf = (deps: Deps, id: string): Promise<Intent> =>
  id.startsWith('seti_')
    ? deps.payments.retrieveSetupIntent(id)
    : deps.payments.retrievePaymentIntent(id);

/**
 * The steps of buying a subscription: claim it in the database (one open subscription per person,
 * coupon redeemed in the same transaction), run it at the gateway with idempotency keys made from
 * the subscription's id, then activate it, or discard it when the charge fails.
 */
export function createPurchaseSteps(deps: Deps) {
  const { db, payments, clock } = deps;

  async function subscriptionPackage(
    packageId: string,
    studioName: string | undefined,
  ): Promise<PackageRow> {
    const pkg = await findPackage(db, packageId);
    if (!pkg) throw notFound(billingTexts.unknownPackage);
    if (pkg.kind !== 'yearly' && pkg.kind !== 'monthly')
      throw badRequest(billingTexts.notASubscriptionPackage);
    if (studioName !== undefined && studioName.trim() !== '') {
      const studio = await findStudioByName(db, studioName);
      if (!studio) throw notFound(accountTexts.unknownStudio);
      if (pkg.studio_id !== studio.id) throw badRequest(billingTexts.packageNotForStudio);
    }
    return pkg;
  }

  /** Trial or not, and what the first charge is: promo codes never combine with the trial (spec 9). */
  function firstCharge(pkg: PackageRow, quote: Pick<CouponQuote, 'newAmount'> | null) {
    const trial = !quote && pkg.trial_days > 0;
    return { trial, amount: trial ? 0 : quote ? quote.newAmount : pkg.price_cents };
  }

  async function claim(
    userId: number,
    pkg: PackageRow,
    quote: CouponQuote | null,
    source: string | null,
    origin: string,
  ) {
    const now = clock.now();
    const publicId = sandboxId('sub', 20);
    return db.transaction(async (tx) => {
      const rows = await tx.query<SubscriptionRow>(
        `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents, source, start_source,
           coupon_id, discounted_payments_left, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'incomplete', $5, $6, $7, $8, $9, $10, $10) RETURNING *`,
        [
          publicId,
          userId,
          pkg.id,
          pkg.kind,
          pkg.price_cents,
          origin,
          source,
          quote?.coupon.id ?? null,
          quote ? discountedPayments(quote.coupon, pkg.kind as 'yearly' | 'monthly') : null,
          now,
        ],
      );
      if (quote) {
        await redeemCoupon(tx, {
          couponId: quote.coupon.id,
          userId,
          purpose: 'subscription',
          reference: `subscription:${publicId}`,
          now,
        });
      }
      return rows[0]!;
    });
  }

  async function chargeOf(row: SubscriptionRow) {
    const pkg = await findPackage(db, row.package_id);
    if (!pkg) throw notFound(billingTexts.unknownPackage);
    const coupon = row.coupon_id ? await findCouponById(db, row.coupon_id) : undefined;
    return {
      pkg,
      ...firstCharge(pkg, coupon ? { newAmount: discounted(coupon, row.price_cents) } : null),
    };
  }

  /** The gateway's part: customer, card, then the card check (trial) or the first payment. */
  async function run(row: SubscriptionRow, source: string | null): Promise<Outcome> {
    const { pkg, trial, amount } = await chargeOf(row);
    const key = row.public_id;
    try {
      const customerId = await ensureCustomer(deps, row.user_id);
      let saved: SavedCard | null = null;
      if (source) {
        saved = await payments.attachCard(customerId, source, `${key}:attach`);
        row =
          (await updateSubscription(
            db,
            row,
            {
              payment_method_id: saved.paymentMethodId,
              card_brand: saved.card.brand,
              card_last4: saved.card.last4,
            },
            clock.now(),
          )) ?? row;
      }
      const metadata = { subscription: key, userId: String(row.user_id), purpose: 'subscription' };
      if (trial) {
        const si = await payments.createSetupIntent(
          { customerId, paymentMethodId: saved!.paymentMethodId, metadata },
          `${key}:setup`,
        );
        return await settle(row, si);
      }
      if (amount > 0) {
        await db.query(
          `INSERT INTO payments (user_id, purpose, subscription_id, period, amount_cents, status, idempotency_key, created_at, updated_at)
           VALUES ($1, 'subscription', $2, 1, $3, 'pending', $4, $5, $5) ON CONFLICT (idempotency_key) DO NOTHING`,
          [row.user_id, row.id, amount, `${key}:period:1`, clock.now()],
        );
        const pi = await payments.createPaymentIntent(
          {
            amount,
            customerId,
            paymentMethodId: saved!.paymentMethodId,
            confirm: true,
            saveCard: true,
            description: `${pkg.title} (${plans[row.plan].title.toLowerCase()})`,
            metadata,
          },
          `${key}:period:1`,
        );
        return await settle(row, pi);
      }
      return { kind: 'done', row: await activate(row, null) };
    } catch (err) {
      if (err instanceof CardError) return fail(row, err.message, 402);
      if (err instanceof GatewayRequestError && err.statusCode === 400)
        return fail(row, err.message, 400);
      // Anything else (the gateway unreachable): the claim stays, and a retry of the same purchase
      // picks it up with the same idempotency keys.
      throw err;
    }
  }

  /** What an intent's state means for the purchase. */
  async function settle(row: SubscriptionRow, intent: Intent): Promise<Outcome> {
    if (intent.status === 'succeeded') return { kind: 'done', row: await activate(row, intent) };
    if (
      intent.status === 'requires_action' ||
      intent.status === 'processing' ||
      intent.status === 'requires_confirmation'
    ) {
      if (row.pending_intent_id !== intent.id) {
        await updateSubscription(db, row, { pending_intent_id: intent.id }, clock.now());
      }
      if (intent.status !== 'requires_action') throw conflict(billingTexts.purchaseInProgress);
      return {
        kind: 'action',
        action: {
          requiresAction: true,
          clientSecret: intent.clientSecret,
          amountCents: intent.object === 'payment_intent' ? intent.amount : 0,
        },
      };
    }
    if (intent.status === 'canceled') return fail(row, billingTexts.unableToCompletePayment, 402);
    return fail(row, intent.lastError?.message ?? 'Your card was declined.', 402);
  }

  /** The purchase went through: trial or first paid period starts, and the person is a customer. */
  async function activate(row: SubscriptionRow, intent: Intent | null): Promise<SubscriptionRow> {
    const now = clock.now();
    const { pkg, trial, amount } = await chargeOf(row);
    // A wallet's card arrives with the intent rather than with the purchase: keep it for renewals.
    const walletCard =
      !row.payment_method_id && intent?.paymentMethodId
        ? await payments.describeCard(intent.paymentMethodId).catch(() => null)
        : null;
    const card = walletCard
      ? {
          payment_method_id: walletCard.paymentMethodId,
          card_brand: walletCard.card.brand,
          card_last4: walletCard.card.last4,
        }
      : {};
    const changed = await db.transaction(async (tx) => {
      const updated = await updateSubscription(
        tx,
        row,
        trial
          ? {
              ...card,
              status: 'trialing',
              trial_end: new Date(now.getTime() + pkg.trial_days * DAY_MS),
              current_period_start: now,
              current_period_end: new Date(now.getTime() + pkg.trial_days * DAY_MS),
              pending_intent_id: null,
              start_source: row.start_source ?? intent?.id ?? null,
            }
          : {
              ...card,
              status: 'active',
              current_period_start: now,
              current_period_end: addPeriod(now, row.plan),
              periods_paid: 1,
              discounted_payments_left:
                row.discounted_payments_left === null
                  ? null
                  : Math.max(0, row.discounted_payments_left - 1),
              pending_intent_id: null,
              start_source: row.start_source ?? intent?.id ?? null,
            },
        now,
      );
      if (!updated) return undefined;
      if (!trial) {
        const paid = await tx.query(
          `UPDATE payments SET status = 'succeeded', intent_id = $2, updated_at = $3 WHERE subscription_id = $1 AND period = 1 AND status = 'pending' RETURNING id`,
          [row.id, intent?.id ?? null, now],
        );
        if (paid.length === 0) {
          await tx.query(
            `INSERT INTO payments (user_id, purpose, subscription_id, period, amount_cents, status, idempotency_key, intent_id, created_at, updated_at)
             VALUES ($1, 'subscription', $2, 1, $3, 'succeeded', $4, $5, $6, $6)`,
            [row.user_id, row.id, amount, `${row.public_id}:period:1`, intent?.id ?? null, now],
          );
        }
      }
      await recordPurchaseEvents(tx, row, trial, trial ? 0 : amount, now);
      return updated;
    });
    if (!changed) {
      // Someone else (the webhook, a second tab) activated it first and sent the mail.
      const fresh = await subscriptionById(db, row.id);
      if (!fresh || fresh.status === 'incomplete') throw conflict(billingTexts.purchaseInProgress);
      return fresh;
    }
    await billingMail.subscriptionStarted(deps, await recipientOf(db, row.user_id, pkg.studio_id), {
      planTitle: pkg.title,
      priceCents: row.price_cents,
      per: plans[row.plan].per,
      trialEnd: trial ? changed.trial_end : null,
      chargedCents: trial ? 0 : amount,
      renewsAt: changed.current_period_end!,
      nextCents:
        changed.coupon_id && (changed.discounted_payments_left ?? 1) > 0 ? amount : row.price_cents,
      last4: changed.card_last4,
    });
    return changed;
  }

  /**
   * A started trial is counted for the link-attribution service under its own name and value;
   * every purchase is a conversion, with what was actually charged (spec 7).
   */
  async function recordPurchaseEvents(
    tx: Queryable,
    row: SubscriptionRow,
    trial: boolean,
    chargedCents: number,
    now: Date,
  ) {
    if (trial) {
      await recordProductEvent(
        tx,
        {
          name: `${row.plan}-trial`,
          userId: row.user_id,
          properties: { value: ATTRIBUTION_TRIAL_VALUES[row.plan], currency: 'USD' },
        },
        now,
      );
    }
    await recordPurchaseEvent(
      tx,
      {
        userId: row.user_id,
        product: 'subscription',
        amountCents: chargedCents,
        item: { packageId: row.package_id },
      },
      now,
    );
  }

  /** The charge failed: the claim and its coupon redemption go, the attempt stays in the ledger. */
  async function fail(row: SubscriptionRow, message: string, status: 400 | 402): Promise<never> {
    await discard(row, message);
    throw status === 402 ? paymentRequired(message) : badRequest(message);
  }

  async function discard(row: SubscriptionRow, reason: string): Promise<void> {
    if (row.pending_intent_id?.startsWith('pi_')) {
      // A payment that can no longer complete the purchase must not be paid later either.
      await payments.cancelPaymentIntent(row.pending_intent_id).catch(() => undefined);
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE payments SET status = 'failed', failure_message = $2, updated_at = $3 WHERE subscription_id = $1 AND status = 'pending'`,
        [row.id, reason, clock.now()],
      );
      const gone = await tx.query(
        "DELETE FROM subscriptions WHERE id = $1 AND status = 'incomplete' RETURNING id",
        [row.id],
      );
      if (gone.length > 0 && row.coupon_id)
        await releaseCoupon(tx, {
          couponId: row.coupon_id,
          userId: row.user_id,
          purpose: 'subscription',
        });
    });
  }

  return { subscriptionPackage, firstCharge, claim, run, settle, activate, discard };
}
