import type { ReactNode } from 'react';
import { billingTexts } from '@jetsweat/contract';
import { CardFields } from '../../lib/card-payment/card-fields.tsx';
import { PromoEntry } from '../../lib/card-payment/promo-entry.tsx';
import type { PromoCode } from '../../lib/card-payment/use-promo-code.ts';
import { useSession } from '../../lib/session.ts';

/**
 * 'Billing Information' (spec 2.8, 2.9): the card, or 'Sweet, this class is on us!' when a code
 * makes the order free, then the promo code; `children` follow (the total, the order button).
 */
export function BillingInformation(props: {
  promo: PromoCode;
  initialCode: string | null;
  pending: boolean;
  children?: ReactNode;
}) {
  const { promo, pending } = props;
  const { user } = useSession();
  return (
    <section className="checkout__billing" aria-labelledby="billing-information">
      <h2 id="billing-information">{billingTexts.billingInformation}</h2>
      {promo.applied?.newAmount === 0 ? (
        <p className="checkout__free">{billingTexts.freeOrder}</p>
      ) : (
        <CardFields defaultName={user ? `${user.firstName} ${user.lastName}` : ''} />
      )}
      <PromoEntry promo={promo} initialCode={props.initialCode} disabled={pending} />
      {props.children}
    </section>
  );
}
