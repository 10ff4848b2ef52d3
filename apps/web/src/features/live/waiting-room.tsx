import { useState } from 'react';
import { liveRoomTexts } from '@jetsweat/contract';
import { useNow } from '../../lib/use-now.ts';
import { DeviceCheck } from './device-check.tsx';
import type { RoomClass } from './room-class.ts';
import { countdown } from './room-window.ts';
import { StreamVideo } from './stream-video.tsx';
import { useLocalMedia } from './use-local-media.ts';

/** The member's camera and microphone, asked for only while the check is open. */
function MemberDeviceCheck() {
  const media = useLocalMedia();
  return (
    <div className="waiting-room__check">
      {media.problem ? (
        <p className="form-error" role="alert">
          {media.problem}
        </p>
      ) : null}
      <StreamVideo
        className="waiting-room__preview"
        stream={media.stream}
        muted
        label="Your camera preview"
      />
      <DeviceCheck stream={media.stream} hint={liveRoomTexts.memberCheckHint} />
    </div>
  );
}

/**
 * Before the class starts, the room waits (issue 51, item 5): the time until the start, "starting
 * soon", and a check of the camera and microphone for members who will turn their camera on.
 */
export function WaitingRoom({ liveClass }: { liveClass: RoomClass }) {
  const now = useNow(1000);
  const [checking, setChecking] = useState(false);
  const start = Date.parse(liveClass.scheduledDatetime);
  if (now >= start) return null;
  return (
    <section className="waiting-room" aria-label={liveRoomTexts.waitingTitle}>
      <p className="waiting-room__soon">
        {liveRoomTexts.startingSoon}{' '}
        <span className="live-room__countdown">{countdown(start - now)}</span>
      </p>
      <button type="button" className="btn" onClick={() => setChecking(!checking)}>
        {checking ? liveRoomTexts.closeCheck : liveRoomTexts.openCheck}
      </button>
      {checking ? <MemberDeviceCheck /> : null}
    </section>
  );
}
