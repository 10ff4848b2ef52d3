import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  cardProblems,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  type CardField,
  type PublicIntent,
} from '@jetsweat/contract';
import { Field } from '../../ui/field.tsx';
import {
  CardPaymentError,
  useCardPaymentInternals,
  type CardImpl,
  type ConfirmResult,
} from './context.ts';
import { sandboxApi } from './sandbox-api.ts';

interface Typed {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

const declinedMessage = 'Your card was declined.';

function outcomeOf(intent: PublicIntent): ConfirmResult {
  if (intent.status === 'succeeded' || intent.status === 'processing')
    return { ok: true, intentId: intent.id };
  return { ok: false, message: intent.lastError?.message ?? declinedMessage };
}

/**
 * The sandbox's own card form: number, expiry, CVC and name with the standard autocomplete names,
 * so browsers and password managers can fill it. Each field is checked on leaving it, with
 * Stripe's messages; the sandbox checks again and is the one that counts.
 */
export function SandboxCardFields({ defaultName }: { defaultName: string }) {
  const ctx = useCardPaymentInternals();
  const [typed, setTyped] = useState<Typed>({ number: '', expiry: '', cvc: '', name: defaultName });
  const [shown, setShown] = useState<Partial<Record<CardField, boolean>>>({});
  const latest = useRef(typed);
  useEffect(() => {
    latest.current = typed;
  }, [typed]);

  const expiry = parseExpiry(typed.expiry);
  const problems = cardProblems(
    {
      number: typed.number,
      expMonth: expiry?.month ?? NaN,
      expYear: expiry?.year ?? NaN,
      cvc: typed.cvc,
    },
    new Date(),
  );
  const warning = (f: CardField) => (shown[f] ? problems[f] : undefined);

  const { register, askAuthentication } = ctx;
  useEffect(() => {
    const card = (name: string) => {
      const t = latest.current;
      const exp = parseExpiry(t.expiry);
      const found = cardProblems(
        { number: t.number, expMonth: exp?.month ?? NaN, expYear: exp?.year ?? NaN, cvc: t.cvc },
        new Date(),
      );
      const first = found.number ?? found.expiry ?? found.cvc;
      if (first) {
        setShown({ number: true, expiry: true, cvc: true });
        throw new CardPaymentError(first);
      }
      return {
        number: t.number,
        expMonth: exp!.month,
        expYear: exp!.year,
        cvc: t.cvc,
        name: (t.name || name).trim() || undefined,
      };
    };
    const authenticateIfAsked = async (
      clientSecret: string,
      intent: PublicIntent,
    ): Promise<ConfirmResult> => {
      if (intent.status !== 'requires_action') return outcomeOf(intent);
      const outcome = await askAuthentication(intent.amount);
      return outcomeOf(await sandboxApi.authenticate(clientSecret, outcome));
    };
    const guarded = async (work: () => Promise<ConfirmResult>): Promise<ConfirmResult> => {
      try {
        return await work();
      } catch (err) {
        if (err instanceof CardPaymentError) return { ok: false, message: err.message };
        throw err;
      }
    };
    const impl: CardImpl = {
      createToken: async (name) => (await sandboxApi.token(card(name))).id,
      createPaymentMethod: async (name) => (await sandboxApi.paymentMethod(card(name))).id,
      confirmPayment: (clientSecret, opts) =>
        guarded(async () => {
          const pm = opts.paymentMethod ?? (await sandboxApi.paymentMethod(card(opts.name))).id;
          return authenticateIfAsked(clientSecret, await sandboxApi.confirm(clientSecret, pm));
        }),
      handleAction: (clientSecret) =>
        guarded(async () =>
          authenticateIfAsked(clientSecret, await sandboxApi.retrieve(clientSecret)),
        ),
      clear: () => {
        setTyped((t) => ({ ...t, number: '', expiry: '', cvc: '' }));
        setShown({});
      },
    };
    register(impl);
    return () => register(null);
  }, [register, askAuthentication]);

  const set =
    (k: keyof Typed, format?: (v: string) => string) => (e: ChangeEvent<HTMLInputElement>) => {
      const value = format ? format(e.target.value) : e.target.value;
      setTyped((t) => ({ ...t, [k]: value }));
    };
  const leave = (f: CardField) => () => setShown((s) => ({ ...s, [f]: true }));

  return (
    <fieldset className="card-fields" data-gateway="sandbox">
      <legend className="visually-hidden">Card details</legend>
      <Field
        label="Card number"
        name="cardnumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder="1234 1234 1234 1234"
        value={typed.number}
        onChange={set('number', formatCardNumber)}
        onBlur={leave('number')}
        warning={warning('number')}
      />
      <div className="card-fields__row">
        <Field
          label="Expiration date"
          name="exp-date"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM / YY"
          value={typed.expiry}
          onChange={set('expiry', formatExpiry)}
          onBlur={leave('expiry')}
          warning={warning('expiry')}
        />
        <Field
          label="CVC"
          name="cvc"
          autoComplete="cc-csc"
          inputMode="numeric"
          placeholder="CVC"
          maxLength={4}
          value={typed.cvc}
          onChange={set('cvc', (v) => v.replace(/\D/g, ''))}
          onBlur={leave('cvc')}
          warning={warning('cvc')}
        />
      </div>
      <Field
        label="Name on card"
        name="ccname"
        autoComplete="cc-name"
        value={typed.name}
        onChange={set('name')}
      />
    </fieldset>
  );
}
