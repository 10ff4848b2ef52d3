import { useState } from 'react';
import type { MemberLiveClass } from '@jetsweat/contract';
import { useNow } from '../../lib/use-now.ts';
import { CancelBooking } from './cancel-booking.tsx';
import { cancelClosedLine, cancellable } from './cancel-policy.ts';

/**
 * A booked class's cancel on its own page: the button while the studio's policy allows it, and
 * once its window has closed the policy's reason in the button's place, so the button never just
 * disappears (issue 56, point 4). After a cancel, the server's answer.
 */
export function BookedCancel({ liveClass }: { liveClass: MemberLiveClass }) {
  const now = useNow();
  const [done, setDone] = useState<string | null>(null);
  if (done)
    return (
      <p className="form-success" role="status">
        {done}
      </p>
    );
  if (cancellable(liveClass, now)) return <CancelBooking liveClass={liveClass} onDone={setDone} />;
  const closed = cancelClosedLine(liveClass, now);
  return closed ? <p className="schedule-class__policy">{closed}</p> : null;
}
