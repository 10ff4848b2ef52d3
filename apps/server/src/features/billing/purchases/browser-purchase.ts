import type { Intent } from '../../../platform/payments/gateway.ts';
import { gatewayHttpError } from '../../../platform/payments/gateway-errors.ts';
import { conflict, paymentRequired } from '../../../platform/http/errors.ts';
import { billingTexts } from '@jetsweat/contract';
import type { BrowserPurchase, ClaimRow, Prepared } from './purchase-kind.ts';
import { discard, recordCharge, settle, stateOf, type Flow } from './purchase-steps.ts';

// The purchase flow's path for a payment the buyer's browser confirms with the card (a live
// class): the server claims and asks for an intent (claimed -> charging), the browser pays it, and
// the browser's confirmation or the gateway's event, whichever comes first, settles the claim.

/**
 * Claims (or finds the buyer's running claim) and answers the intent for the browser to confirm.
 * A new claim whose intent could not be made is discarded; a running one is kept as it was. An
 * intent paid already (the browser lost the answer) settles the claim now rather than take money
 * twice.
 */
export async function prepare<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  p: BrowserPurchase<C>,
): Promise<Prepared<Done>> {
  const { claim: row, fresh } = await p.take();
  let intent: Intent | null;
  let charged: C;
  try {
    ({ claim: charged, intent } = await flow.kind.charge(row, null));
  } catch (err) {
    if (fresh) await discard(flow, row, 'The payment could not start.');
    throw gatewayHttpError(err);
  }
  if (!intent) throw new Error(`A ${flow.kind.purpose} paid in the browser needs an intent.`);
  if (intent.status === 'succeeded') return { kind: 'done', done: await paid(flow, intent) };
  await recordCharge(flow, charged, intent);
  return { kind: 'charging', intent };
}

/**
 * A succeeded payment becomes what it paid for, once: its claim settles; a claim settled already
 * is answered again (a kind's finish is idempotent); a claim gone meanwhile is the kind's to answer
 * (`unclaimed`: booked if it still can be, else refunded).
 */
async function paid<C extends ClaimRow, Done>(flow: Flow<C, Done>, intent: Intent): Promise<Done> {
  const { deps, kind } = flow;
  const row = (await kind.claims.forEvent(deps.db, intent))?.claim;
  if (row && stateOf(flow, row) !== 'settled') {
    const outcome = await settle(flow, row, intent);
    if (outcome.kind === 'done') return outcome.done;
    throw conflict(billingTexts.purchaseInProgress);
  }
  if (row && kind.paidWith(row, intent)) return kind.finish(row, intent, null);
  if (!kind.unclaimed) throw new Error(`A ${kind.purpose} payment without its claim.`);
  return kind.unclaimed(intent);
}

/**
 * The browser's confirmation of a payment its kind checked is the buyer's (402 until the money
 * arrived: the claim stays charging, and the browser may pay it again with another card).
 */
export async function settleConfirmed<C extends ClaimRow, Done>(
  flow: Flow<C, Done>,
  intent: Intent,
): Promise<Done> {
  if (intent.status !== 'succeeded') throw paymentRequired(flow.kind.refusalOf(intent));
  return paid(flow, intent);
}
