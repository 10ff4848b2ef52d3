import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatCardNumber, formatExpiry, type CardField } from '@jetsweat/contract';
import { Field } from '../../ui/field.tsx';
import { useCardPaymentInternals } from './context.ts';
import { problemsOf, sandboxCardImpl, type TypedCard } from './sandbox-card-impl.ts';

/** The typed card, its warnings (each shown once its field was left), and its CardImpl registered. */
function useSandboxCard(defaultName: string) {
  const { register, askAuthentication } = useCardPaymentInternals();
  const [typed, setTyped] = useState<TypedCard>({
    number: '',
    expiry: '',
    cvc: '',
    name: defaultName,
  });
  const [shown, setShown] = useState<Partial<Record<CardField, boolean>>>({});
  const latest = useRef(typed);
  useEffect(() => {
    latest.current = typed;
  }, [typed]);

  useEffect(() => {
    register(
      sandboxCardImpl({
        typed: () => latest.current,
        showAll: () => setShown({ number: true, expiry: true, cvc: true }),
        clear: () => {
          setTyped((t) => ({ ...t, number: '', expiry: '', cvc: '' }));
          setShown({});
        },
        askAuthentication,
      }),
    );
    return () => register(null);
  }, [register, askAuthentication]);

  const problems = problemsOf(typed);
  const input = (k: keyof TypedCard, format?: (v: string) => string) => ({
    value: typed[k],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = format ? format(e.target.value) : e.target.value;
      setTyped((t) => ({ ...t, [k]: value }));
    },
  });
  const checked = (f: CardField) => ({
    onBlur: () => setShown((s) => ({ ...s, [f]: true })),
    warning: shown[f] ? problems[f] : undefined,
  });
  return { input, checked };
}

/**
 * The sandbox's own card form, its stand-in for Stripe Elements: number, expiry, CVC and name
 * with the standard autocomplete names, so browsers and password managers can fill it. Each
 * field is checked on leaving it, with Stripe's messages; the sandbox checks again and is the one
 * that counts. Like Stripe's fields it is the gateway's widget, not one of our forms.
 */
export function SandboxCardFields({ defaultName }: { defaultName: string }) {
  const { input, checked } = useSandboxCard(defaultName);
  return (
    <fieldset className="card-fields" data-gateway="sandbox">
      <legend className="visually-hidden">Card details</legend>
      <Field
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        {...input('number', formatCardNumber)}
        {...checked('number')}
      />
      <div className="card-fields__row">
        <Field
          label="Expiration date"
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          {...input('expiry', formatExpiry)}
          {...checked('expiry')}
        />
        <Field
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="CVC"
          maxLength={4}
          {...input('cvc', (v) => v.replace(/\D/g, ''))}
          {...checked('cvc')}
        />
      </div>
      <Field label="Name on card" name="ccname" autoComplete="cc-name" {...input('name')} />
    </fieldset>
  );
}
