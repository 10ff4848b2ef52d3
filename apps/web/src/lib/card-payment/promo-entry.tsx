import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '../zod-resolver.ts';
import { billingTexts, promoCodeFormSchema } from '@jetsweat/contract';
import type { PromoCode } from './use-promo-code.ts';
import './promo-entry.css';

function AppliedPromo({ promo, disabled }: { promo: PromoCode; disabled?: boolean | undefined }) {
  return (
    <div className="promo promo--applied" role="status">
      <span className="promo__applied">{billingTexts.couponApplied}</span>
      <span className="promo__output">
        {promo.applied!.code}: {promo.applied!.output}
      </span>
      <button
        type="button"
        className="link-button promo__remove"
        onClick={promo.remove}
        disabled={disabled}
      >
        {billingTexts.remove}
      </button>
    </div>
  );
}

/** The code's field with Apply, and the server's refusal in red beside it with a clear icon. */
function PromoField(props: {
  id: string;
  promo: PromoCode;
  field: UseFormRegisterReturn<'promo'>;
  apply(): void;
  clear(): void;
  empty: boolean;
  disabled?: boolean | undefined;
}) {
  const { promo, disabled } = props;
  const ids = { input: useId(), error: useId() };
  return (
    <div className="promo__panel" id={props.id}>
      <label htmlFor={ids.input} className="visually-hidden">
        Promo code
      </label>
      <div className={`promo__row${promo.error ? ' promo__row--bad' : ''}`}>
        <input
          {...props.field}
          id={ids.input}
          autoComplete="off"
          placeholder="Promo code"
          aria-invalid={promo.error ? true : undefined}
          aria-describedby={promo.error ? ids.error : undefined}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            props.apply();
          }}
          disabled={disabled}
        />
        {promo.error ? (
          <button
            type="button"
            className="promo__clear"
            aria-label="Clear promo code"
            onClick={props.clear}
          >
            ×
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn--ghost promo__apply"
          onClick={props.apply}
          disabled={disabled || promo.checking || props.empty}
        >
          {promo.checking ? 'Checking…' : 'Apply'}
        </button>
      </div>
      {promo.error ? (
        <span className="promo__error" id={ids.error} role="alert">
          {promo.error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * 'I have a promo code' (spec 2.8): opens a field; a good code shows 'Coupon Applied!' with
 * REMOVE; a bad one shows the server's message in red beside the field, with a clear icon. It sits
 * inside a purchase's form, so it is a form of its own without a <form> element.
 */
export function PromoEntry(props: {
  promo: PromoCode;
  /** A code carried in from sign-up or a promo link (?code=): the field starts open with it. */
  initialCode: string | null;
  disabled?: boolean;
}) {
  const { promo, initialCode, disabled } = props;
  const [open, setOpen] = useState(Boolean(initialCode));
  const panelId = useId();
  const form = useForm({
    resolver: zodResolver(promoCodeFormSchema),
    defaultValues: { promo: initialCode ?? '' },
  });
  const apply = form.handleSubmit(({ promo: code }) => promo.apply(code));
  const clear = () => {
    form.reset({ promo: '' });
    promo.remove();
    form.setFocus('promo');
  };
  const field = form.register('promo', { onChange: () => promo.error && promo.remove() });

  if (promo.applied)
    return <AppliedPromo promo={{ ...promo, remove: clear }} disabled={disabled} />;
  return (
    <div className="promo">
      <button
        type="button"
        className="link-button promo__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {billingTexts.havePromo}
      </button>
      {open ? (
        <PromoField
          id={panelId}
          promo={promo}
          field={field}
          apply={() => void apply()}
          clear={clear}
          empty={!form.watch('promo').trim()}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}
