import { useEffect, useRef, useState } from 'react';
import { billingTexts } from '@jetsweat/contract';
import { useCardPayment, type WalletSession } from '../../lib/card-payment/context.ts';

/**
 * The wallet button (spec 2.8): shown only when the browser offers Apple Pay (Safari with Stripe;
 * never in Chromium, never with the sandbox), with its note. `pay` gets the wallet's payment
 * method and answers whether the purchase went through.
 */
export function WalletButton(props: {
  amountCents: number;
  label: string;
  pay: (paymentMethodId: string) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { amountCents, label } = props;
  const card = useCardPayment();
  const [session, setSession] = useState<WalletSession | null>(null);
  const handlers = useRef(props);
  useEffect(() => {
    handlers.current = props;
  });

  useEffect(() => {
    if (!card.ready || card.gateway !== 'stripe') return;
    let live = true;
    void card.wallet({ amountCents, label }).then((s) => {
      if (!live || !s) return;
      s.onPaymentMethod((pm) => handlers.current.pay(pm));
      s.onCancel(() => handlers.current.onCancel());
      setSession(s);
    });
    return () => {
      live = false;
    };
  }, [card, amountCents, label]);

  if (!session) return null;
  return (
    <div className="wallet">
      {/* Safari draws its own Apple Pay button for this appearance. */}
      <button
        type="button"
        className="wallet__apple"
        aria-label="Buy with Apple Pay"
        onClick={() => session.show()}
      />
      <p className="wallet__note">{billingTexts.walletNote}</p>
    </div>
  );
}
