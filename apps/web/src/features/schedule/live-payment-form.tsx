import { useForm } from 'react-hook-form';
import { zodResolver } from '../../lib/zod-resolver.ts';
import {
  billingTexts,
  cardOnlyFormSchema,
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
  type LiveClass,
  type LiveClassConfirmation,
} from '@jetsweat/contract';
import { CardFields } from '../../lib/card-payment/card-fields.tsx';
import { PromoEntry } from '../../lib/card-payment/promo-entry.tsx';
import { usePromoCode } from '../../lib/card-payment/use-promo-code.ts';
import { useSession } from '../../lib/session.ts';
import { useLivePayment } from './use-live-payment.ts';

function PriceLines({
  liveClass,
  amount,
  discounted,
}: {
  liveClass: LiveClass;
  amount: number;
  discounted: boolean;
}) {
  const listPrice = liveClassPriceCents(liveClass.price);
  return (
    <dl className="live-payment__summary">
      <dt>Class</dt>
      <dd>
        {liveClass.title} with {liveClass.instructor || liveClass.studioName}
      </dd>
      <dt>Price</dt>
      <dd data-testid="live-price">
        {discounted ? (
          <>
            <s>{formatDollars(listPrice)}</s> {formatDollars(amount)}
          </>
        ) : (
          formatDollars(listPrice)
        )}
      </dd>
    </dl>
  );
}

/** The live-class payment form: price, promo code, card, and the button that pays. */
export function LivePaymentForm(props: {
  liveClass: LiveClass;
  onPaid(confirmation: LiveClassConfirmation): void;
  onPending(pending: boolean): void;
}) {
  const { liveClass } = props;
  const { user } = useSession();
  const listPrice = liveClassPriceCents(liveClass.price);
  const promo = usePromoCode({ amount: listPrice }, null);
  const { card, pay, pending, error } = useLivePayment(props);
  const form = useForm({ resolver: zodResolver(cardOnlyFormSchema) });
  const amount = promo.applied ? promo.applied.newAmount : listPrice;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const free = amount === 0;
  const blocked = pending || (!free && !card.ready);
  const submit = form.handleSubmit(async () => {
    if (!blocked) await pay({ amount, promo: promo.applied?.code ?? null, name });
  });

  return (
    <form
      className="live-payment"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={scheduleTexts.paymentTitle}
    >
      {error ? (
        <div className="form-error" role="alert">
          {error}
        </div>
      ) : null}
      <PriceLines liveClass={liveClass} amount={amount} discounted={promo.applied !== null} />
      <PromoEntry promo={promo} initialCode={null} disabled={pending} />
      {free ? (
        <p className="live-payment__free">{billingTexts.freeOrder}</p>
      ) : (
        <CardFields defaultName={name} />
      )}
      <button type="submit" className="btn btn--block" disabled={blocked}>
        {pending ? 'Processing... ' : free ? 'Book my free class' : `Pay ${formatDollars(amount)}`}
      </button>
    </form>
  );
}
