import { ATTRIBUTION_TRIAL_VALUES, billingTexts, plans } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import { recordProductEvent, recordPurchaseEvent } from '../../product-events/service.ts';
import { billingMail, recipientOf } from '../customers/billing-mail.ts';
import { addPeriod, DAY_MS } from './billing-periods.ts';
import type { PackageRow } from '../packages/package-store.ts';
import { markPendingPaid, recordSucceededPayment } from '../purchases/payments-store.ts';
import {
  subscriptionById,
  updateSubscription,
  type SubscriptionChanges,
  type SubscriptionRow,
} from './subscription-store.ts';

/** What the first charge of a purchase is: a trial (nothing charged), or `amount`. */
export interface FirstCharge {
  pkg: PackageRow;
  trial: boolean;
  amount: number;
}

/** The subscription's first period: the trial, or the first paid period. */
function firstPeriod(
  row: SubscriptionRow,
  { pkg, trial }: FirstCharge,
  intent: Intent | null,
  now: Date,
): SubscriptionChanges {
  const started = { pending_intent_id: null, start_source: row.start_source ?? intent?.id ?? null };
  if (trial) {
    const end = new Date(now.getTime() + pkg.trial_days * DAY_MS);
    return {
      ...started,
      status: 'trialing',
      trial_end: end,
      current_period_start: now,
      current_period_end: end,
    };
  }
  return {
    ...started,
    status: 'active',
    current_period_start: now,
    current_period_end: addPeriod(now, row.plan),
    periods_paid: 1,
    discounted_payments_left:
      row.discounted_payments_left === null ? null : Math.max(0, row.discounted_payments_left - 1),
  };
}

/** The first period's payment in the ledger: the pending row made paid, or written now. */
async function recordFirstPayment(
  tx: Database,
  row: SubscriptionRow,
  amount: number,
  intent: Intent | null,
  now: Date,
) {
  const first = { subscriptionId: row.id, period: 1 };
  const paid = await markPendingPaid(tx, first, intent?.id ?? null, now);
  if (paid > 0) return;
  await recordSucceededPayment(tx, {
    userId: row.user_id,
    for: first,
    amountCents: amount,
    idempotencyKey: `${row.public_id}:period:1`,
    intentId: intent?.id ?? null,
    now,
  });
}

/**
 * A started trial is counted for the link-attribution service under its own name and value;
 * every purchase is a conversion, with what was actually charged (spec 7).
 */
async function recordPurchaseEvents(
  tx: Database,
  row: SubscriptionRow,
  trial: boolean,
  chargedCents: number,
  now: Date,
) {
  if (trial) {
    const properties = { value: ATTRIBUTION_TRIAL_VALUES[row.plan], currency: 'USD' };
    await recordProductEvent(
      tx,
      { name: `${row.plan}-trial`, userId: row.user_id, properties },
      now,
    );
  }
  const item = { packageId: row.package_id };
  await recordPurchaseEvent(
    tx,
    { userId: row.user_id, product: 'subscription', amountCents: chargedCents, item },
    now,
  );
}

/**
 * The purchase went through: the trial or first paid period starts, the ledger and the events
 * say so, and the subscriber gets the mail, once however many callers (the browser, the webhook,
 * the reaper) arrive.
 */
export async function activateSubscription(
  deps: BillingDeps,
  row: SubscriptionRow,
  charge: FirstCharge,
  intent: Intent | null,
): Promise<SubscriptionRow> {
  const { db, clock, payments } = deps;
  const now = clock.now();
  const { pkg, trial, amount } = charge;
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
  const changed = await db.transaction().execute(async (tx) => {
    const changes = { ...card, ...firstPeriod(row, charge, intent, now) };
    const updated = await updateSubscription(tx, row, changes, now);
    if (!updated) return undefined;
    if (!trial) await recordFirstPayment(tx, row, amount, intent, now);
    await recordPurchaseEvents(tx, row, trial, trial ? 0 : amount, now);
    return updated;
  });
  if (!changed) {
    // Someone else (the webhook, a second tab) activated it first and sent the mail.
    const fresh = await subscriptionById(db, row.id);
    if (!fresh || fresh.status === 'incomplete') throw conflict(billingTexts.purchaseInProgress);
    return fresh;
  }
  await billingMail.subscriptionStarted(deps, await recipientOf(deps, row.user_id, pkg.studio_id), {
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
