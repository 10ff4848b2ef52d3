import { useRef, useState } from 'react';
import { billingTexts, type LiveClass, type LiveClassConfirmation } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { useCardPayment } from '../../lib/card-payment/context.ts';
import { livePaymentIntent, useConfirmLiveClass } from './api/book.ts';

/**
 * Paying for a live class (spec 4.6): nothing to pay books at once; otherwise a seat is held with
 * a payment intent, the card confirms it, and the booking is confirmed with the intent.
 */
export function useLivePayment(opts: {
  liveClass: LiveClass;
  onPaid(confirmation: LiveClassConfirmation): void;
  onPending(pending: boolean): void;
}) {
  const card = useCardPayment();
  const confirm = useConfirmLiveClass();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click before React re-renders must not start a second payment.
  const busy = useRef(false);
  const busyWith = (on: boolean) => {
    busy.current = on;
    setPending(on);
    opts.onPending(on);
  };

  const pay = async (p: { amount: number; promo: string | null; name: string }) => {
    const { liveClass } = opts;
    if (busy.current) return;
    busyWith(true);
    setError(null);
    const book = (paymentIntentId: string | null) =>
      confirm.mutateAsync({ liveClass, paymentIntentId, amount: p.amount, promo: p.promo });
    try {
      if (p.amount === 0) return opts.onPaid(await book(null));
      let intent: { client_secret: string; id: string };
      try {
        intent = await livePaymentIntent(liveClass, p.amount, p.promo);
      } catch (err) {
        return setError(errorMessage(err) || billingTexts.unableToCompletePayment);
      }
      const paid = await card.confirmPayment(intent.client_secret, { name: p.name });
      if (!paid.ok) return setError(paid.message || billingTexts.unableToCompletePayment);
      opts.onPaid(await book(intent.id));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      busyWith(false);
    }
  };
  return { card, pay, pending, error };
}
