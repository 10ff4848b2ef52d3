import type { Stripe, StripeCardNumberElement, StripeElement } from '@stripe/stripe-js';
import {
  CardPaymentError,
  type CardImpl,
  type ConfirmResult,
  type WalletSession,
} from './context.ts';

const result = (
  error: { message?: string } | undefined,
  ok: { id: string; status: string } | undefined,
): ConfirmResult =>
  error || !ok || (ok.status !== 'succeeded' && ok.status !== 'processing')
    ? { ok: false, message: error?.message ?? 'Your card was declined.' }
    : { ok: true, intentId: ok.id };

/** Apple Pay through Stripe's payment request: offered only where the device can pay with it. */
async function stripeWallet(
  stripe: Stripe,
  { amountCents, label }: { amountCents: number; label: string },
): Promise<WalletSession | null> {
  const request = stripe.paymentRequest({
    country: 'US',
    currency: 'usd',
    total: { label, amount: amountCents },
    requestPayerName: true,
  });
  const can = await request.canMakePayment();
  if (!can?.applePay) return null;
  return {
    show: () => request.show(),
    onPaymentMethod(handler) {
      request.on('paymentmethod', (ev) => {
        void handler(ev.paymentMethod.id).then((paid) => ev.complete(paid ? 'success' : 'fail'));
      });
    },
    onCancel(handler) {
      request.on('cancel', handler);
    },
  };
}

/** Confirms a payment intent (pi_…) or a setup intent (seti_…), with a card or on its own. */
async function confirmIntent(stripe: Stripe, clientSecret: string, payment_method?: unknown) {
  const data = payment_method === undefined ? undefined : ({ payment_method } as never);
  if (clientSecret.startsWith('seti_')) {
    const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, data);
    return result(error, setupIntent);
  }
  const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, data);
  return result(error, paymentIntent);
}

/**
 * The Stripe CardImpl over mounted Elements: the card goes from Stripe's frames to Stripe, never
 * to our server. `billing(name)` is the name on the card to send.
 */
export function stripeCardImpl(
  stripe: Stripe,
  parts: { number: StripeElement; expiry: StripeElement; cvc: StripeElement },
  billing: (name: string) => { name: string | undefined },
): CardImpl {
  const number = parts.number as StripeCardNumberElement;
  return {
    async createToken(n) {
      const { token, error } = await stripe.createToken(number, billing(n));
      if (error || !token)
        throw new CardPaymentError(error?.message ?? 'Your card could not be read.');
      return token.id;
    },
    async createPaymentMethod(n) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: number,
        billing_details: billing(n),
      });
      if (error || !paymentMethod)
        throw new CardPaymentError(error?.message ?? 'Your card could not be read.');
      return paymentMethod.id;
    },
    confirmPayment: (clientSecret, opts) =>
      confirmIntent(
        stripe,
        clientSecret,
        opts.paymentMethod ?? { card: number, billing_details: billing(opts.name) },
      ),
    handleAction: (clientSecret) => confirmIntent(stripe, clientSecret),
    clear() {
      for (const part of Object.values(parts)) (part as { clear(): void }).clear();
    },
    wallet: (opts) => stripeWallet(stripe, opts),
  };
}
