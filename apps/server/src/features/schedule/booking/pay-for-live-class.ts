import type { LiveClassConfirmation, User } from '@jetsweat/contract';
import { scheduleTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  paymentRequired,
} from '../../../platform/http/errors.ts';
import {
  GatewayRequestError,
  type PaymentEvent,
  type PaymentIntent,
} from '../../../platform/payments/gateway.ts';
import { gatewayHttpError } from '../../../platform/payments/gateway-errors.ts';
import type { AccountsService } from '../../accounts/service.ts';
import { liveClassIncluded } from '../../billing/service.ts';
import { bookLiveClass, type Finished } from './book-live-class.ts';
import { refundText } from './refund-texts.ts';
import { classFacts, seenBy } from '../class-access.ts';
import { livePrice, type LivePrice } from './live-price.ts';
import {
  countClassHold,
  countPaymentStart,
  holdSeat,
  refuseUsedUpClassHolds,
} from './hold-seat.ts';
import { type Booked } from './book-locked-class.ts';
import { findLiveClass, type LiveClassRow } from '../live-classes.ts';
import { giveBackHeldSeat, updateHold } from './seat-store.ts';
import { bookingView, liveClassView } from '../views.ts';

export type { Finished };

const PURPOSE = 'liveclass';

type PaymentBody = {
  amount: number;
  studioId: number;
  liveClassId: number;
  coupon?: string | null | undefined;
};
type ConfirmBody = {
  amount: number;
  studioId: number;
  paymentIntentId: string | null;
  promo?: string | null | undefined;
  liveClassId?: number | undefined;
};

interface Live {
  deps: Deps;
  accounts: AccountsService;
  onMailError: (err: unknown) => void;
}

/** The class a payment is for, as the person may see it, checked against the studio they named. */
async function classFor(
  { deps }: Live,
  id: number,
  studioId: number,
  by: { siteStudioId: number | null; userStudioId: number | null },
) {
  const row = await findLiveClass(deps.db, id, deps.clock.now());
  if (!row || !seenBy(row, by.siteStudioId, by.userStudioId))
    throw notFound(scheduleTexts.classNotFound);
  if (row.studio_id !== studioId) throw badRequest(scheduleTexts.wrongStudio);
  return row;
}

async function confirmation({ deps }: Live, booked: Booked): Promise<LiveClassConfirmation> {
  const row = await findLiveClass(deps.db, booked.seat.live_class_id, deps.clock.now());
  return {
    booking: bookingView(booked.seat),
    liveClass: liveClassView(row!),
    workoutId: booked.workoutId,
  };
}

/** The price the person pays for a class their plan does not include; refused when it is 0. */
async function priceFor(
  { deps }: Live,
  p: { userId: number; user: User; siteStudioId: number | null },
  row: LiveClassRow,
  body: { amount: number; coupon?: string | null | undefined },
): Promise<LivePrice> {
  const { db, clock } = deps;
  const now = clock.now();
  if (await liveClassIncluded(db, p.user, classFacts(row), p.siteStudioId, now))
    throw conflict(scheduleTexts.includedInPlan);
  const price = await livePrice(db, {
    priceCents: row.price_cents,
    promo: body.coupon,
    userId: p.userId,
    now,
  });
  if (body.amount !== price.amountCents) throw badRequest(scheduleTexts.wrongAmount);
  if (price.amountCents === 0) throw badRequest(scheduleTexts.noPaymentNeeded);
  return price;
}

/** The charge step: one intent per held seat and price, so a doubled or retried request answers the same one. */
function intentFor(
  { deps }: Live,
  row: LiveClassRow,
  userId: number,
  price: LivePrice,
  seatId: number,
) {
  return deps.payments.createPaymentIntent(
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
    `liveclass:${seatId}:${price.amountCents}:${price.promo ?? ''}`,
  );
}

/** The payment a confirmation names, checked to be this person's, for this class, and paid. */
async function paidIntent({ deps }: Live, userId: number, classId: number, intentId: string) {
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(intentId);
  } catch (err) {
    if (err instanceof GatewayRequestError) throw notFound(scheduleTexts.paymentNotFound);
    throw err;
  }
  if (intent.metadata.purpose !== PURPOSE) throw notFound(scheduleTexts.paymentNotFound);
  if (intent.metadata.userId !== String(userId)) throw forbidden(scheduleTexts.intentNotYours);
  if (intent.metadata.liveClassId !== String(classId))
    throw badRequest(scheduleTexts.intentOtherClass);
  if (intent.status !== 'succeeded') throw paymentRequired(scheduleTexts.paymentNotComplete);
  return intent;
}

const finish = (live: Live, intent: PaymentIntent) =>
  bookLiveClass(live.deps, { way: 'card', intent }, live.onMailError);

/**
 * POST /api/liveclass/upcoming/payment-intent: holds a seat (hold-seat.ts: a fixed end, a few at
 * once, limited starts) and answers the card payment to confirm.
 */
