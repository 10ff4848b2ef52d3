import { useState, type FormEvent } from 'react';
import { formatDollars, moneyTexts, type StudioCoupon } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { fieldOf, useCoupons, useRedemptions, useUpdateCoupon } from '../api/money.ts';
import { CouponForm } from './coupon-form.tsx';

const offText = (c: StudioCoupon) =>
  c.percentOff !== null ? `${c.percentOff}% off` : `${formatDollars(c.amountOffCents ?? 0)} off`;
const when = (iso: string) => new Date(iso).toLocaleString();

/** Who used the coupon, read when asked for. */
function Redemptions({ studioId, couponId }: { studioId: number; couponId: number }) {
  const list = useRedemptions(studioId, couponId);
  if (list.isPending) return <Loader />;
  if (list.isError) return <FormMessage error={errorMessage(list.error)} />;
  if (list.data.redemptions.length === 0) return <p className="console__muted">Not used yet.</p>;
  return (
    <ul className="console__list" aria-label="Redemptions">
      {list.data.redemptions.map((r) => (
        <li key={r.id} className="console__row">
          <span>{r.memberName}</span>
          <span className="console__muted">
            {r.purpose === 'daypass' ? 'Day pass' : 'Plan'}, {when(r.redeemedAt)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A coupon's limit and a new expiry. */
function LimitForm(props: {
  coupon: StudioCoupon;
  change: (body: Record<string, unknown>) => Promise<void>;
  warn: (field: string) => string | undefined;
  busy: boolean;
}) {
  const { coupon, change, warn, busy } = props;
  const [limit, setLimit] = useState(coupon.maxRedemptions?.toString() ?? '');
  const [expires, setExpires] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void change({
      maxRedemptions: limit.trim() === '' ? null : Number(limit),
      ...(expires ? { redeemBy: new Date(expires).toISOString() } : {}),
    });
  };
  return (
    <form className="console__inline-form" onSubmit={submit} aria-label={`Change ${coupon.code}`}>
      <Field
        label="Most redemptions"
        inputMode="numeric"
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
        warning={warn('maxRedemptions')}
      />
      <Field
        label="New expiry"
        type="datetime-local"
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
        warning={warn('redeemBy')}
      />
      <button className="btn" type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}

/** What the coupon takes off, how often it was used, until when, and whether it is on. */
function CouponTerms({ coupon }: { coupon: StudioCoupon }) {
  return (
    <p>
      {offText(coupon)}
      {coupon.description ? `: ${coupon.description}` : ''}.{' '}
      <span className="console__muted">
        Used {coupon.timesRedeemed}
        {coupon.maxRedemptions !== null ? ` of ${coupon.maxRedemptions}` : ''} times;{' '}
        {coupon.redeemBy ? `expires ${when(coupon.redeemBy)}` : 'no expiry'};{' '}
        {coupon.active ? 'active' : 'switched off'}.
      </span>
    </p>
  );
}

/** One coupon: its terms, the limit and expiry form, switching it off or on, its redemptions. */
function CouponRow({ studioId, coupon }: { studioId: number; coupon: StudioCoupon }) {
  const update = useUpdateCoupon(studioId);
  const [shown, setShown] = useState(false);
  const [message, setMessage] = useState<{ error?: string; field?: string; success?: string }>({});
  const change = async (body: Record<string, unknown>) => {
    setMessage({});
    try {
      await update.mutateAsync({ id: coupon.id, ...body });
      setMessage({ success: moneyTexts.couponSaved });
    } catch (err) {
      const field = fieldOf(err);
      setMessage({ error: errorMessage(err), ...(field ? { field } : {}) });
    }
  };
  const warn = (field: string) => (message.field === field ? message.error : undefined);
  return (
    <li className="console__card" aria-label={`Coupon ${coupon.code}`}>
      <h3>{coupon.code}</h3>
      <CouponTerms coupon={coupon} />
      <LimitForm coupon={coupon} change={change} warn={warn} busy={update.isPending} />
      <div className="console__actions">
        {coupon.redeemBy ? (
          <button
            className="btn"
            type="button"
            onClick={() => void change({ redeemBy: null })}
            disabled={update.isPending}
          >
            Remove expiry
          </button>
        ) : null}
        <button
          className="btn"
          type="button"
          onClick={() => void change({ active: !coupon.active })}
          disabled={update.isPending}
        >
          {coupon.active ? 'Switch off' : 'Switch on'}
        </button>
        <button
          className="btn"
          type="button"
          aria-expanded={shown}
          onClick={() => setShown(!shown)}
        >
          {shown ? 'Hide redemptions' : 'Show redemptions'}
        </button>
      </div>
      <FormMessage error={message.field ? undefined : message.error} success={message.success} />
      {shown ? <Redemptions studioId={studioId} couponId={coupon.id} /> : null}
    </li>
  );
}

/** The studio's coupons and the form for a new one (staff and the studio's admins). */
export function CouponsSection({ studioId }: { studioId: number }) {
  const coupons = useCoupons(studioId);
  return (
    <section className="console__card" aria-labelledby="console-coupons">
      <h2 id="console-coupons">Coupons</h2>
      <p className="console__muted">
        A coupon works at checkout for this studio&apos;s plans and day pass.
      </p>
      <CouponForm studioId={studioId} />
      {coupons.isPending ? <Loader /> : null}
      {coupons.isError ? <FormMessage error={errorMessage(coupons.error)} /> : null}
      {coupons.data ? (
        <ul className="console__list" aria-label="Coupons">
          {coupons.data.coupons.map((c) => (
            <CouponRow key={c.id} studioId={studioId} coupon={c} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
