import { useEffect, useId, useRef, useState } from 'react';
import type { PromoResult } from '@jetsweat/contract';
import { billingTexts } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { billingApi } from './api.ts';

interface PromoEntryProps {
  /** A code carried in from sign-up or a promo link (?code=): opened and applied at once. */
  initialCode: string | null;
  /** What the code is priced against: a package, or an amount in cents. */
  target: { packageId?: string; amount?: number };
  applied: PromoResult | null;
  onApplied(result: PromoResult | null): void;
  disabled?: boolean;
}

/**
 * 'I have a promo code' (spec 2.8): opens a field; a good code shows 'Coupon Applied!' with
 * REMOVE; a bad one shows the server's message in red beside the field, with a clear icon.
 */
export function PromoEntry({ initialCode, target, applied, onApplied, disabled }: PromoEntryProps) {
  const [open, setOpen] = useState(Boolean(initialCode));
  const [code, setCode] = useState(initialCode ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const ids = { panel: useId(), input: useId(), error: useId() };
  const input = useRef<HTMLInputElement>(null);
  const key = `${target.packageId ?? ''}:${target.amount ?? ''}`;
  const lastKey = useRef(key);
  const tried = useRef(false);
  const notify = useRef(onApplied);
  useEffect(() => {
    notify.current = onApplied;
  }, [onApplied]);

  const check = async (value: string) => {
    const promo = value.trim();
    if (!promo || (!target.packageId && target.amount === undefined)) return;
    setChecking(true);
    setError(null);
    try {
      notify.current(await billingApi.verifyPromo({ promo, ...target }));
    } catch (err) {
      notify.current(null);
      setError(errorMessage(err));
    } finally {
      setChecking(false);
    }
  };

  // A code from the link is applied once the plan is known; a plan change prices it again.
  useEffect(() => {
    const changed = lastKey.current !== key;
    lastKey.current = key;
    if ((!tried.current && initialCode) || (changed && applied)) {
      tried.current = true;
      void check(applied?.code ?? code);
    }
    // Only the target's identity matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const clear = () => {
    setCode('');
    setError(null);
    notify.current(null);
    input.current?.focus();
  };

  if (applied) {
    return (
      <div className="promo promo--applied" role="status">
        <span className="promo__applied">{billingTexts.couponApplied}</span>
        <span className="promo__output">
          {applied.code}: {applied.output}
        </span>
        <button
          type="button"
          className="link-button promo__remove"
          onClick={clear}
          disabled={disabled}
        >
          {billingTexts.remove}
        </button>
      </div>
    );
  }

  return (
    <div className="promo">
      <button
        type="button"
        className="link-button promo__toggle"
        aria-expanded={open}
        aria-controls={ids.panel}
        onClick={() => setOpen((o) => !o)}
      >
        {billingTexts.havePromo}
      </button>
      {open ? (
        <div className="promo__panel" id={ids.panel}>
          <label htmlFor={ids.input} className="visually-hidden">
            Promo code
          </label>
          <div className={`promo__row${error ? ' promo__row--bad' : ''}`}>
            <input
              ref={input}
              id={ids.input}
              name="promo"
              autoComplete="off"
              placeholder="Promo code"
              value={code}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? ids.error : undefined}
              onChange={(e) => {
                setCode(e.target.value);
                setError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void check(code);
                }
              }}
              disabled={disabled}
            />
            {error ? (
              <button
                type="button"
                className="promo__clear"
                aria-label="Clear promo code"
                onClick={clear}
              >
                ×
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn--ghost promo__apply"
              onClick={() => void check(code)}
              disabled={disabled || checking || !code.trim()}
            >
              {checking ? 'Checking…' : 'Apply'}
            </button>
          </div>
          {error ? (
            <span className="promo__error" id={ids.error} role="alert">
              {error}
            </span>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
