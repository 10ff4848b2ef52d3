import type { Deps } from '../../../platform/deps.ts';
import type { Intent } from '../../../platform/payments/gateway.ts';
import type { CouponQuote } from '../coupons/redeem-coupon.ts';
import { prepare, settleConfirmed } from './browser-purchase.ts';
import { mayStillAuthenticate, staleBefore } from './claim-timings.ts';
import { purchase } from './card-on-file-purchase.ts';
import type { BrowserPurchase, ClaimRow, NewPurchase, PurchaseKind } from './purchase-kind.ts';
import {
  claim,
  discard,
  intentOf,
  replaced,
  settle,
  stateOf,
  type Flow,
} from './purchase-steps.ts';

export type {
  BrowserPurchase,
  Charged,
  ClaimRow,
  ClaimStore,
  NewPurchase,
  Prepared,
  PurchaseKind,
  PurchaseOutcome,
  Repeats,
} from './purchase-kind.ts';
export { purchaseClaim, type ClaimState } from './claim-states.ts';

export type PurchaseFlow<C extends ClaimRow, Done> = ReturnType<typeof createPurchaseFlow<C, Done>>;

/** Claims left unfinished: finished if the money arrived, else dropped (authentication may wait a day). */
async function reapStale<C extends ClaimRow, Done>(flow: Flow<C, Done>): Promise<number> {
  const { deps, kind } = flow;
  const now = deps.clock.now();
  let reaped = 0;
  for (const row of (await kind.claims.stale?.(deps.db, staleBefore(now))) ?? []) {
    const intentId = kind.claims.intentOf(row);
    const intent = intentId ? await intentOf(flow.deps, intentId).catch(() => null) : null;
    if (intent?.status === 'succeeded') await settle(flow, row, intent).catch(() => undefined);
    else if (intent?.status === 'requires_action' && mayStillAuthenticate(row, now)) continue;
    else await discard(flow, row, 'The purchase was not completed.');
    reaped++;
  }
  return reaped;
}

const ignore = () => undefined;

/**
 * The bank's answer arrived (webhook or sandbox): settle the claim, or what a succeeded payment
 * whose claim is gone becomes (refunded, or the kind's `unclaimed`). A failure to settle goes to
 * `onError` (by default left for the reaper, which asks the gateway again).
 */
async function settleFromEvent<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  intent: Intent,
  onError: (err: unknown) => void = ignore,
): Promise<void> {
  const { deps, kind } = flow;
  const found = await kind.claims.forEvent(deps.db, intent);
  if (!found) return;
  const row = found.claim;
  if (row && stateOf(flow, row) !== 'settled' && kind.eventSettles(row, intent)) {
    if (intent.status === 'succeeded' || intent.lastError)
      await settle(flow, row, intent).catch(onError);
    return;
  }
  const stray =
    intent.object === 'payment_intent' &&
    intent.status === 'succeeded' &&
    !kind.paidWith(row, intent);
  if (!stray) return;
  // Paid for a purchase that had already failed, been replaced or ended: the kind's to answer,
  // else the money goes back.
  if (kind.unclaimed) await kind.unclaimed(intent);
  else await deps.payments.refund({ paymentIntentId: intent.id }, `refund:${intent.id}`);
}

/**
 * The one executor of every purchase the server charges (day passes, subscriptions, single live
 * classes; docs/decisions/0104-one-purchase-executor.md). Each kind (purchase-kind.ts) supplies
 * where its claim lives and what its charge and its finish are; the flow moves the claim through
 * its named states (claim-states.ts):
 *
 *   none --claim--> claimed --charge--> charging --settle--> settled
 *   claimed | charging --discard--> none
 *
 * claim: a row that one unique constraint (or the class's lock, for a seat) lets in, its coupon
 * redeemed in the same transaction; charge: at the gateway, with idempotency keys made from the
 * claim; settle: what the intent's state means, the kind's finish once the money arrived; discard:
 * the claim goes, with its coupon and its ledger row marked failed. Two paths reach it: a card on
 * file the server charges (`purchase`: day passes, subscriptions) and a payment the browser
 * confirms (`prepare`, then `settleConfirmed`: live classes); the gateway's event settles either
 * (`settleFromEvent`), and the reaper finishes or drops claims left unfinished (`reapStale`). A
 * repeat, a retry, a second tab or a crash never charges twice; a refused charge leaves no claim.
 */
export function createPurchaseFlow<C extends ClaimRow, Done>(
  deps: Deps,
  kind: PurchaseKind<C, Done>,
) {
  const flow: Flow<C, Done> = { deps, kind };
  return {
    purchase: (p: NewPurchase<C>) => purchase(flow, p),
    prepare: (p: BrowserPurchase<C>) => prepare(flow, p),
    settleConfirmed: (intent: Intent) => settleConfirmed(flow, intent),
    claim: (p: NewPurchase<C>, quoted: CouponQuote | null) => claim(flow, p, quoted),
    settle: (row: C, intent: Intent) => settle(flow, row, intent),
    discard: (row: C, reason: string) => discard(flow, row, reason),
    replaced: (row: C) => replaced(flow, row),
    intentOf: (id: string) => intentOf(deps, id),
    reapStale: () => reapStale(flow),
    settleFromEvent: (intent: Intent, onError?: (err: unknown) => void) =>
      settleFromEvent(flow, intent, onError),
  };
}
