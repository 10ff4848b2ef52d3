import { scheduleTexts, type LiveClass } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { useSetWaiting } from './api/cancel-booking.ts';

/**
 * A full class's "Join waitlist" or "Leave waitlist" (a logged-in member only): nothing is paid
 * here; a freed seat is booked for them when the class is in their plan, else offered by e-mail.
 */
export function WaitlistButton({ liveClass, waiting }: { liveClass: LiveClass; waiting: boolean }) {
  const set = useSetWaiting();
  return (
    <div className="schedule-class__waitlist">
      <button
        type="button"
        className="btn schedule-class__book"
        aria-label={`${waiting ? scheduleTexts.leaveWaitlist : scheduleTexts.joinWaitlist}: ${liveClass.title}`}
        disabled={set.isPending}
        onClick={() => set.mutate({ liveClassId: liveClass.id, waiting: !waiting })}
      >
        {waiting ? scheduleTexts.leaveWaitlist : scheduleTexts.joinWaitlist}
      </button>
      {set.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(set.error)}
        </p>
      ) : waiting ? (
        <p className="schedule-class__seats" role="status">
          {scheduleTexts.onWaitlist}
        </p>
      ) : null}
    </div>
  );
}
