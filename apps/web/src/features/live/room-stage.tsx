import { useRef } from 'react';
import { Link } from '../../lib/link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { channelFailure, useChannel } from './api/channel.ts';
import { ChatPanel } from './chat-panel.tsx';
import { ClassClock } from './class-clock.tsx';
import { ClassEnded } from './class-ended.tsx';
import type { RoomClass } from './room-class.ts';
import { MainPicture } from './main-picture.tsx';
import { RoomRefusal } from './room-refusal.tsx';
import { RoomWorkout } from './room-workout.tsx';
import { useChat } from './socket/use-chat.ts';
import { useClassEnding } from './socket/use-class-ending.ts';
import { useJanusMember } from './socket/use-janus-member.ts';
import { useMemberMedia } from './socket/use-member-media.ts';
import { useModeration } from './socket/use-moderation.ts';
import { NO_ICE_SERVERS } from './socket/rtc.ts';
import { useRoomSocket, type RoomConnection } from './socket/use-room-socket.ts';
import { StreamVideo } from './stream-video.tsx';
import { useAttendanceReports } from './use-attendance-reports.ts';
import { useFullscreen } from './use-fullscreen.ts';
import { useOwnCamera } from './use-own-camera.ts';
import { WaitingRoom } from './waiting-room.tsx';

/** What the member is told while the instructor's picture is not here. */
function Waiting({ liveClassId, connection }: { liveClassId: number; connection: RoomConnection }) {
  const channel = useChannel(liveClassId);
  const failure = channelFailure(channel);
  if (failure) return <RoomRefusal error={failure} />;
  let text = 'Connecting to the class…';
  if (connection.error) text = errorMessage(connection.error);
  else if (channel.data && !channel.data.live)
    text = 'Waiting for the instructor to start the class…';
  else if (channel.data?.live) text = 'The class is live: connecting to the instructor…';
  return (
    <p className="live-room__on-air" role="status">
      {text}
    </p>
  );
}

function Controls({
  camera,
  fullscreen,
  cameraHidden,
}: {
  camera: ReturnType<typeof useOwnCamera>;
  fullscreen: ReturnType<typeof useFullscreen>;
  /** The instructor hid the member's camera: it stays off until they show it again. */
  cameraHidden: boolean;
}) {
  return (
    <div className="live-room__controls">
      <button
        type="button"
        className="btn"
        aria-pressed={camera.stream !== null}
        disabled={camera.starting || cameraHidden}
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
      <p className="live-room__note">
        Only the instructor sees your camera. The time it is on is kept with your attendance.
      </p>
    </div>
  );
}

/** What shows over the picture: the class clock, the member's own camera, and in full screen the
 * controls (the page's own are hidden behind it). */
function OverPicture(props: {
  liveClass: RoomClass;
  camera: ReturnType<typeof useOwnCamera>;
  fullscreen: ReturnType<typeof useFullscreen>;
  cameraHidden: boolean;
}) {
  const { camera, fullscreen } = props;
  return (
    <>
      <ClassClock liveClass={props.liveClass} />
      {camera.stream ? (
        <StreamVideo
          className="live-room__self"
          stream={camera.stream}
          muted
          label="Your camera (only the instructor sees it)"
        />
      ) : null}
      {fullscreen.on ? (
        <div className="live-room__overlay-controls">
          <Controls camera={camera} fullscreen={fullscreen} cameraHidden={props.cameraHidden} />
        </div>
      ) : null}
    </>
  );
}

/** The room a member is in: the instructor, their own camera, full screen, the chat. */
export function RoomStage({
  liveClass,
  attendanceId,
  earlierCameraSeconds,
}: {
  liveClass: RoomClass;
  attendanceId: number;
  /** The camera's time on in earlier visits, as the join answered: this visit adds to it. */
  earlierCameraSeconds: number;
}) {
  const area = useRef<HTMLDivElement>(null);
  const camera = useOwnCamera(earlierCameraSeconds);
  const fullscreen = useFullscreen(area);
  const connection = useRoomSocket(liveClass.id);
  const { entry } = connection;
  const iceServers = entry?.media.iceServers ?? NO_ICE_SERVERS;
  // The server says how video travels: from the instructor's page, or from Janus.
  const fromPeer = useMemberMedia(connection.socket, liveClass.id, camera.stream, iceServers);
  const fromJanus = useJanusMember(connection.socket, entry, liveClass.id, camera.stream);
  const instructor = entry?.media.mode === 'janus' ? fromJanus : fromPeer;
  const chat = useChat(connection.socket, liveClass.id, connection.entry !== null);
  useAttendanceReports(attendanceId, camera.report, camera.stream !== null);
  const moderation = useModeration(connection, liveClass.id, camera);
  const endedAt = useClassEnding(connection, liveClass.id, camera.stop);

  if (moderation.removed) return <RoomRefusal error={moderation.removed} />;
  if (endedAt) return <ClassEnded liveClassId={liveClass.id} />;
  return (
    <section className="live-room live-room__layout" aria-label={`Live room: ${liveClass.title}`}>
      <div>
        <div className="live-room__area" ref={area}>
          {instructor ? (
            <MainPicture stream={instructor} />
          ) : (
            <Waiting liveClassId={liveClass.id} connection={connection} />
          )}
          <OverPicture
            liveClass={liveClass}
            camera={camera}
            fullscreen={fullscreen}
            cameraHidden={moderation.hidden}
          />
        </div>
        {camera.problem ? (
          <p className="form-error" role="alert">
            {camera.problem}
          </p>
        ) : null}
        {moderation.notice ? (
          <p className="live-room__notice" role="status">
            {moderation.notice}
          </p>
        ) : null}
        {fullscreen.on ? null : (
          <Controls camera={camera} fullscreen={fullscreen} cameraHidden={moderation.hidden} />
        )}
        <RoomWorkout connection={connection} liveClassId={liveClass.id} />
        <WaitingRoom liveClass={liveClass} />
      </div>
      <ChatPanel chat={chat} role={connection.entry?.role ?? null} />
    </section>
  );
}