async function startPayment(
  live: Live,
  userId: number,
  body: PaymentBody,
  siteStudioId: number | null,
): Promise<{ client_secret: string; id: string; amount: number }> {
  const { db, clock, limiter } = live.deps;
  await countPaymentStart(limiter, userId);
  const user = await live.accounts.me(userId, siteStudioId);
  const by = { siteStudioId, userStudioId: user.studioId };
  const row = await classFor(live, body.liveClassId, body.studioId, by);
  const price = await priceFor(live, { userId, user, siteStudioId }, row, body);
  const now = clock.now();
  await refuseUsedUpClassHolds(db, limiter, { userId, classId: row.id, now });
  const hold = await db
    .transaction()
    .execute((tx) => holdSeat(tx, { classId: row.id, userId, price, now }));
  if (hold.fresh) await countClassHold(limiter, userId, row.id);
  let intent: PaymentIntent;
  try {
    intent = await intentFor(live, row, userId, price, hold.seatId);
  } catch (err) {
    if (hold.fresh) await db.transaction().execute((tx) => giveBackHeldSeat(tx, hold.seatId));
    throw gatewayHttpError(err);
  }
  if (intent.status === 'succeeded') {
    // Paid already (the browser lost the answer): book it now rather than take money twice.
    const finished = await finish(live, intent);
    throw conflict(
      finished.kind === 'booked' ? scheduleTexts.alreadyRegistered : refundText(finished),
    );
  }
  const { amountCents, promo } = price;
  await updateHold(db, hold.seatId, { amountCents, promo, paymentIntentId: intent.id });
  return { client_secret: intent.clientSecret, id: intent.id, amount: intent.amount };
}

/** POST /api/liveclass/upcoming/{liveClassId}/confirmation: a paid intent, or a free booking. */
async function confirm(
  live: Live,
  userId: number,
  classId: number,
  body: ConfirmBody,
  siteStudioId: number | null,
): Promise<LiveClassConfirmation> {
  if (body.liveClassId !== undefined && body.liveClassId !== classId)
    throw badRequest(scheduleTexts.intentOtherClass);
  const user = await live.accounts.me(userId, siteStudioId);
  const row = await classFor(live, classId, body.studioId, {
    siteStudioId,
    userStudioId: user.studioId,
  });
  if (body.paymentIntentId === null) {
    // Nothing to pay: the class is included in the person's plan or pass, or free at its price.
    const now = live.deps.clock.now();
    const included = await liveClassIncluded(
      live.deps.db,
      user,
      classFacts(row),
      siteStudioId,
      now,
    );
    const booking = included
      ? ({ way: 'included', user, classId, siteStudioId } as const)
      : ({ way: 'free', userId, row, amount: body.amount, promo: body.promo } as const);
    return confirmation(live, await bookLiveClass(live.deps, booking, live.onMailError));
  }
  const finished = await finish(
    live,
    await paidIntent(live, userId, classId, body.paymentIntentId),
  );
  if (finished.kind === 'refunded') throw conflict(refundText(finished));
  return confirmation(live, finished.booked);
}

/**
 * A card payment books its class even when the browser never comes back to confirm it. A class
 * that no longer exists is the person's to sort out with support (told to `onUnbookable`);
 * anything else fails, so the event is retried.
 */
async function settleFromEvent(
  live: Live,
  event: PaymentEvent,
  onUnbookable: (err: HttpError, intent: PaymentIntent) => void,
): Promise<void> {
  const intent = event.intent;
  if (event.type !== 'payment_intent.succeeded' || intent?.object !== 'payment_intent') return;
  if (intent.metadata.purpose !== PURPOSE) return;
  try {
    await finish(live, intent);
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    onUnbookable(err, intent);
  }
}

/**
 * Paying for a single live class (spec 4.6), the purchase flow's steps for a seat: claim (a seat
 * held while the person pays, so when many reach for the last seat only one is ever charged),
 * charge (an intent the browser confirms), settle (booking/book-live-class.ts: the payment becomes a booking
 * once, whether the browser's confirmation or the gateway's event arrives first, or is refunded).
 * Handed the accounts service built once in app.ts.
 */
export function createLivePayments(
  deps: Deps,
  accounts: AccountsService,
  onMailError: (err: unknown) => void = console.error,
) {
  const live: Live = { deps, accounts, onMailError };
  return {
    finishCardBooking: (intent: PaymentIntent) => finish(live, intent),
    paymentIntent: (userId: number, body: PaymentBody, siteStudioId: number | null) =>
      startPayment(live, userId, body, siteStudioId),
    confirm: (userId: number, classId: number, body: ConfirmBody, siteStudioId: number | null) =>
      confirm(live, userId, classId, body, siteStudioId),
    settleFromEvent: (
      event: PaymentEvent,
      onUnbookable: (err: HttpError, intent: PaymentIntent) => void,
    ) => settleFromEvent(live, event, onUnbookable),
  };
}

export type LivePayments = ReturnType<typeof createLivePayments>;
