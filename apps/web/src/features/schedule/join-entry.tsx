import { Link } from 'react-router';
import {
  easternTime,
  LIVE_CLASS_JOIN_OPENS_MINUTES,
  scheduleTexts,
  type LiveClass,
} from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { useNow } from './use-now.ts';

/** Where a booked person joins: open from shortly before the start until the class ends. */
export function JoinEntry({ liveClass }: { liveClass: LiveClass }) {
  const now = useNow();
  const start = Date.parse(liveClass.scheduledDatetime);
  const opens = start - LIVE_CLASS_JOIN_OPENS_MINUTES * 60_000;
  const ends = start + liveClass.minutesDuration * 60_000;
  if (now >= ends) return <p className="join-entry">This class has ended.</p>;
  if (now < opens) {
    return (
      <div className="join-entry">
        <button type="button" className="btn" disabled>
          {scheduleTexts.joinClass}
        </button>
        <p>
          Opens at {easternTime(new Date(opens))} ET, {LIVE_CLASS_JOIN_OPENS_MINUTES} minutes before
          the class starts.
        </p>
      </div>
    );
  }
  return (
    <div className="join-entry">
      <Link className="btn btn--brand" to={`${paths.live}?liveClassId=${liveClass.id}`}>
        {scheduleTexts.joinClass}
      </Link>
      <p>{now < start ? 'The class starts in a few minutes.' : 'The class is live now.'}</p>
    </div>
  );
}
