/**
 * PaymentGateway: the one way server code takes money. Two implementations with Stripe's
 * semantics: `sandbox.ts` (the default; runs in-process on our database, no network, Stripe's test
 * cards) and `stripe.ts` (the official SDK; PAYMENTS=stripe). Features reach it as `deps.payments`.
 *
 * How to take a one-off card payment (e.g. a live class), the Stripe way:
 *   1. Server: `const pi = await deps.payments.createPaymentIntent({ amount: 1000, description,
 *      metadata: { purpose: 'liveclass', userId: '12', liveClassId: '7' } }, `liveclass:${userId}:${classId}`)`
 *      and answer `pi.clientSecret` to the browser. The idempotency key (second argument) makes a
 *      retried or doubled request answer the same intent instead of a second one.
 *   2. Browser (apps/web/src/features/billing/card-payment/): inside a <CardPaymentProvider>
 *      holding a <CardFields />, `useCardPayment().confirmPayment(clientSecret, { name })` pays it
 *      with the card typed in, including the buyer's authentication step for cards that ask for
 *      one (4000 0027 6000 3184; a dialog in sandbox mode). It answers { ok, intentId } or
 *      { ok: false, message } with the bank's words. `ready` says when the form can pay.
 *   3. Server: on the browser's "done" call, `retrievePaymentIntent(id)` and trust only
 *      `status === 'succeeded'` and `amount`; never the browser's word. Also listen with
 *      `deps.payments.onEvent(...)`: `payment_intent.succeeded` arrives from Stripe's webhook
 *      (or from the sandbox when the buyer confirms) even if the browser went away.
 *
 * Saved cards for later charges: `createCustomer`, then `attachCard(customerId, tok_…/pm_…)`
 * (declines throw CardError), `createSetupIntent` to authenticate it for off-session use, and
 * `createPaymentIntent({ customerId, paymentMethodId, confirm: true, offSession: true })` to charge.
 *
 * Promo codes: features/billing/coupons/redeem-coupon.ts prices a code for a purchase (`quoteCoupon`, purpose
 * 'liveclass'), and `redeemCoupon` / `releaseCoupon` spend and give back a redemption inside the
 * purchase's transaction. A price of 0 after the coupon means no card payment at all.
 *
 * Charges never throw for a decline: the intent comes back with status 'requires_payment_method'
 * and `lastError.message` (Stripe's words, e.g. 'Your card was declined.'). Card numbers never
 * reach our server in Stripe mode, and in sandbox mode only last4 and brand are kept.
 */
import type {
  CardSummary,
  IntentStatus,
  PaymentGatewayKind,
  PublicIntent,
} from '@jetsweat/contract';

export type { CardSummary, IntentStatus };

export interface IntentError {
  /** Stripe's error code ('card_declined', 'authentication_required', …). */
  code: string;
  /** Stripe's decline code for a declined card ('generic_decline', 'insufficient_funds', …). */
  declineCode?: string | undefined;
  /** Stripe's message for the buyer. */
  message: string;
}

interface IntentBase {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  customerId: string | null;
  paymentMethodId: string | null;
  metadata: Record<string, string>;
  lastError: IntentError | null;
}

export interface PaymentIntent extends IntentBase {
  object: 'payment_intent';
  /** Cents. */
  amount: number;
  currency: 'usd';
}

export interface SetupIntent extends IntentBase {
  object: 'setup_intent';
}

export type Intent = PaymentIntent | SetupIntent;

export interface SavedCard {
  paymentMethodId: string;
  card: CardSummary;
}

export interface Refund {
  id: string;
  paymentIntentId: string;
  amount: number;
  status: 'succeeded' | 'pending' | 'failed';
}

export interface PaymentEvent {
  id: string;
  type: string;
  /** The intent the event is about, for payment_intent.* and setup_intent.* events. */
  intent: Intent | null;
}

export type PaymentEventHandler = (event: PaymentEvent) => Promise<void>;

/** A card the bank refused, with Stripe's message for the buyer. */
export class CardError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly declineCode?: string,
  ) {
    super(message);
    this.name = 'CardError';
  }
}

/** A request the gateway refused as wrong (unknown id, bad idempotency reuse, bad signature). */
export class GatewayRequestError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}

export interface CreatePaymentIntent {
  /** Cents, at least 50 (Stripe's minimum for USD). */
  amount: number;
  customerId?: string | undefined;
  paymentMethodId?: string | undefined;
  /** Confirm at once with `paymentMethodId` (server-side charge). */
  confirm?: boolean | undefined;
  /** The buyer is not present (renewals): no authentication step can be asked for. */
  offSession?: boolean | undefined;
  /** Keep the card on the customer for later off-session charges. */
  saveCard?: boolean | undefined;
  description: string;
  metadata: Record<string, string>;
}

