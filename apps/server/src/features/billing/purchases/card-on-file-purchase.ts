import { billingTexts } from '@jetsweat/contract';
import { isUniqueViolation } from '../../../platform/db/database.ts';
import { badRequest, conflict } from '../../../platform/http/errors.ts';
import { CouponAlreadyUsedError, quoteCoupon, type CouponQuote } from '../coupons/redeem-coupon.ts';
import { inFlight } from './claim-timings.ts';
import type { ClaimRow, NewPurchase, PurchaseOutcome, Repeats } from './purchase-kind.ts';
import {
  claim,
  done,
  intentOf,
  replaced,
  run,
  settle,
  stateOf,
  type Flow,
} from './purchase-steps.ts';

// The purchase flow's path for a card the buyer hands the server (day passes, subscriptions): the
// server claims, charges and settles in one request; the buyer's bank may still ask for an
// authentication, and a repeat of the request picks the claim up where it was.

function repeatsOf<C extends ClaimRow, Done>({ kind }: Flow<C, Done>): Repeats<C, Done> {
  if (!kind.repeats) throw new Error(`A ${kind.purpose} purchase is not paid with a card on file.`);
  return kind.repeats;
}

/**
 * A purchase meets a claim already there: the same purchase again answers the first one's
 * result; one left unfinished is finished, or dropped (null: start again); else 409.
 */
async function resume<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  existing: C,
  source: string | null,
): Promise<PurchaseOutcome<Done> | null> {
  const repeats = repeatsOf(flow);
  const sameSource = repeats.sameSource(existing, source);
  const state = stateOf(flow, existing);
  if (state === 'settled') {
    if (sameSource) return done(repeats.answerOf(existing));
    throw conflict(repeats.taken(existing));
  }
  if (state === 'charging') {
    const intent = await intentOf(flow.deps, flow.kind.claims.intentOf(existing)!);
    if (sameSource || intent.status === 'succeeded' || intent.status === 'processing') {
      const outcome = await settle(flow, existing, intent);
      if (!sameSource && outcome.kind === 'done' && repeats.refuseOtherOnceSettled)
        throw conflict(repeats.taken(existing));
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
  // Class packs take no promo codes (their purchase never passes one).
  if (kind.purpose === 'pack') throw new Error('A class pack purchase takes no promo code.');
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
export async function purchase<C extends ClaimRow, Done>(
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
