import { lazy, Suspense, type ComponentType } from 'react';
import { Link } from '../../lib/link.tsx';
import { brand, packTexts, scheduleTexts, type LiveClass } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import type { SignInModalsProps } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { Modal } from '../../ui/modal.tsx';
import { OrderSummary, when } from './order-summary.tsx';
import type { Booking } from './use-booking.ts';
import './booking.css';

// The card form (and, with Stripe, Stripe.js) loads only when someone is about to pay.
const PaymentModal = lazy(() =>
  import('./payment-modal.tsx').then((m) => ({ default: m.PaymentModal })),
);

/**
 * The class went onto the schedule of someone whose plan includes it, or with a pack's credit.
 * The specification names the heading ("You're already a subscriber!"); the news, that the class
 * is booked, comes right under it so nobody reads the heading as a refusal (issue 56, point 4).
 */
function AddedModal({ booking, liveClass }: { booking: Booking; liveClass: LiveClass }) {
  const site = useSite();
  const why =
    booking.step.kind === 'credited'
      ? packTexts.bookedWithCredit
      : site.onWhiteLabelDomain
        ? 'Live classes are part of your membership.'
        : `Live classes are part of your ${brand.name} subscription.`;
  return (
    <Modal
      open={booking.step.kind === 'subscribed' || booking.step.kind === 'credited'}
      onClose={booking.close}
      title={scheduleTexts.alreadySubscribedTitle}
      subtitle={scheduleTexts.addedToSchedule}
    >
      <p role="status">
        ✓ We added <strong>{liveClass.title}</strong> on {when(liveClass)} to your schedule.
      </p>
      <p>{why}</p>
      <ul className="schedule-links">
        <li>
          <Link to={paths.liveClass(liveClass.id)}>See the class</Link>
        </li>
        <li>
          <Link to={paths.dashboard}>Go to your dashboard</Link>
        </li>
        <li>
          <Link to={paths.liveUpcoming}>See your booked classes</Link>
        </li>
      </ul>
    </Modal>
  );
}

/** The modals that follow from a chosen class: added, already booked, paying, or failed. */
function ClassModals({ booking, liveClass }: { booking: Booking; liveClass: LiveClass }) {
  const { step, close } = booking;
  return (
    <>
      <AddedModal booking={booking} liveClass={liveClass} />
      <Modal
        open={step.kind === 'registered'}
        onClose={close}
        title={scheduleTexts.alreadyRegisteredTitle}
      >
        <p role="status">{scheduleTexts.alreadyRegistered}</p>
        <p>
          <strong>{liveClass.title}</strong>, {when(liveClass)}.
        </p>
        <p>
          <Link to={paths.liveClass(liveClass.id)}>See the class</Link>
        </p>
      </Modal>
      {step.kind === 'payment' ? (
        <Suspense fallback={null}>
          <PaymentModal
            liveClass={liveClass}
            onClose={close}
            onPaid={booking.paid}
            onBookedWithCredit={booking.bookedWithCredit}
          />
        </Suspense>
      ) : null}
      <Modal open={step.kind === 'failed'} onClose={close} title="We could not book this class">
        <p className="form-error" role="alert">
          {step.kind === 'failed' ? step.message : ''}
        </p>
        <button type="button" className="btn" onClick={close}>
          Choose another class
        </button>
      </Modal>
    </>
  );
}

/** Every modal of the booking routing (spec 2.13). */
export function BookingModals({
  booking,
  SignInModals,
}: {
  booking: Booking;
  SignInModals: ComponentType<SignInModalsProps>;
}) {
  const { step, liveClass, close } = booking;
  const signIn = step.kind === 'signup' || step.kind === 'login' ? step.kind : null;
  return (
    <>
      <SignInModals
        open={signIn}
        onOpen={booking.show}
        onClose={close}
        onSignedIn={booking.signedIn}
      />
      <Modal open={step.kind === 'working'} title="Just a moment…" closable={false} preventClose>
        <Loader />
      </Modal>
      {liveClass ? <ClassModals booking={booking} liveClass={liveClass} /> : null}
      {step.kind === 'summary' ? (
        <Modal open onClose={close} title={scheduleTexts.orderSummaryTitle}>
          <OrderSummary
            liveClass={step.confirmation.liveClass}
            amount={step.confirmation.booking.amount}
            promo={step.confirmation.booking.promo}
          />
        </Modal>
      ) : null}
    </>
  );
}
