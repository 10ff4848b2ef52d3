import { billingTexts } from '@jetsweat/contract';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, conflict, paymentRequired } from '../../../platform/http/errors.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import { gatewayHttpError, isGatewayRefusal } from '../../../platform/payments/gateway-errors.ts';
import {
  CouponAlreadyUsedError,
  quoteCoupon,
  redeemCoupon,
  releaseCoupon,
  type CouponQuote,
} from '../coupons/redeem-coupon.ts';
import { inFlight, mayStillAuthenticate, staleBefore } from './claim-timings.ts';
import { markPendingFailed } from './payments-store.ts';
import type { ClaimRow, NewPurchase, PurchaseKind, PurchaseOutcome } from './purchase-kind.ts';

export type {
  Charged,
  ClaimRow,
  ClaimStore,
  NewPurchase,
  PurchaseKind,
  PurchaseOutcome,
} from './purchase-kind.ts';

export type PurchaseFlow<C extends ClaimRow, Done> = ReturnType<typeof createPurchaseFlow<C, Done>>;

/** A flow's context: the app's dependencies and the kind of purchase it runs. */
interface Flow<C extends ClaimRow, Done> {
  deps: Deps;
  kind: PurchaseKind<C, Done>;
}

const done = <Done>(value: Done): PurchaseOutcome<Done> => ({ kind: 'done', done: value });

function intentOf({ payments }: Deps, id: string): Promise<Intent> {
  return id.startsWith('seti_')
    ? payments.retrieveSetupIntent(id)
    : payments.retrievePaymentIntent(id);
}

