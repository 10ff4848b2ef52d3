import { scheduleTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { Intent, PaymentIntent } from '../../../platform/payments/gateway.ts';
import type { ClaimRow, ClaimStore, PurchaseKind } from '../../billing/service.ts';
import { bookLiveClass, type Finished } from './book-live-class.ts';
import type { LiveClassRow } from '../live-classes.ts';
import type { LivePrice } from './live-price.ts';
import { findSeatByIntent, giveBackHeldSeat, updateHold, type SeatRow } from './seat-store.ts';

export const LIVE_CLASS_PURPOSE = 'liveclass';

/**
 * A live-class purchase's claim: the seat held while the person pays (hold-seat.ts), so when many
 * reach for the last seat only one is ever charged. In the purchase flow's states it is claimed
 * while held with no payment, charging once its intent is recorded, and settled once booked. Its
 * coupon is spent with the booking (book-live-class.ts), not with the claim.
 */
export interface SeatClaim extends ClaimRow {
  classId: number;
  state: SeatRow['state'];
  intentId: string | null;
  /** What the seat is held for, as the buyer asked it (a claim found by its payment has none). */
  order?: { row: LiveClassRow; price: LivePrice };
}

export function seatClaim(seat: SeatRow, order?: SeatClaim['order']): SeatClaim {
  return {
    id: seat.id,
    user_id: seat.user_id,
    coupon_id: null,
    updated_at: seat.created_at,
    classId: seat.live_class_id,
    state: seat.state,
    intentId: seat.payment_intent_id,
    ...(order ? { order } : {}),
  };
}

/**
 * Where the live-class claims live: the seats. A hold ends by itself (held_until; the schedule's
 * end-expired-holds.ts gives it back), so there is nothing stale for the flow's reaper.
 */
const seatClaims: ClaimStore<SeatClaim> = {
  intentOf: (claim) => claim.intentId,
  finished: (claim) => claim.state === 'booked',
  // The hold's price is the intent's: its amount and the promo code it was made with.
  recordIntent: (db, claim, intent) =>
    updateHold(db, claim.id, {
      amountCents: paymentOf(intent).amount,
      promo: intent.metadata.promo || null,
      paymentIntentId: intent.id,
    }),
  remove: (tx, claim) => giveBackHeldSeat(tx, claim.id),
  async forEvent(db, intent) {
    if (intent.object !== 'payment_intent' || intent.metadata.purpose !== LIVE_CLASS_PURPOSE)
      return null;
    const seat = await findSeatByIntent(db, intent.id);
    return { claim: seat && seatClaim(seat) };
  },
};

function paymentOf(intent: Intent | null): PaymentIntent {
  if (intent?.object !== 'payment_intent') throw new Error('A live class is paid by a payment.');
  return intent;
}

/**
 * The charge step: one intent per held seat and price, so a doubled or retried request answers
 * the same one. It is not confirmed here: the browser confirms it with the card.
 */
async function charge(deps: Deps, claim: SeatClaim) {
  if (!claim.order) throw new Error('A live-class seat is charged for what its buyer asked.');
  const { row, price } = claim.order;
  const intent = await deps.payments.createPaymentIntent(
    {
      amount: price.amountCents,
      description: `Live class: ${row.title}`,
      metadata: {
        purpose: LIVE_CLASS_PURPOSE,
        userId: String(claim.user_id),
        liveClassId: String(row.id),
        promo: price.promo ?? '',
        couponId: price.couponId === null ? '' : String(price.couponId),
      },
    },
    `liveclass:${claim.id}:${price.amountCents}:${price.promo ?? ''}`,
  );
  return { claim, intent, last4: null };
}

/**
 * What is a live class's own in the purchase flow: its claim (a held seat), its charge (an intent
 * for the browser) and its finish (book-live-class.ts: the payment becomes a booking once, whether
 * the browser's confirmation or the gateway's event arrives first, or is refunded when the class
 * is full, closed or booked already). A payment whose hold ran out is finished the same way: booked
 * if a seat is still there, else refunded. A declined card leaves the seat held for another card.
 */
export function liveClassPurchase(
  deps: Deps,
  onMailError: (err: unknown) => void,
): PurchaseKind<SeatClaim, Finished> {
  const book = (intent: Intent | null) =>
    bookLiveClass(deps, { way: 'card', intent: paymentOf(intent) }, onMailError);
  return {
    purpose: LIVE_CLASS_PURPOSE,
    claims: seatClaims,
    // The seat (or its refund) keeps a live class's payment: it has no row in the ledger.
    ledgerOf: () => null,
    charge: (claim) => charge(deps, claim),
    finish: (_claim, intent) => book(intent),
    refusalOf: () => scheduleTexts.paymentNotComplete,
    // Only the money settles a seat: a declined card leaves it held for another try.
    eventSettles: (_claim, intent) => intent.status === 'succeeded',
    paidWith: (claim, intent) => claim?.intentId === intent.id,
    unclaimed: book,
  };
}
