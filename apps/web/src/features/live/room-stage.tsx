import { useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { useChannel } from './api/channel.ts';
import type { RoomClass } from './live-room.tsx';
import { RoomRefusal } from './room-refusal.tsx';
import { StreamVideo } from './stream-video.tsx';
import { useAttendanceReports } from './use-attendance-reports.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useOwnCamera } from './use-own-camera.ts';

/** What the member sees of the class's state while the instructor's picture is not here. */
function OnAir({ liveClassId }: { liveClassId: number }) {
  const channel = useChannel(liveClassId);
  if (channel.isError) return <RoomRefusal error={channel.error} />;
  if (!channel.data) return null;
  return (
    <p className="live-room__on-air" role="status">
      {channel.data.live
        ? 'The instructor is live.'
        : 'Waiting for the instructor to start the class…'}
    </p>
  );
}

/** The room a member is in: the class's picture, their own camera, full screen, the way out. */
export function RoomStage({
  liveClass,
  attendanceId,
}: {
  liveClass: RoomClass;
  attendanceId: number;
}) {
  const area = useRef<HTMLDivElement>(null);
  const camera = useOwnCamera();
  const fullscreen = useFullscreen(area);
  useAttendanceReports(attendanceId, camera.report);

  return (
    <section className="live-room" aria-label={`Live room: ${liveClass.title}`}>
      <div className="live-room__area" ref={area}>
        <OnAir liveClassId={liveClass.id} />
        {camera.stream ? (
          <StreamVideo
            className="live-room__self"
            stream={camera.stream}
            muted
            label="Your camera (only the instructor sees it)"
          />
        ) : null}
      </div>
      {camera.problem ? (
        <p className="form-error" role="alert">
          {camera.problem}
        </p>
      ) : null}
      <div className="live-room__controls">
        <button
          type="button"
          className="btn"
          aria-pressed={camera.stream !== null}
          disabled={camera.starting}
          onClick={() => (camera.stream ? camera.stop() : void camera.start())}
        >
          {camera.stream ? 'Turn camera off' : 'Turn camera on'}
        </button>
        {fullscreen.supported ? (
          <button type="button" className="btn" onClick={fullscreen.toggle}>
            {fullscreen.on ? 'Exit full screen' : 'Full screen'}
          </button>
        ) : null}
        <Link className="btn" to={paths.liveUpcoming}>
          Leave class
        </Link>
      </div>
      <p className="live-room__note">
        Only the instructor sees your camera. The time it is on is kept with your attendance.
      </p>
    </section>
  );
}
