import { useNow } from '../../lib/use-now.ts';
import type { RoomClass } from './room-class.ts';
import { countdown } from './room-window.ts';

/**
 * The class's clock over the picture (issue 51, item 5): before the start, the time until it;
 * then the time gone and the time left, counted each second.
 */
export function ClassClock({ liveClass }: { liveClass: RoomClass }) {
  const now = useNow(1000);
  const start = Date.parse(liveClass.scheduledDatetime);
  const end = start + liveClass.minutesDuration * 60_000;
  return (
    <p className="live-room__clock" aria-label="Class clock">
      {now < start ? (
        <>Starts in {countdown(start - now)}</>
      ) : (
        <>
          <span className="live-room__elapsed">{countdown(now - start)}</span> elapsed ·{' '}
          <span className="live-room__remaining">{countdown(end - now)}</span> left
        </>
      )}
    </p>
  );
}
