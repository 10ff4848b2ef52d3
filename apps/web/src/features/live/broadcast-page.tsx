import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { liveTexts, recordingTexts, type ChannelState } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Loader } from '../../ui/loader.tsx';
import { channelFailure, useChannel } from './api/channel.ts';
import { BroadcastControls } from './broadcast-controls.tsx';
import { DeviceCheck } from './device-check.tsx';
import { DevicePicker } from './device-picker.tsx';
import { LiveRoster } from './live-roster.tsx';
import { OnAirBanner } from './on-air-banner.tsx';
import { RecordingState } from './recording-state.tsx';
import { RoomRefusal } from './room-refusal.tsx';
import { RoomReactions } from './room-reactions.tsx';
import { RoomZones } from './room-zones.tsx';
import { StreamVideo } from './stream-video.tsx';
import { useClassRecorder } from './use-class-recorder.ts';
import { useLocalMedia } from './use-local-media.ts';
import { useRoomDocument } from './use-room-document.ts';
import { ChatPanel } from './chat-panel.tsx';
import { MemberCameras } from './member-cameras.tsx';
import { useChat } from './socket/use-chat.ts';
import { useInstructorMedia } from './socket/use-instructor-media.ts';
import { useRoomSocket } from './socket/use-room-socket.ts';
import { useRoster } from './socket/use-roster.ts';
import './broadcast.css';

/** The instructor's studio: their picture and devices, the on-air state, the members, the chat. */
function Studio({ channel }: { channel: ChannelState }) {
  const media = useLocalMedia();
  const connection = useRoomSocket(channel.liveClassId);
  const cameras = useInstructorMedia(connection, channel, media.stream);
  const chat = useChat(connection.socket, channel.liveClassId, connection.entry !== null);
  const recorder = useClassRecorder(channel.liveClassId, media.stream, channel.live);
  const roster = useRoster(connection.socket, channel.liveClassId, connection.entry !== null);
  // The server's roster counts the members in the room; until it arrives, their connections.
  const attendees =
    roster.roster?.members.filter((m) => m.present).length ??
    new Set(connection.peers.filter((p) => p.role === 'member').map((p) => p.userId)).size;
  return (
    <div className="broadcast">
      <div className="broadcast__preview">
        {channel.live ? <OnAirBanner watching={attendees} /> : null}
        <StreamVideo stream={media.stream} muted label="Your camera preview" />
        <MemberCameras attendees={attendees} cameras={cameras} roster={roster.roster} />
        <LiveRoster roster={roster} />
        <RoomZones socket={connection.socket} liveClassId={channel.liveClassId} />
        <RoomReactions socket={connection.socket} liveClassId={channel.liveClassId} />
      </div>
      <div className="broadcast__side">
        {media.problem || connection.error ? (
          <p className="form-error" role="alert">
            {media.problem ?? errorMessage(connection.error)}
          </p>
        ) : null}
        {channel.live ? null : <DeviceCheck stream={media.stream} />}
        <DevicePicker
          devices={media.devices}
          stream={media.stream}
          choice={media.choice}
          choose={media.choose}
        />
        <BroadcastControls
          channel={channel}
          canStart={media.stream !== null}
          beforeEnd={recorder.finish}
        />
        {recorder.problem ? (
          <p className="form-error" role="alert">
            {recorder.problem}
          </p>
        ) : recorder.recording ? (
          <p className="broadcast__recording">{recordingTexts.recording}</p>
        ) : null}
        <RecordingState liveClassId={channel.liveClassId} onAir={channel.live} />
        <ChatPanel chat={chat} role={connection.entry?.role ?? null} />
      </div>
    </div>
  );
}

/**
 * /broadcast/{liveClassId}: where an instructor of the class's studio (or JetSweat staff) teaches
 * it. The server decides: anyone else sees its refusal, a member who booked is told it is for
 * instructors.
 */
export default function BroadcastPage() {
  const id = Number(useParams().liveClassId);
  const channel = useChannel(id);
  const ready = useRoomDocument();
  usePageTitle('Teach a live class');

  const failure = channelFailure(channel);
  let body;
  if (failure) body = <RoomRefusal error={failure} />;
  else if (channel.data === undefined || !ready) body = <Loader />;
  else if (channel.data.role !== 'instructor')
    body = (
      <>
        <p className="form-error" role="alert">
          {liveTexts.notInstructor}
        </p>
        <p>
          <Link to={paths.liveClass(id)}>Go to the class room</Link>
        </p>
      </>
    );
  else body = <Studio channel={channel.data} />;

  return (
    <main className="page">
      <h1>Teach a live class</h1>
      {body}
    </main>
  );
}
