import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import {
  brand,
  easternLongDate,
  easternTime,
  formatDollars,
  scheduleTexts,
  type LiveClass,
} from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../ui/loader.tsx';
import { Modal } from '../../ui/modal.tsx';
import { LoginModal } from '../accounts/login-modal.tsx';
import { SignupModal } from '../accounts/signup-modal.tsx';
import { useSite } from '../studios/site.tsx';
import type { Booking } from './use-booking.ts';

// The card form (and, with Stripe, Stripe.js) loads only when someone is about to pay.
const PaymentModal = lazy(() =>
  import('./payment-modal.tsx').then((m) => ({ default: m.PaymentModal })),
);

const when = (c: LiveClass) =>
  `${easternLongDate(c.scheduledDatetime)} at ${easternTime(c.scheduledDatetime)} ET`;

/** Every modal of the booking routing (spec 2.13). */
export function BookingModals({ booking }: { booking: Booking }) {
  const site = useSite();
  const { step, liveClass, close } = booking;
  const whiteLabel = site.onWhiteLabelDomain;
  return (
    <>
      <SignupModal
        open={step.kind === 'signup'}
        onClose={close}
        onLogin={() => booking.show('login')}
        onSignedUp={booking.signedIn}
      />
      <LoginModal
        open={step.kind === 'login'}
        onClose={close}
        onSignup={() => booking.show('signup')}
        onLoggedIn={booking.signedIn}
      />
      <Modal open={step.kind === 'working'} title="Just a moment…" closable={false} preventClose>
        <Loader />
      </Modal>
      {liveClass ? (
        <>
          <Modal
            open={step.kind === 'subscribed'}
            onClose={close}
            title={scheduleTexts.alreadySubscribedTitle}
            subtitle={
              whiteLabel
                ? 'Live classes are part of your membership.'
                : `Live classes are part of your ${brand.name} subscription.`
            }
          >
            <p>
              We added <strong>{liveClass.title}</strong> on {when(liveClass)} to your schedule.
            </p>
            <ul className="schedule-links">
              <li>
                <Link to={paths.liveClass(liveClass.id)}>See the class</Link>
              </li>
              <li>
                <Link to={paths.dashboard}>Go to your dashboard</Link>
              </li>
              <li>
                <Link to={paths.calendar}>Open your calendar</Link>
              </li>
            </ul>
          </Modal>
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
              <PaymentModal liveClass={liveClass} onClose={close} onPaid={booking.paid} />
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
      ) : null}
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

function OrderSummary({
  liveClass,
  amount,
  promo,
}: {
  liveClass: LiveClass;
  amount: number;
  promo: string | null;
}) {
  return (
    <div className="order-summary">
      <p>You're booked. We added the class to your schedule.</p>
      <dl>
        <dt>Class</dt>
        <dd>{liveClass.title}</dd>
        <dt>Studio</dt>
        <dd>{liveClass.studioName}</dd>
        <dt>Instructor</dt>
        <dd>{liveClass.instructor}</dd>
        <dt>When</dt>
        <dd>{when(liveClass)}</dd>
        <dt>Length</dt>
        <dd>{liveClass.minutesDuration} minutes</dd>
        <dt>Paid</dt>
        <dd>{amount === 0 ? `Free${promo ? ` with ${promo}` : ''}` : formatDollars(amount)}</dd>
      </dl>
      <p className="order-summary__note">
        Live-class sales are final: no cancellations or switches.
      </p>
      <Link className="btn" to={paths.liveClass(liveClass.id)}>
        See the class
      </Link>
    </div>
  );
}