/** A studio's connected account (Stripe Connect Express): where its payouts are transferred. */
export interface ConnectedAccount {
  id: string;
  /** Onboarding is complete and the account can receive transfers. */
  payoutsEnabled: boolean;
}

/** Money moved from the platform's balance to a connected account. */
export interface Transfer {
  id: string;
  /** Cents. */
  amount: number;
  destination: string;
  transferGroup: string;
}

export interface CreateTransfer {
  /** Cents, above 0. */
  amount: number;
  /** The connected account (acct_…). */
  destination: string;
  /**
   * What the transfer pays for (a payout's own name): a transfer already made with this group is
   * answered instead of a new one, however long after, so a retry past the idempotency key's 24
   * hours at Stripe still pays once.
   */
  transferGroup: string;
  description: string;
  metadata: Record<string, string>;
}

/**
 * Stripe Connect, for payouts to studios: an Express account per studio, its onboarding on
 * Stripe's hosted page (an AccountLink; in the sandbox a local page of the product), its state,
 * and transfers to it.
 */
export interface ConnectGateway {
  createConnectedAccount(
    a: { studioId: number; email: string | null },
    idempotencyKey: string,
  ): Promise<ConnectedAccount>;
  /** A single-use link to the account's onboarding, coming back to `returnUrl` (absolute). */
  createAccountLink(
    accountId: string,
    urls: { returnUrl: string; refreshUrl: string },
  ): Promise<{ url: string }>;
  retrieveAccount(accountId: string): Promise<ConnectedAccount>;
  createTransfer(t: CreateTransfer, idempotencyKey: string): Promise<Transfer>;
}

export interface PaymentGateway extends ConnectGateway {
  readonly kind: PaymentGatewayKind;
  /** Safe to give to browsers. */
  readonly publishableKey: string;

  createCustomer(
    c: { email: string; name: string; userId: number },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  /** Saves a card (a token tok_… or payment method pm_…) on a customer. Throws CardError. */
  attachCard(customerId: string, source: string, idempotencyKey: string): Promise<SavedCard>;
  /** A token (tok_…) or payment method (pm_…) as a card summary, without attaching it. */
  describeCard(source: string): Promise<SavedCard>;

  createPaymentIntent(p: CreatePaymentIntent, idempotencyKey: string): Promise<PaymentIntent>;
  retrievePaymentIntent(id: string): Promise<PaymentIntent>;
  cancelPaymentIntent(id: string): Promise<PaymentIntent>;

  /**
   * Saves and authenticates a card for off-session use: confirmed at once with `paymentMethodId`,
   * or left for the browser to confirm (a wallet) without it.
   */
  createSetupIntent(
    p: {
      customerId: string;
      paymentMethodId?: string | undefined;
      metadata: Record<string, string>;
    },
    idempotencyKey: string,
  ): Promise<SetupIntent>;
  retrieveSetupIntent(id: string): Promise<SetupIntent>;

  refund(p: { paymentIntentId: string; amount?: number }, idempotencyKey: string): Promise<Refund>;

  /** Verifies a webhook's signature and answers its event; throws GatewayRequestError if forged. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): Promise<PaymentEvent>;

  /** Handlers run for every event (webhook or sandbox); they must be idempotent. */
  onEvent(handler: PaymentEventHandler): void;
  emit(event: PaymentEvent): Promise<void>;
}

/** The fields of an intent the buyer's browser may see. */
export function publicIntent(intent: Intent): PublicIntent {
  return {
    id: intent.id,
    object: intent.object,
    status: intent.status,
    amount: intent.object === 'payment_intent' ? intent.amount : 0,
    currency: 'usd',
    nextAction: intent.status === 'requires_action' ? { type: 'authenticate' } : null,
    lastError: intent.lastError
      ? { code: intent.lastError.code, message: intent.lastError.message }
      : null,
  };
}

/**
 * Keeps the handlers and runs each in turn. One failing handler does not stop the others, but the
 * failure is thrown at the end so a webhook answers 500 and Stripe delivers the event again.
 */
export function createEventHub() {
  const handlers: PaymentEventHandler[] = [];
  return {
    onEvent(handler: PaymentEventHandler) {
      handlers.push(handler);
    },
    async emit(event: PaymentEvent) {
      let failure: unknown;
      for (const h of handlers) {
        try {
          await h(event);
        } catch (err) {
          failure ??= err;
        }
      }
      if (failure) throw failure;
    },
  };
}
