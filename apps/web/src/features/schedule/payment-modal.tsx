import { useRef, useState, type FormEvent } from 'react';
import {
  billingTexts,
  easternLongDate,
  easternTime,
  formatDollars,
  liveClassPriceCents,
  scheduleTexts,
  type LiveClass,
  type LiveClassConfirmation,
  type PromoResult,
} from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Modal } from '../../ui/modal.tsx';
import { useSession } from '../accounts/session.tsx';
import { CardFields } from '../billing/card-payment/card-fields.tsx';
import { CardPaymentProvider } from '../billing/card-payment/card-payment-provider.tsx';
import { useCardPayment } from '../billing/card-payment/context.ts';
import { PromoEntry } from '../billing/promo-entry.tsx';
import '../billing/billing.css';
import { scheduleApi } from './api.ts';

interface Props {
  liveClass: LiveClass;
  onClose(): void;
  onPaid(confirmation: LiveClassConfirmation): void;
}

/** 'Confirm live class booking': the price in dollars (charged in cents), a promo code, the card. */
export function PaymentModal(props: Props) {
  const [pending, setPending] = useState(false);
  const c = props.liveClass;
  return (
    <Modal
      open
      title={scheduleTexts.paymentTitle}
      subtitle={`${c.title} · ${easternLongDate(c.scheduledDatetime)} at ${easternTime(c.scheduledDatetime)} ET`}
      onClose={props.onClose}
      preventClose={pending}
      closable={!pending}
    >
      <CardPaymentProvider>
        <PaymentForm {...props} onPending={setPending} />
      </CardPaymentProvider>
    </Modal>
  );
}

function PaymentForm({ liveClass, onPaid, onPending }: Props & { onPending(p: boolean): void }) {
  const card = useCardPayment();
  const { user } = useSession();
  const listPrice = liveClassPriceCents(liveClass.price);
  const [coupon, setCoupon] = useState<PromoResult | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second click before React re-renders must not start a second payment.
  const busy = useRef(false);
  const amount = coupon ? coupon.newAmount : listPrice;
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const free = amount === 0;
  const blocked = pending || (!free && !card.ready);

  const busyWith = (on: boolean) => {
    busy.current = on;
    setPending(on);
    onPending(on);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy.current || blocked) return;
    busyWith(true);
    setError(null);
    try {
      if (free) {
        onPaid(await scheduleApi.confirm(liveClass, null, 0, coupon?.code ?? null));
        return;
      }
      let intent: { client_secret: string; id: string };
      try {
        intent = await scheduleApi.paymentIntent(liveClass, amount, coupon?.code ?? null);
      } catch (err) {
        setError(errorMessage(err) || billingTexts.unableToCompletePayment);
        return;
      }
      const paid = await card.confirmPayment(intent.client_secret, { name });
      if (!paid.ok) {
        setError(paid.message || billingTexts.unableToCompletePayment);
        return;
      }
      onPaid(await scheduleApi.confirm(liveClass, intent.id, amount, coupon?.code ?? null));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      busyWith(false);
    }
  };

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
      <dl className="live-payment__summary">
        <dt>Class</dt>
        <dd>
          {liveClass.title} with {liveClass.instructor || liveClass.studioName}
        </dd>
        <dt>Price</dt>
        <dd data-testid="live-price">
          {coupon ? (
            <>
              <s>{formatDollars(listPrice)}</s> {formatDollars(amount)}
            </>
          ) : (
            formatDollars(listPrice)
          )}
        </dd>
      </dl>
      <PromoEntry
        initialCode={null}
        target={{ amount: listPrice }}
        applied={coupon}
        onApplied={setCoupon}
        disabled={pending}
      />
      {free ? (
        <p className="live-payment__free">{billingTexts.freeOrder}</p>
      ) : (
        <CardFields defaultName={name} />
      )}
      <button type="submit" className="btn btn--block" disabled={blocked}>
        {pending ? 'Processing... ' : free ? 'Book my free class' : `Pay ${formatDollars(amount)}`}
      </button>
      <p className="live-payment__note">
        Live-class sales are final: no cancellations or switches.
      </p>
    </form>
  );
}
