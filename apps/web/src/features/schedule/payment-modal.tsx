import { useState } from 'react';
import {
  easternLongDate,
  easternTime,
  formatDollars,
  scheduleTexts,
  type LiveClass,
  type LiveClassConfirmation,
} from '@jetsweat/contract';
import { CardPaymentProvider } from '../../lib/card-payment/card-payment-provider.tsx';
import { Modal } from '../../ui/modal.tsx';
import { LivePaymentForm } from './live-payment-form.tsx';
import { PackCreditChoice } from './pack-credit-choice.tsx';
import './booking.css';
import { policyLine } from './cancel-policy.ts';

/**
 * 'Confirm live class booking': a class pack's credit where the member has one, else the price in
 * dollars (charged in cents), a promo code, the card.
 */
export function PaymentModal(props: {
  liveClass: LiveClass;
  onClose(): void;
  onPaid(confirmation: LiveClassConfirmation): void;
  onBookedWithCredit(): void;
}) {
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
      // While the payment is with the bank, Stripe.js may show the bank's check over the page.
      modal={!pending}
    >
      {c.product.availability === 1 && c.price !== null ? (
        // Personal training is a paid 1:1: its price is said before the card is asked for.
        <p className="payment-modal__note">
          <strong>
            {scheduleTexts.personalPriceConfirm(formatDollars(Math.round(c.price * 100)))}
          </strong>
        </p>
      ) : null}
      <p className="payment-modal__note">{policyLine(c)}</p>
      <PackCreditChoice liveClass={c} onBooked={props.onBookedWithCredit} />
      <CardPaymentProvider>
        <LivePaymentForm liveClass={c} onPaid={props.onPaid} onPending={setPending} />
      </CardPaymentProvider>
    </Modal>
  );
}