async function claim<C extends ClaimRow, Done>(
  { deps, kind }: Flow<C, Done>,
  p: NewPurchase<C>,
  quote: CouponQuote | null,
): Promise<C> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (tx) => {
    const row = await p.insert(tx, quote);
    if (quote)
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
 * The gateway's part. A refusal drops the claim; anything else (the gateway unreachable) keeps
 * it, and a retry of the same purchase picks it up with the same idempotency keys.
 */
async function run<C extends ClaimRow, Done>(
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

/** What an intent's state means for the purchase. */
async function settle<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  row: C,
  intent: Intent,
  last4: string | null = null,
): Promise<PurchaseOutcome<Done>> {
  const { deps, kind } = flow;
  if (intent.status === 'succeeded') return done(await kind.finish(row, intent, last4));
  if (
    intent.status === 'requires_action' ||
    intent.status === 'processing' ||
    intent.status === 'requires_confirmation'
  ) {
    await kind.claims.recordIntent(deps.db, row, intent, deps.clock.now());
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

/** The claim goes, with its coupon redemption; the attempt stays in the ledger as failed. */
async function discard<C extends ClaimRow, Done>(
  { deps, kind }: Flow<C, Done>,
  row: C,
  reason: string,
): Promise<void> {
  const intentId = kind.claims.intentOf(row);
  // A payment that can no longer complete the purchase must not be paid later either.
  if (intentId?.startsWith('pi_'))
    await deps.payments.cancelPaymentIntent(intentId).catch(() => undefined);
  await deps.db.transaction().execute(async (tx) => {
    await markPendingFailed(tx, kind.ledgerOf(row), reason, deps.clock.now());
    const gone = await kind.claims.remove(tx, row);
    if (gone && row.coupon_id)
      await releaseCoupon(tx, {
        couponId: row.coupon_id,
        userId: row.user_id,
        purpose: kind.purpose,
      });
  });
}

const replaced = <C extends ClaimRow, Done>(flow: Flow<C, Done>, row: C) =>
  discard(flow, row, 'Replaced by a new purchase.');

/**
 * A purchase meets a claim already there: the same purchase again answers the first one's
 * result; one left unfinished is finished, or dropped (null: start again); else 409.
 */
async function resume<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  existing: C,
  source: string | null,
): Promise<PurchaseOutcome<Done> | null> {
  const { kind } = flow;
  const sameSource = kind.sameSource(existing, source);
  if (kind.claims.finished(existing)) {
    if (sameSource) return done(kind.answerOf(existing));
    throw conflict(kind.taken(existing));
  }
  const intentId = kind.claims.intentOf(existing);
  if (intentId) {
    const intent = await intentOf(flow.deps, intentId);
    if (sameSource || intent.status === 'succeeded' || intent.status === 'processing') {
      const outcome = await settle(flow, existing, intent);
      if (!sameSource && outcome.kind === 'done' && kind.refuseOtherOnceSettled)
        throw conflict(kind.taken(existing));
      return outcome;
    }
    // Left waiting (an authentication abandoned, a wallet sheet closed): a new card replaces it.
    await replaced(flow, existing);
    return null;
  }
  if (inFlight(existing, flow.deps.clock.now())) throw conflict(billingTexts.purchaseInProgress);
  if (sameSource) return run(flow, existing, source);
  await replaced(flow, existing);
  return null;
}

/** The promo code priced, or 'raced' when the same purchase sent twice at once redeemed it. */
async function quote<C extends ClaimRow, Done>(
  { deps, kind }: Flow<C, Done>,
  p: NewPurchase<C>,
): Promise<CouponQuote | null | 'raced'> {
  if (!p.promo) return null;
  try {
    return await quoteCoupon(deps.db, p.promo, {
      purpose: kind.purpose,
      amount: p.price.amount,
      packageId: p.price.packageId,
      userId: p.userId,
      now: deps.clock.now(),
    });
  } catch (err) {
    // The same purchase, sent twice at once, redeemed the code a moment ago: answer as its repeat.
    if (err instanceof CouponAlreadyUsedError && (await p.existing())) return 'raced';
    throw err;
  }
}

/** A purchase from start to its outcome; racing requests become repeats of the first. */
async function purchase<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  p: NewPurchase<C>,
): Promise<PurchaseOutcome<Done>> {
  for (let round = 0; round < 3; round++) {
    const existing = await p.existing();
    if (existing) {
      const outcome = await resume(flow, existing, p.source);
      if (outcome) return outcome;
      continue;
    }
    p.beforeNew?.();
    const quoted = await quote(flow, p);
    if (quoted === 'raced') continue;
    if (p.needsCard(quoted) && !p.source) throw badRequest(billingTexts.cardRequired);
    let row: C;
    try {
      row = await claim(flow, p, quoted);
    } catch (err) {
      // Another request claimed first: answer as a repeat of it.
      if (isUniqueViolation(err, p.oneAtATime)) continue;
      throw err;
    }
    return run(flow, row, p.source);
  }
  throw conflict(billingTexts.purchaseInProgress);
}

/** Claims left unfinished: finished if the money arrived, else dropped (authentication may wait a day). */
async function reapStale<C extends ClaimRow, Done>(flow: Flow<C, Done>): Promise<number> {
  const { deps, kind } = flow;
  const now = deps.clock.now();
  let reaped = 0;
  for (const row of await kind.claims.stale(deps.db, staleBefore(now))) {
    const intentId = kind.claims.intentOf(row);
    const intent = intentId ? await intentOf(flow.deps, intentId).catch(() => null) : null;
    if (intent?.status === 'succeeded') await settle(flow, row, intent).catch(() => undefined);
    else if (intent?.status === 'requires_action' && mayStillAuthenticate(row, now)) continue;
    else await discard(flow, row, 'The purchase was not completed.');
    reaped++;
  }
  return reaped;
}

/** The bank's answer arrived (webhook or sandbox): finish the claim, or refund a stray payment. */
async function settleFromEvent<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  intent: Intent,
): Promise<void> {
  const { deps, kind } = flow;
  const found = await kind.claims.forEvent(deps.db, intent);
  if (!found) return;
  const row = found.claim;
  if (row && !kind.claims.finished(row) && kind.eventSettles(row, intent)) {
    if (intent.status === 'succeeded' || intent.lastError)
      await settle(flow, row, intent).catch(() => undefined);
    return;
  }
  const stray =
    intent.object === 'payment_intent' &&
    intent.status === 'succeeded' &&
    !kind.paidWith(row, intent);
  // Paid for a purchase that had already failed or been replaced: give the money back.
  if (stray) await deps.payments.refund({ paymentIntentId: intent.id }, `refund:${intent.id}`);
}

/**
 * The purchase state machine, written once for every purchase the server charges:
 * claim (a row that one unique constraint lets in, coupon redeemed in the same transaction) ->
 * charge (at the gateway, with idempotency keys made from the claim) -> settle (what the intent's
 * state means) -> finish or discard; and the reaper for claims left unfinished. A repeat, a
 * retry, a second tab or a crash never charges twice; a refused charge leaves no claim behind.
 */
export function createPurchaseFlow<C extends ClaimRow, Done>(
  deps: Deps,
  kind: PurchaseKind<C, Done>,
) {
  const flow: Flow<C, Done> = { deps, kind };
  return {
    purchase: (p: NewPurchase<C>) => purchase(flow, p),
    claim: (p: NewPurchase<C>, quoted: CouponQuote | null) => claim(flow, p, quoted),
    settle: (row: C, intent: Intent) => settle(flow, row, intent),
    discard: (row: C, reason: string) => discard(flow, row, reason),
    replaced: (row: C) => replaced(flow, row),
    intentOf: (id: string) => intentOf(deps, id),
    reapStale: () => reapStale(flow),
    settleFromEvent: (intent: Intent) => settleFromEvent(flow, intent),
  };
}
