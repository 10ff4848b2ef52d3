import type { LiveClassConfirmation, User } from '@jetsweat/contract';
import { scheduleTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
} from '../../../platform/http/errors.ts';
import {
  GatewayRequestError,
  type PaymentEvent,
  type PaymentIntent,
} from '../../../platform/payments/gateway.ts';
import type { AccountsService } from '../../accounts/service.ts';
import { createPurchaseFlow, liveClassIncluded, type PurchaseFlow } from '../../billing/service.ts';
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
import {
  LIVE_CLASS_PURPOSE,
  liveClassPurchase,
  seatClaim,
  type SeatClaim,
} from './live-class-purchase-kind.ts';
import { bookingView, liveClassView } from '../views.ts';

export type { Finished };

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
  /** The purchase flow (billing's one executor) running the live-class kind. */
  flow: PurchaseFlow<SeatClaim, Finished>;
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

/** The payment a confirmation names, checked to be this person's and for this class. */
async function paidIntent({ deps }: Live, userId: number, classId: number, intentId: string) {
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(intentId);
  } catch (err) {
    if (err instanceof GatewayRequestError) throw notFound(scheduleTexts.paymentNotFound);
    throw err;
  }
  if (intent.metadata.purpose !== LIVE_CLASS_PURPOSE) throw notFound(scheduleTexts.paymentNotFound);
  if (intent.metadata.userId !== String(userId)) throw forbidden(scheduleTexts.intentNotYours);
  if (intent.metadata.liveClassId !== String(classId))
    throw badRequest(scheduleTexts.intentOtherClass);
  return intent;
}

/**
 * POST /api/liveclass/upcoming/payment-intent: the purchase flow's browser path (prepare): claims
 * a seat (hold-seat.ts: a fixed end, a few at once, limited starts) and answers the card payment
 * for the browser to confirm.
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
  const prepared = await live.flow.prepare({
    async take() {
      const hold = await db
        .transaction()
        .execute((tx) => holdSeat(tx, { classId: row.id, userId, price, now }));
      if (hold.fresh) await countClassHold(limiter, userId, row.id);
      return { claim: seatClaim(hold.seat, { row, price }), fresh: hold.fresh };
    },
  });
  if (prepared.kind === 'done') {
    // Paid already (the browser lost the answer): booked now rather than take money twice.
    const finished = prepared.done;
    throw conflict(
      finished.kind === 'booked' ? scheduleTexts.alreadyRegistered : refundText(finished),
    );
  }
  const { intent } = prepared;
  const amount = intent.object === 'payment_intent' ? intent.amount : 0;
  return { client_secret: intent.clientSecret, id: intent.id, amount };
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
  const intent = await paidIntent(live, userId, classId, body.paymentIntentId);
  const finished = await live.flow.settleConfirmed(intent);
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
  if (intent.metadata.purpose !== LIVE_CLASS_PURPOSE) return;
  try {
    await live.flow.settleFromEvent(intent, (err) => {
      throw err;
    });
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    onUnbookable(err, intent);
  }
}

/**
 * Paying for a single live class (spec 4.6), run by billing's one purchase executor
 * (billing/purchases/purchase-flow.ts) with the live-class kind (live-class-purchase-kind.ts):
 * claim (a seat held while the person pays), charge (an intent the browser confirms), settle
 * (book-live-class.ts: the payment becomes a booking once, whether the browser's confirmation or
 * the gateway's event arrives first, or is refunded). Handed the accounts service built once in
 * app.ts.
 */
export function createLivePayments(
  deps: Deps,
  accounts: AccountsService,
  onMailError: (err: unknown) => void = console.error,
) {
  const flow = createPurchaseFlow(deps, liveClassPurchase(deps, onMailError));
  const live: Live = { deps, accounts, onMailError, flow };
  return {
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
