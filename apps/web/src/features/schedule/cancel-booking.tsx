import { useState } from 'react';
import {
  bookingPolicyTexts,
  scheduleTexts,
  type LiveClass,
  type MemberLiveClass,
} from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Modal } from '../../ui/modal.tsx';
import { useCancelBooking } from './api/cancel-booking.ts';
import { usePurchased } from './api/purchased.ts';
import { isLateCancel, policyLine } from './cancel-policy.ts';

/** The policy, and what cancelling does to this booking: a payment refunded, or a seat freed. */
function WhatCancelDoes({ liveClass, late }: { liveClass: LiveClass; late: boolean }) {
  const booking = usePurchased(true).data?.find((c) => c.id === liveClass.id)?.booking;
  if (late)
    return (
      <p>
        <strong>
          {bookingPolicyTexts.lateCancelConfirm(liveClass.cancelPolicy, booking?.paidWith ?? null)}
        </strong>
      </p>
    );
  return (
    <>
      <p>{policyLine(liveClass)}</p>
      {booking ? (
        <p>
          <strong>
            {booking.paidWith === 'card' && booking.amount > 0
              ? scheduleTexts.cancelConfirmPaid
              : scheduleTexts.cancelConfirmIncluded}
          </strong>
        </p>
      ) : null}
    </>
  );
}

/** The dialog's two choices: cancel (late, with its fee, when it is) or keep the booking. */
function ConfirmActions(p: { pending: boolean; label: string; onConfirm(): void; onKeep(): void }) {
  return (
    <div className="cancel-booking__actions">
      <button type="button" className="btn btn--brand" disabled={p.pending} onClick={p.onConfirm}>
        {p.pending ? 'Cancelling…' : p.label}
      </button>
      <button type="button" className="btn" disabled={p.pending} onClick={p.onKeep}>
        {scheduleTexts.keepBooking}
      </button>
    </div>
  );
}

/**
 * "Cancel booking" on a booked class, and the dialog that asks first: nothing is cancelled
 * without the member's second, explicit choice. `onDone` is told the server's answer.
 */
export function CancelBooking({
  liveClass,
  onDone,
}: {
  liveClass: MemberLiveClass;
  onDone(message: string): void;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelBooking();
  // Read when the dialog opens: the fee the member is told is the one they accept.
  const [late, setLate] = useState(false);
  const close = () => {
    setAsking(false);
    cancel.reset();
  };
  return (
    <>
      <button
        type="button"
        className="btn"
        aria-label={`${scheduleTexts.cancelBooking}: ${liveClass.title}`}
        onClick={() => {
          setLate(isLateCancel(liveClass, Date.now()));
          setAsking(true);
        }}
      >
        {scheduleTexts.cancelBooking}
      </button>
      <Modal
        open={asking}
        title={scheduleTexts.cancelConfirmTitle}
        subtitle={liveClass.title}
        onClose={cancel.isPending ? undefined : close}
        preventClose={cancel.isPending}
      >
        <WhatCancelDoes liveClass={liveClass} late={late} />
        {cancel.isError ? (
          <div className="form-error" role="alert">
            {errorMessage(cancel.error)}
          </div>
        ) : null}
        <ConfirmActions
          pending={cancel.isPending}
          label={late ? bookingPolicyTexts.lateCancelConfirmButton : scheduleTexts.cancelConfirm}
          onConfirm={() =>
            cancel.mutate(
              { liveClassId: liveClass.id, acceptLateFee: late },
              {
                onSuccess: (answer) => {
                  setAsking(false);
                  onDone(answer.message);
                },
              },
            )
          }
          onKeep={close}
        />
      </Modal>
    </>
  );
}
