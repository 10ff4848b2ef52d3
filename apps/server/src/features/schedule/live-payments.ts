import type { LiveClassConfirmation } from '@jetsweat/contract';
import { LIVE_CLASS_HOLD_MINUTES, scheduleTexts } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';
import type { Deps } from '../../platform/deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  paymentRequired,
} from '../../platform/errors.ts';
import { GatewayRequestError, type PaymentIntent } from '../../platform/payments/gateway.ts';
import { gatewayHttpError } from '../../platform/payments/payments-routes.ts';
import { recordPurchaseEvent } from '../../platform/product-events.ts';
import { createAccountsService } from '../accounts/service.ts';
import { liveClassIncluded } from '../billing/entitlement.ts';
import { sendBookingMail } from './booking-mail.ts';
import { livePrice, redeemLiveCoupon, type LivePrice } from './pricing.ts';
import { bookLockedClass, lockClassOrFail, refuseStarted, type Booked } from './seats.ts';
import {
  claimRefund,
  findLiveClass,
  findRefund,
  findSeat,
  findSeatByIntent,
  forgetRefund,
  giveBackHeldSeat,
  insertHeldSeat,
  recordRefund,
  takeSeat,
  updateHold,
  type LiveClassRow,
  type RefundReason,
} from './store.ts';
import { bookingView, liveClassView } from './views.ts';

const PURPOSE = 'liveclass';
const refundTexts: Record<RefundReason, string> = {
  full: scheduleTexts.classFullRefunded,
  already: scheduleTexts.alreadyRegisteredRefunded,
  started: scheduleTexts.classStartedRefunded,
};

export type Finished =
  { kind: 'booked'; booked: Booked } | { kind: 'refunded'; reason: RefundReason };

/**
 * Paying for a single live class (spec 4.6). A seat is held while the person pays, so when many
 * people reach for the last seat only one of them is ever charged; the payment becomes a booking
 * once, whether the browser's confirmation or the gateway's event arrives first; a payment that
 * can no longer become a booking is refunded.
 */
