import { useRef, useState } from 'react';
import { billingTexts } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { needsAction } from './api/purchases.ts';
import { CardPaymentError, useCardPayment } from '../../lib/card-payment/context.ts';
import type { RequiresAction } from '@jetsweat/contract';

/**
 * A purchase from a card form (spec 4.4): pending while it runs (a second submit is ignored), a
 * card token first (none: the banner of spec 8), then the purchase call; a purchase waiting for
 * the buyer's bank is authenticated and sent again. Answers the purchase, or null after showing why.
 */
export function useCardPurchase() {
  const card = useCardPayment();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string[] | null>(null);
  const stall = useRef(false);

  async function purchase<T>(opts: {
    needsCard: boolean;
    name: string;
    supportLine: string;
    send: (token: string | undefined) => Promise<T | RequiresAction>;
  }): Promise<T | null> {
    if (stall.current || (opts.needsCard && !card.ready)) return null;
    stall.current = true;
    setPending(true);
    setError(null);
    try {
      let token: string | undefined;
      if (opts.needsCard) {
        try {
          token = await card.createToken(opts.name);
        } catch (err) {
          const reason = err instanceof CardPaymentError ? [err.message] : [];
          setError([
            ...reason,
            billingTexts.tokenMissing,
            billingTexts.tryAgainOrBank,
            opts.supportLine,
          ]);
          return null;
        }
      }
      let answer = await opts.send(token);
      if (needsAction(answer)) {
        const result = await card.handleAction(answer.clientSecret, answer.amountCents);
        if (!result.ok) {
          setError([result.message]);
          return null;
        }
        answer = await opts.send(token);
        if (needsAction(answer)) {
          setError([billingTexts.unableToCompletePayment]);
          return null;
        }
      }
      return answer;
    } catch (err) {
      setError([errorMessage(err)]);
      return null;
    } finally {
      stall.current = false;
      setPending(false);
    }
  }

  return { card, purchase, pending, error, setError };
}
