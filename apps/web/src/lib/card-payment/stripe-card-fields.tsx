import { useEffect, useRef, useState } from 'react';
import {
  loadStripe,
  type StripeCardNumberElement,
  type StripeElementChangeEvent,
} from '@stripe/stripe-js';
import {
  CardPaymentError,
  useCardPaymentInternals,
  type CardImpl,
  type ConfirmResult,
} from './context.ts';

type Part = 'number' | 'expiry' | 'cvc';
const LABELS: Record<Part, string> = {
  number: 'Card number',
  expiry: 'Expiration date',
  cvc: 'CVC',
};

/**
 * Stripe Elements for card number, expiry and CVC: the card goes from these frames to Stripe and
 * never to our server. This module (and Stripe.js) loads only when the server says Stripe is in use.
 */
export default function StripeCardFields({
  publishableKey,
  defaultName,
}: {
  publishableKey: string;
  defaultName: string;
}) {
  const { register } = useCardPaymentInternals();
  const hosts = {
    number: useRef<HTMLDivElement>(null),
    expiry: useRef<HTMLDivElement>(null),
    cvc: useRef<HTMLDivElement>(null),
  };
  const [errors, setErrors] = useState<Partial<Record<Part, string>>>({});
  const [name, setName] = useState(defaultName);
  const [failed, setFailed] = useState(false);
  const nameRef = useRef(name);
  useEffect(() => {
    nameRef.current = name;
  }, [name]);

  useEffect(() => {
    let cancelled = false;
    const mounted: { destroy(): void }[] = [];
    loadStripe(publishableKey)
      .then((stripe) => {
        if (!stripe || cancelled) return;
        const elements = stripe.elements();
        const style = { base: { fontSize: '16px', color: '#1c2421' } };
        const number = elements.create('cardNumber', { style, showIcon: true });
        const expiry = elements.create('cardExpiry', { style });
        const cvc = elements.create('cardCvc', { style });
        const watch = (part: Part) => (e: StripeElementChangeEvent) =>
          setErrors((prev) => ({ ...prev, [part]: e.error?.message }));
        number.mount(hosts.number.current!);
        number.on('change', watch('number'));
        expiry.mount(hosts.expiry.current!);
        expiry.on('change', watch('expiry'));
        cvc.mount(hosts.cvc.current!);
        cvc.on('change', watch('cvc'));
        mounted.push(number, expiry, cvc);
        const billing = (n: string) => ({ name: (nameRef.current || n).trim() || undefined });
        const result = (
          error: { message?: string } | undefined,
          ok: { id: string; status: string } | undefined,
        ): ConfirmResult =>
          error || !ok || (ok.status !== 'succeeded' && ok.status !== 'processing')
            ? { ok: false, message: error?.message ?? 'Your card was declined.' }
            : { ok: true, intentId: ok.id };
        const impl: CardImpl = {
          async createToken(n) {
            const { token, error } = await stripe.createToken(
              number as StripeCardNumberElement,
              billing(n),
            );
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
          async confirmPayment(clientSecret, opts) {
            const payment_method = opts.paymentMethod ?? {
              card: number,
              billing_details: billing(opts.name),
            };
            if (clientSecret.startsWith('seti_')) {
              const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
                payment_method,
              });
              return result(error, setupIntent);
            }
            const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret, {
              payment_method,
            });
            return result(error, paymentIntent);
          },
          async handleAction(clientSecret) {
            if (clientSecret.startsWith('seti_')) {
              const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret);
              return result(error, setupIntent);
            }
            const { paymentIntent, error } = await stripe.confirmCardPayment(clientSecret);
            return result(error, paymentIntent);
          },
          clear() {
            number.clear();
            expiry.clear();
            cvc.clear();
          },
          // Apple Pay through Stripe's payment request: shown only where the device can pay with it.
          async wallet({ amountCents, label }) {
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
                  void handler(ev.paymentMethod.id).then((paid) =>
                    ev.complete(paid ? 'success' : 'fail'),
                  );
                });
              },
              onCancel(handler) {
                request.on('cancel', handler);
              },
            };
          },
        };
        register(impl);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      register(null);
      for (const el of mounted) el.destroy();
    };
    // The element hosts are stable refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [publishableKey, register]);

  return (
    <fieldset className="card-fields" data-gateway="stripe">
      <legend className="visually-hidden">Card details</legend>
      {failed ? (
        <div className="form-error" role="alert">
          The card form could not load. Please check your connection and reload the page.
        </div>
      ) : null}
      {(['number', 'expiry', 'cvc'] as const).map((part) => (
        <div className="field" key={part}>
          <span className="field__label" id={`stripe-${part}-label`}>
            {LABELS[part]}
          </span>
          <div
            className="card-fields__element"
            ref={hosts[part]}
            aria-labelledby={`stripe-${part}-label`}
          />
          {errors[part] ? (
            <span className="field__warning" role="alert">
              {errors[part]}
            </span>
          ) : null}
        </div>
      ))}
      <div className="field">
        <label htmlFor="stripe-cc-name">Name on card</label>
        <input
          id="stripe-cc-name"
          name="ccname"
          autoComplete="cc-name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
    </fieldset>
  );
}
