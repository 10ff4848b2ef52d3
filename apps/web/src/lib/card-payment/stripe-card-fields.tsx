import { useEffect, useRef, useState } from 'react';
import {
  loadStripe,
  type StripeCardElement,
  type StripeElement,
  type StripeElementChangeEvent,
} from '@stripe/stripe-js';
import { useCardPaymentInternals } from './context.ts';
import { stripeCardImpl } from './stripe-card-impl.ts';

type Part = 'number' | 'expiry' | 'cvc';
const LABELS: Record<Part, string> = {
  number: 'Card number',
  expiry: 'Expiration date',
  cvc: 'CVC',
};

/**
 * Mounts Stripe's number, expiry and CVC Elements into the three hosts once Stripe.js has loaded,
 * reports each one's message, and registers the CardImpl over them.
 */
function useStripeElements(publishableKey: string, defaultName: string) {
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
        const parts = {
          number: elements.create('cardNumber', { style, showIcon: true }),
          expiry: elements.create('cardExpiry', { style }),
          cvc: elements.create('cardCvc', { style }),
        };
        for (const part of ['number', 'expiry', 'cvc'] as const) {
          const element = parts[part] as StripeElement;
          element.mount(hosts[part].current!);
          (element as StripeCardElement).on('change', (e: StripeElementChangeEvent) =>
            setErrors((prev) => ({ ...prev, [part]: e.error?.message })),
          );
          mounted.push(element);
        }
        const billing = (n: string) => ({ name: (nameRef.current || n).trim() || undefined });
        register(stripeCardImpl(stripe, parts, billing));
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
  return { hosts, errors, name, setName, failed };
}

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
  const { hosts, errors, name, setName, failed } = useStripeElements(publishableKey, defaultName);
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
