import { Link } from '../../lib/link.tsx';
import { easternLongDate, easternTime, formatDollars, type LiveClass } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { policyLine } from './cancel-policy.ts';

/** 'Monday, November 23, 2026 at 6:00 PM ET'. */
export const when = (c: LiveClass) =>
  `${easternLongDate(c.scheduledDatetime)} at ${easternTime(c.scheduledDatetime)} ET`;

/** What was booked and paid, after a live-class payment (spec 2.13). */
export function OrderSummary({
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
      <p className="order-summary__note">{policyLine(liveClass)}</p>
      <Link className="btn" to={paths.liveClass(liveClass.id)}>
        See the class
      </Link>
    </div>
  );
}
