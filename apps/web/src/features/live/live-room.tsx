import { easternTime, LIVE_ROOM_OPENS_MINUTES, scheduleTexts } from '@jetsweat/contract';
import { useNow } from '../../lib/use-now.ts';
import { ClassEnded } from './class-ended.tsx';
import { ParticipantRoom } from './participant-room.tsx';
import type { RoomClass } from './room-class.ts';
import { countdown, roomTimes } from './room-window.ts';
import './live-room.css';

/** Before the room opens: the way in, not yet pressable, and the time until it is. */
function Countdown({ opensAt, now }: { opensAt: number; now: number }) {
  return (
    <div className="join-entry">
      <button type="button" className="btn" disabled>
        {scheduleTexts.joinClass}
      </button>
      <p>
        Opens at {easternTime(new Date(opensAt))} ET, {LIVE_ROOM_OPENS_MINUTES} minutes before the
        class starts. The class room opens in{' '}
        <span className="live-room__countdown">{countdown(opensAt - now)}</span>.
      </p>
    </div>
  );
}

/**
 * A class's live room on its page (/newplatform/live/upcoming/{id}): a countdown before the room
 * opens, the room itself from then until the class ends (the server decides who enters: someone
 * who has not booked hears why and how to book), then the class's end and what comes next.
 */
export function LiveRoom({ liveClass }: { liveClass: RoomClass }) {
  const now = useNow(1000);
  const { opensAt, endsAt } = roomTimes(liveClass);
  if (now >= endsAt) return liveClass.booked ? <ClassEnded liveClassId={liveClass.id} /> : null;
  if (now < opensAt) return liveClass.booked ? <Countdown opensAt={opensAt} now={now} /> : null;
  // A booking made on this page lets the person in: the room enters afresh.
  return <ParticipantRoom key={String(liveClass.booked)} liveClass={liveClass} />;
}
