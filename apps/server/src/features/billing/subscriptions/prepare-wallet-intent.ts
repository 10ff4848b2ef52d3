import { billingTexts } from '@jetsweat/contract';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import type { BillingDeps } from '../billing-deps.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import { gatewayHttpError } from '../../../platform/payments/gateway-errors.ts';
import { quoteCoupon } from '../coupons/redeem-coupon.ts';
import { ensureCustomer } from '../customers/ensure-customer.ts';
import { recordPendingPayment } from '../purchases/payments-store.ts';
import { inFlight } from '../purchases/claim-timings.ts';
import type { PurchaseFlow } from '../purchases/purchase-flow.ts';
import { firstCharge, newSubscription, subscriptionPackage } from './subscription-purchase-kind.ts';
import {
  openSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './subscription-store.ts';

type Flow = PurchaseFlow<SubscriptionRow, SubscriptionRow>;

/**
 * A wallet sheet opened again (or another plan chosen): the earlier attempt is replaced, unless
 * its money already arrived. Answers the subscription still open afterwards, if any.
 */
async function clearEarlierAttempt(deps: Deps, flow: Flow, userId: number) {
  const existing = await openSubscription(deps.db, userId);
  if (existing?.status !== 'incomplete') return existing;
  const intent = existing.pending_intent_id
    ? await flow.intentOf(existing.pending_intent_id)
    : null;
  if (intent?.status === 'succeeded') await flow.settle(existing, intent);
  else if (intent || !inFlight(existing, deps.clock.now())) await flow.replaced(existing);
  return openSubscription(deps.db, userId);
}

/** The intent the wallet confirms: a setup intent for a trial, else the first payment. */
async function walletIntent(
  deps: BillingDeps,
  row: SubscriptionRow,
  charge: { trial: boolean; amount: number; title: string },
): Promise<Intent> {
  const { payments, clock } = deps;
  const customerId = await ensureCustomer(deps, row.user_id);
  const metadata = {
    subscription: row.public_id,
    userId: String(row.user_id),
    purpose: 'subscription',
  };
  if (charge.trial)
    return payments.createSetupIntent({ customerId, metadata }, `${row.public_id}:setup`);
  const { amount } = charge;
  const intent = await payments.createPaymentIntent(
    { amount, customerId, saveCard: true, description: charge.title, metadata },
    `${row.public_id}:period:1`,
  );
  await recordPendingPayment(deps.db, {
    userId: row.user_id,
    for: { subscriptionId: row.id, period: 1 },
    amountCents: amount,
    idempotencyKey: `${row.public_id}:period:1`,
    intentId: intent.id,
    now: clock.now(),
  });
  return intent;
}

/**
 * POST /api/user/subscription/payment-intent: claims the purchase and answers an intent for the
 * browser to confirm with a wallet's card. The claim waits for the intent's event (or the reaper);
 * a charge the gateway refuses drops it at once.
 */
export async function prepareWalletIntent(
  deps: BillingDeps,
  flow: Flow,
  userId: number,
  body: { packageId: string; promo?: string | undefined },
): Promise<Intent> {
  const { db, clock } = deps;
  const pkg = await subscriptionPackage(deps, body.packageId, undefined);
  const existing = await clearEarlierAttempt(deps, flow, userId);
  if (existing)
    throw conflict(
      existing.status === 'incomplete'
        ? billingTexts.purchaseInProgress
        : billingTexts.alreadySubscribed,
    );
  const purchase = newSubscription(deps, userId, pkg, {
    source: null,
    promo: body.promo,
    origin: 'wallet',
  });
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
    row = await flow.claim(purchase, quote);
  } catch (err) {
    if (isUniqueViolation(err, purchase.oneAtATime))
      throw conflict(billingTexts.purchaseInProgress);
    throw err;
  }
  try {
    const intent = await walletIntent(deps, row, { trial, amount, title: pkg.title });
    await updateSubscription(db, row, { pending_intent_id: intent.id }, clock.now());
    return intent;
  } catch (err) {
    await flow.discard(row, err instanceof Error ? err.message : 'failed');
    throw gatewayHttpError(err);
  }
}
