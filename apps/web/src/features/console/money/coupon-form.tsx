import { useState, type FormEvent } from 'react';
import { moneyTexts } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { fieldOf, useCreateCoupon } from '../api/money.ts';

const blank = {
  code: '',
  description: '',
  off: 'percent' as 'percent' | 'amount',
  value: '',
  duration: 'once',
  months: '',
  subscription: false,
  daypass: true,
  expires: '',
  limit: '',
};

/** A number typed in the form, or null when left empty (the server says what is wrong with it). */
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));
/** A date-and-time typed in the person's own time, as an ISO instant, or null. */
const instantOrNull = (v: string) => (v ? new Date(v).toISOString() : null);

type Form = typeof blank;

/** The form's values as the server's coupon body. */
function couponBody(f: Form): Record<string, unknown> {
  const value = numberOrNull(f.value);
  return {
    code: f.code.trim(),
    description: f.description.trim(),
    percentOff: f.off === 'percent' ? value : null,
    amountOffCents: f.off === 'amount' && value !== null ? Math.round(value * 100) : null,
    duration: f.duration,
    durationInMonths: f.duration === 'repeating' ? numberOrNull(f.months) : null,
    appliesTo: [...(f.subscription ? ['subscription'] : []), ...(f.daypass ? ['daypass'] : [])],
    redeemBy: instantOrNull(f.expires),
    maxRedemptions: numberOrNull(f.limit),
  };
}

type Parts = {
  f: Form;
  set: (changes: Partial<Form>) => void;
  warn: (field: string) => string | undefined;
};

/** How much the coupon takes off, and for how many subscription payments. */
function DiscountFields({ f, set, warn }: Parts) {
  const offField = f.off === 'percent' ? 'percentOff' : 'amountOffCents';
  return (
    <>
      <div className="field">
        <label htmlFor="coupon-off">Discount</label>
        <select
          id="coupon-off"
          value={f.off}
          onChange={(e) => set({ off: e.target.value as 'percent' | 'amount' })}
        >
          <option value="percent">Percentage off</option>
          <option value="amount">Dollars off</option>
        </select>
      </div>
      <Field
        label={f.off === 'percent' ? 'Percentage off' : 'Dollars off'}
        inputMode="decimal"
        value={f.value}
        onChange={(e) => set({ value: e.target.value })}
        warning={warn(offField) ?? warn('percentOff')}
      />
      <div className="field">
        <label htmlFor="coupon-duration">On subscriptions, it discounts</label>
        <select
          id="coupon-duration"
          value={f.duration}
          onChange={(e) => set({ duration: e.target.value })}
        >
          <option value="once">The first payment</option>
          <option value="repeating">Some months</option>
          <option value="forever">Every payment</option>
        </select>
      </div>
      {f.duration === 'repeating' ? (
        <Field
          label="Months"
          inputMode="numeric"
          value={f.months}
          onChange={(e) => set({ months: e.target.value })}
          warning={warn('durationInMonths')}
        />
      ) : null}
    </>
  );
}

/** What the coupon is for: the studio's plans, its day pass, or both. */
function ForFields({ f, set, warn }: Parts) {
  return (
    <fieldset>
      <legend>For</legend>
      <label>
        <input
          type="checkbox"
          checked={f.subscription}
          onChange={(e) => set({ subscription: e.target.checked })}
        />{' '}
        Plans
      </label>{' '}
      <label>
        <input
          type="checkbox"
          checked={f.daypass}
          onChange={(e) => set({ daypass: e.target.checked })}
        />{' '}
        Day passes
      </label>
      {warn('appliesTo') ? (
        <span className="field__warning" role="alert">
          {warn('appliesTo')}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The new-coupon form: each refusal shows under the field the server names. */
export function CouponForm({ studioId }: { studioId: number }) {
  const create = useCreateCoupon(studioId);
  const [f, setF] = useState(blank);
  const [message, setMessage] = useState<{ error?: string; field?: string; success?: string }>({});
  const set = (changes: Partial<typeof blank>) => setF((old) => ({ ...old, ...changes }));
  const warn = (field: string) => (message.field === field ? message.error : undefined);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    try {
      await create.mutateAsync(couponBody(f));
      setMessage({ success: `${moneyTexts.couponCreated} (${f.code.trim()})` });
      setF(blank);
    } catch (err) {
      const field = fieldOf(err);
      setMessage({ error: errorMessage(err), ...(field ? { field } : {}) });
    }
  };
  return (
    <form className="console__form" onSubmit={submit} aria-label="New coupon">
      <Field
        label="Code"
        value={f.code}
        onChange={(e) => set({ code: e.target.value })}
        warning={warn('code')}
        required
      />
      <Field
        label="Description"
        value={f.description}
        onChange={(e) => set({ description: e.target.value })}
        warning={warn('description')}
      />
      <DiscountFields f={f} set={set} warn={warn} />
      <ForFields f={f} set={set} warn={warn} />
      <Field
        label="Expires (optional)"
        type="datetime-local"
        value={f.expires}
        onChange={(e) => set({ expires: e.target.value })}
        warning={warn('redeemBy')}
      />
      <Field
        label="Most redemptions (optional)"
        inputMode="numeric"
        value={f.limit}
        onChange={(e) => set({ limit: e.target.value })}
        warning={warn('maxRedemptions')}
      />
      <div className="console__actions">
        <button className="btn" type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create coupon'}
        </button>
      </div>
      <FormMessage error={message.field ? undefined : message.error} success={message.success} />
    </form>
  );
}
