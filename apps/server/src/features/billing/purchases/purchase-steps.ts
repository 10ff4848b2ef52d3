import { billingTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { conflict, paymentRequired } from '../../../platform/http/errors.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import { gatewayHttpError, isGatewayRefusal } from '../../../platform/payments/gateway-errors.ts';
import { redeemCoupon, releaseCoupon, type CouponQuote } from '../coupons/redeem-coupon.ts';
import { claimStateOf, purchaseClaim, type ClaimState } from './claim-states.ts';
import { markPendingFailed } from './payments-store.ts';
import type { ClaimRow, NewPurchase, PurchaseKind, PurchaseOutcome } from './purchase-kind.ts';

// The steps of the purchase flow (purchase-flow.ts) every path shares: claim, charge (run),
// settle, discard. Each names the claim state it moves to (claim-states.ts).

/** A flow's context: the app's dependencies and the kind of purchase it runs. */
export interface Flow<C extends ClaimRow, Done> {
  deps: Deps;
  kind: PurchaseKind<C, Done>;
}

export const done = <Done>(value: Done): PurchaseOutcome<Done> => ({ kind: 'done', done: value });

export function intentOf({ payments }: Deps, id: string): Promise<Intent> {
  return id.startsWith('seti_')
    ? payments.retrieveSetupIntent(id)
    : payments.retrievePaymentIntent(id);
}

/** The claim's state as its kind's store knows it. */
export function stateOf<C extends ClaimRow, Done>({ kind }: Flow<C, Done>, row: C): ClaimState {
  const { claims } = kind;
  return claimStateOf({ finished: claims.finished(row), intentId: claims.intentOf(row) });
}

/** none -> claimed: the kind's row in, its coupon redeemed in the same transaction. */
export async function claim<C extends ClaimRow, Done>(
  { deps, kind }: Flow<C, Done>,
  p: NewPurchase<C>,
  quote: CouponQuote | null,
): Promise<C> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const row = await p.insert(tx, quote);
    if (quote && kind.purpose !== 'pack')
      await redeemCoupon(tx, {
        couponId: quote.coupon.id,
        userId: p.userId,
        purpose: kind.purpose,
        reference: p.couponReference(row),
        now,
      });
    return row;
  });
}

/**
 * claimed -> charging (or settled when nothing is owed): the gateway's part. A refusal drops the
 * claim; anything else (the gateway unreachable) keeps it, and a retry of the same purchase picks
 * it up with the same idempotency keys.
 */
export async function run<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  row: C,
  source: string | null,
): Promise<PurchaseOutcome<Done>> {
  try {
    const charged = await flow.kind.charge(row, source);
    if (!charged.intent) return done(await flow.kind.finish(charged.claim, null, charged.last4));
    return await settle(flow, charged.claim, charged.intent, charged.last4);
  } catch (err) {
    if (isGatewayRefusal(err)) await discard(flow, row, err.message);
    throw gatewayHttpError(err);
  }
}

/** What an intent's state means for the claim: settled, still charging, or discarded. */
export async function settle<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  row: C,
  intent: Intent,
  last4: string | null = null,
): Promise<PurchaseOutcome<Done>> {
  const { kind } = flow;
  if (intent.status === 'succeeded') {
    purchaseClaim.moves.settle.check(stateOf(flow, row));
    return done(await kind.finish(row, intent, last4));
  }
  if (
    intent.status === 'requires_action' ||
    intent.status === 'processing' ||
    intent.status === 'requires_confirmation'
  ) {
    await recordCharge(flow, row, intent);
    if (intent.status !== 'requires_action') throw conflict(billingTexts.purchaseInProgress);
    const amountCents = intent.object === 'payment_intent' ? intent.amount : 0;
    return {
      kind: 'action',
      action: { requiresAction: true, clientSecret: intent.clientSecret, amountCents },
    };
  }
  const message = kind.refusalOf(intent);
  await discard(flow, row, message);
  throw paymentRequired(message);
}

/** claimed | charging -> charging: the intent the claim now waits for. */
export async function recordCharge<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  row: C,
  intent: Intent,
): Promise<void> {
  const { deps, kind } = flow;
  purchaseClaim.moves.charge.check(stateOf(flow, row));
  await kind.claims.recordIntent(deps.db, row, intent, deps.clock.now());
}

/** claimed | charging -> none: the claim goes, with its coupon; the ledger keeps it as failed. */
export async function discard<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  row: C,
  reason: string,
): Promise<void> {
  const { deps, kind } = flow;
  purchaseClaim.moves.discard.check(stateOf(flow, row));
  const intentId = kind.claims.intentOf(row);
  // A payment that can no longer complete the purchase must not be paid later either.
  if (intentId?.startsWith('pi_'))
    await deps.payments.cancelPaymentIntent(intentId).catch(() => undefined);
  const ledger = kind.ledgerOf(row);
  await deps.db.transaction().execute(async (tx) => {
    if (ledger) await markPendingFailed(tx, ledger, reason, deps.clock.now());
    const gone = await kind.claims.remove(tx, row);
    if (gone && row.coupon_id && kind.purpose !== 'pack')
      await releaseCoupon(tx, {
        couponId: row.coupon_id,
        userId: row.user_id,
        purpose: kind.purpose,
      });
  });
}

export const replaced = <C extends ClaimRow, Done>(flow: Flow<C, Done>, row: C) =>
  discard(flow, row, 'Replaced by a new purchase.');
