import { cardTexts } from '@jetsweat/contract';
import Stripe from 'stripe';
import {
  CardError,
  GatewayRequestError,
  type IntentStatus,
  type PaymentIntent,
  type SetupIntent,
} from './gateway.ts';

/** Stripe's answers as the gateway's types, and its errors as the gateway's errors. */

const knownStatuses: IntentStatus[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
];
const status = (s: string): IntentStatus =>
  knownStatuses.includes(s as IntentStatus) ? (s as IntentStatus) : 'processing';
const idOf = (v: string | { id: string } | null | undefined) =>
  v == null ? null : typeof v === 'string' ? v : v.id;

type StripeError = { code?: string; decline_code?: string; message?: string };
const lastError = (e: StripeError | null | undefined) =>
  e
    ? {
        code: e.code ?? 'card_error',
        declineCode: e.decline_code,
        message: e.message ?? cardTexts.declined,
      }
    : null;

export function fromPaymentIntent(pi: Stripe.PaymentIntent): PaymentIntent {
  return {
    object: 'payment_intent',
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status: status(pi.status),
    amount: pi.amount,
    currency: 'usd',
    customerId: idOf(pi.customer),
    paymentMethodId: idOf(pi.payment_method),
    metadata: pi.metadata ?? {},
    lastError: lastError(pi.last_payment_error),
  };
}

export function fromSetupIntent(si: Stripe.SetupIntent): SetupIntent {
  return {
    object: 'setup_intent',
    id: si.id,
    clientSecret: si.client_secret ?? '',
    status: status(si.status),
    customerId: idOf(si.customer),
    paymentMethodId: idOf(si.payment_method),
    metadata: si.metadata ?? {},
    lastError: lastError(si.last_setup_error),
  };
}

export function cardFrom(
  c: { brand: string; last4: string; exp_month: number; exp_year: number } | null | undefined,
) {
  if (!c) throw new GatewayRequestError('That payment method is not a card.', 400);
  return {
    brand: c.brand.toLowerCase(),
    last4: c.last4,
    expMonth: c.exp_month,
    expYear: c.exp_year,
  };
}

/**
 * A declined confirmation comes back from Stripe as a card error carrying the intent; we answer
 * the intent (status 'requires_payment_method', lastError set), as the sandbox does.
 */
export async function orDeclined<T>(
  work: () => Promise<T>,
  fromRaw: (raw: Record<string, unknown>) => T | null,
): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Stripe.errors.StripeCardError) {
      const carried = fromRaw(err.raw as Record<string, unknown>);
      if (carried) return carried;
      throw new CardError(err.message, err.code ?? 'card_declined', err.decline_code);
    }
    throw translate(err);
  }
}

function translate(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeCardError)
    return new CardError(err.message, err.code ?? 'card_declined', err.decline_code);
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeIdempotencyError
  ) {
    return new GatewayRequestError(err.message, err.statusCode ?? 400);
  }
  return err;
}

export async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw translate(err);
  }
}
