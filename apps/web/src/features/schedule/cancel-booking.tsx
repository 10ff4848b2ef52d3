import { useState } from 'react';
import {
  LIVE_CLASS_CANCEL_CUTOFF_HOURS,
  scheduleTexts,
  type MemberLiveClass,
} from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Modal } from '../../ui/modal.tsx';
import { useCancelBooking } from './api/cancel-booking.ts';
import { usePurchased } from './api/purchased.ts';

const CUTOFF_MS = LIVE_CLASS_CANCEL_CUTOFF_HOURS * 60 * 60 * 1000;

/** Whether a booked class can still be cancelled at `now` (the server decides in the end). */
export const cancellable = (c: MemberLiveClass, now: number) =>
  Date.parse(c.scheduledDatetime) - now >= CUTOFF_MS;

/** The policy, and what cancelling does to this booking: a payment refunded, or a seat freed. */
function WhatCancelDoes({ liveClassId }: { liveClassId: number }) {
  const booking = usePurchased(true).data?.find((c) => c.id === liveClassId)?.booking;
  return (
    <>
      <p>{scheduleTexts.cancelPolicy}</p>
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
        onClick={() => setAsking(true)}
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
        <WhatCancelDoes liveClassId={liveClass.id} />
        {cancel.isError ? (
          <div className="form-error" role="alert">
            {errorMessage(cancel.error)}
          </div>
        ) : null}
        <div className="cancel-booking__actions">
          <button
            type="button"
            className="btn btn--brand"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(liveClass.id, {
                onSuccess: (answer) => {
                  setAsking(false);
                  onDone(answer.message);
                },
              })
            }
          >
            {cancel.isPending ? 'Cancelling…' : scheduleTexts.cancelConfirm}
          </button>
          <button type="button" className="btn" disabled={cancel.isPending} onClick={close}>
            {scheduleTexts.keepBooking}
          </button>
        </div>
      </Modal>
    </>
  );
}