export function createLivePayments(
  deps: Deps,
  onMailError: (err: unknown) => void = console.error,
) {
  const { db, clock, payments } = deps;
  const accounts = createAccountsService(deps);

  const visible = (row: LiveClassRow, siteStudioId: number | null, studioId: number | null) =>
    row.is_on_jetsweat || row.studio_id === siteStudioId || row.studio_id === studioId;

  /** The class a payment is for, as the person may see it, checked against the studio they named. */
  async function classFor(
    id: number,
    studioId: number,
    siteStudioId: number | null,
    userStudioId: number | null,
  ) {
    const row = await findLiveClass(db, id, clock.now());
    if (!row || !visible(row, siteStudioId, userStudioId))
      throw notFound(scheduleTexts.classNotFound);
    if (row.studio_id !== studioId) throw badRequest(scheduleTexts.wrongStudio);
    return row;
  }

  async function confirmation(booked: Booked): Promise<LiveClassConfirmation> {
    const row = await findLiveClass(db, booked.seat.live_class_id, clock.now());
    return {
      booking: bookingView(booked.seat),
      liveClass: liveClassView(row!),
      workoutId: booked.workoutId,
    };
  }

  /** Turns a succeeded card payment into the booking it paid for, once; refunds it when it cannot be. */
  async function finishCardBooking(intent: PaymentIntent): Promise<Finished> {
    const userId = Number(intent.metadata.userId);
    const classId = Number(intent.metadata.liveClassId);
    const now = clock.now();
    const earlier = await findRefund(db, intent.id);
    if (earlier) return { kind: 'refunded', reason: earlier.reason };
    const outcome = await db.transaction(
      async (tx): Promise<Finished | { kind: 'refund'; reason: RefundReason }> => {
        const locked = await lockClassOrFail(tx, classId, now);
        const paid = await findSeatByIntent(tx, intent.id);
        if (paid?.state === 'booked') {
          return {
            kind: 'booked',
            booked: await bookLockedClass(tx, locked, userId, bookingOf(intent), now),
          };
        }
        const seat = await findSeat(tx, classId, userId);
        let reason: RefundReason | null = null;
        if (seat?.state === 'booked') reason = 'already';
        else if (!seat && new Date(locked.scheduled_at).getTime() <= now.getTime())
          reason = 'started';
        else if (!seat && locked.seats_taken >= locked.capacity) reason = 'full';
        if (reason) {
          const claimed = await claimRefund(tx, {
            paymentIntentId: intent.id,
            userId,
            liveClassId: classId,
            amountCents: intent.amount,
            reason,
            now,
          });
          return claimed ? { kind: 'refund', reason } : { kind: 'refunded', reason };
        }
        const booked = await bookLockedClass(tx, locked, userId, bookingOf(intent), now);
        await redeemQuietly(tx, intent, userId, classId, now);
        if (booked.fresh) {
          const item = { liveClassId: classId };
          await recordPurchaseEvent(
            tx,
            { userId, product: 'liveclass', amountCents: intent.amount, item },
            now,
          );
        }
        return { kind: 'booked', booked };
      },
    );
    if (outcome.kind === 'booked' && outcome.booked.fresh)
      await sendBookingMail(deps, outcome.booked.seat, onMailError);
    if (outcome.kind !== 'refund') return outcome;
    try {
      const refund = await payments.refund(
        { paymentIntentId: intent.id },
        `liveclass-refund:${intent.id}`,
      );
      await recordRefund(db, intent.id, refund.id);
    } catch (err) {
      // Unclaim it, so the next confirmation or gateway event tries the refund again.
      await forgetRefund(db, intent.id);
      throw err;
    }
    return { kind: 'refunded', reason: outcome.reason };
  }

  return {
    finishCardBooking,

    /** POST /api/liveclass/upcoming/payment-intent: holds a seat and answers the card payment to confirm. */
    async paymentIntent(
      userId: number,
      body: {
        amount: number;
        studioId: number;
        liveClassId: number;
        coupon?: string | null | undefined;
      },
      siteStudioId: number | null,
    ): Promise<{ client_secret: string; id: string; amount: number }> {
      const user = await accounts.me(userId, siteStudioId);
      const now = clock.now();
      const row = await classFor(body.liveClassId, body.studioId, siteStudioId, user.studioId);
      if (
        await liveClassIncluded(
          db,
          user,
          { studioId: row.studio_id, scheduledAt: new Date(row.scheduled_at) },
          siteStudioId,
          now,
        )
      ) {
        throw conflict(scheduleTexts.includedInPlan);
      }
      const price = await livePrice(db, {
        priceCents: row.price_cents,
        promo: body.coupon,
        userId,
        now,
      });
      if (body.amount !== price.amountCents) throw badRequest(scheduleTexts.wrongAmount);
      if (price.amountCents === 0) throw badRequest(scheduleTexts.noPaymentNeeded);
      const heldUntil = new Date(now.getTime() + LIVE_CLASS_HOLD_MINUTES * 60_000);

      const hold = await db.transaction(async (tx) => {
        const locked = await lockClassOrFail(tx, row.id, now);
        const seat = await findSeat(tx, row.id, userId);
        if (seat?.state === 'booked') throw conflict(scheduleTexts.alreadyRegistered);
        refuseStarted(locked, now);
        if (seat) return { seatId: seat.id, fresh: false };
        if (!(await takeSeat(tx, row.id))) throw conflict(scheduleTexts.classFull);
        const held = await insertHeldSeat(tx, {
          classId: row.id,
          userId,
          heldUntil,
          amountCents: price.amountCents,
          promo: price.promo,
          now,
        });
        return { seatId: held.id, fresh: true };
      });

      let intent: PaymentIntent;
      try {
        intent = await payments.createPaymentIntent(
          {
            amount: price.amountCents,
            description: `Live class: ${row.title}`,
            metadata: {
              purpose: PURPOSE,
              userId: String(userId),
              liveClassId: String(row.id),
              promo: price.promo ?? '',
              couponId: price.couponId === null ? '' : String(price.couponId),
            },
          },
          // One intent per held seat and price: a doubled or retried request answers the same one.
          `liveclass:${hold.seatId}:${price.amountCents}:${price.promo ?? ''}`,
        );
      } catch (err) {
        if (hold.fresh) await db.transaction((tx) => giveBackHeldSeat(tx, hold.seatId));
        throw gatewayHttpError(err);
      }
      if (intent.status === 'succeeded') {
        // Paid already (the browser lost the answer): book it now rather than take money twice.
        const finished = await finishCardBooking(intent);
        throw conflict(
          finished.kind === 'booked'
            ? scheduleTexts.alreadyRegistered
            : refundTexts[finished.reason],
        );
      }
      await updateHold(db, hold.seatId, {
        heldUntil,
        amountCents: price.amountCents,
        promo: price.promo,
        paymentIntentId: intent.id,
      });
      return { client_secret: intent.clientSecret, id: intent.id, amount: intent.amount };
    },

    /** POST /api/liveclass/upcoming/{liveClassId}/confirmation: a paid intent, or a free booking. */
    async confirm(
      userId: number,
      classId: number,
      body: {
        amount: number;
        studioId: number;
        paymentIntentId: string | null;
        promo?: string | null | undefined;
        liveClassId?: number | undefined;
      },
      siteStudioId: number | null,
    ): Promise<LiveClassConfirmation> {
      if (body.liveClassId !== undefined && body.liveClassId !== classId)
        throw badRequest(scheduleTexts.intentOtherClass);
      const user = await accounts.me(userId, siteStudioId);
      const row = await classFor(classId, body.studioId, siteStudioId, user.studioId);
      if (body.paymentIntentId === null) return confirmFree(userId, row, body.amount, body.promo);

      let intent: PaymentIntent;
      try {
        intent = await payments.retrievePaymentIntent(body.paymentIntentId);
      } catch (err) {
        if (err instanceof GatewayRequestError) throw notFound(scheduleTexts.paymentNotFound);
        throw err;
      }
      if (intent.metadata.purpose !== PURPOSE) throw notFound(scheduleTexts.paymentNotFound);
      if (intent.metadata.userId !== String(userId)) throw forbidden(scheduleTexts.intentNotYours);
      if (intent.metadata.liveClassId !== String(classId))
        throw badRequest(scheduleTexts.intentOtherClass);
      if (intent.status !== 'succeeded') throw paymentRequired(scheduleTexts.paymentNotComplete);
      const finished = await finishCardBooking(intent);
      if (finished.kind === 'refunded') throw conflict(refundTexts[finished.reason]);
      return confirmation(finished.booked);
    },
  };

  /** The free path: a coupon (or a price of 0) leaves nothing to pay, so no card is involved. */
  async function confirmFree(
    userId: number,
    row: LiveClassRow,
    amount: number,
    promo: string | null | undefined,
  ) {
    const now = clock.now();
    // Asked again (a double click, a retry): the booking made the first time, coupon spent once.
    const mine = await findSeat(db, row.id, userId);
    if (mine?.state === 'booked' && (mine.paid_with === 'coupon' || mine.paid_with === 'free')) {
      const again = freeBooking({ amountCents: 0, promo: mine.promo, couponId: null });
      const booked = await db.transaction(async (tx) =>
        bookLockedClass(tx, await lockClassOrFail(tx, row.id, now), userId, again, now),
      );
      return confirmation(booked);
    }
    const price = await livePrice(db, { priceCents: row.price_cents, promo, userId, now });
    if (price.amountCents !== 0) throw paymentRequired(scheduleTexts.notFree);
    if (amount !== 0) throw badRequest(scheduleTexts.wrongAmount);
    const booked = await db.transaction(async (tx) => {
      const locked = await lockClassOrFail(tx, row.id, now);
      const seat = await findSeat(tx, row.id, userId);
      if (seat?.state !== 'booked') {
        if (!seat) refuseStarted(locked, now);
        await redeemLiveCoupon(tx, price, { userId, liveClassId: row.id, now });
      }
      return bookLockedClass(tx, locked, userId, freeBooking(price), now);
    });
    if (booked.fresh) await sendBookingMail(deps, booked.seat, onMailError);
    return confirmation(booked);
  }

  /** A card payment's coupon is spent with its booking; a coupon used up meanwhile does not undo a payment. */
  async function redeemQuietly(
    tx: Queryable,
    intent: PaymentIntent,
    userId: number,
    classId: number,
    now: Date,
  ): Promise<void> {
    const couponId = intent.metadata.couponId ? Number(intent.metadata.couponId) : null;
    if (couponId === null) return;
    const price: LivePrice = {
      amountCents: intent.amount,
      promo: intent.metadata.promo || null,
      couponId,
    };
    await tx.query('SAVEPOINT live_coupon');
    try {
      await redeemLiveCoupon(tx, price, { userId, liveClassId: classId, now });
      await tx.query('RELEASE SAVEPOINT live_coupon');
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT live_coupon');
    }
  }
}

function bookingOf(intent: PaymentIntent) {
  return {
    paidWith: 'card' as const,
    amountCents: intent.amount,
    promo: intent.metadata.promo || null,
    paymentIntentId: intent.id,
  };
}

function freeBooking(price: LivePrice) {
  return {
    paidWith: price.promo ? ('coupon' as const) : ('free' as const),
    amountCents: 0,
    promo: price.promo,
    paymentIntentId: null,
  };
}

export type LivePayments = ReturnType<typeof createLivePayments>;
