import { Link, useParams } from 'react-router';
import { liveTexts, type ChannelState } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Loader } from '../../ui/loader.tsx';
import { useChannel } from './api/channel.ts';
import { BroadcastControls } from './broadcast-controls.tsx';
import { DevicePicker } from './device-picker.tsx';
import { RoomRefusal } from './room-refusal.tsx';
import { StreamVideo } from './stream-video.tsx';
import { useLocalMedia } from './use-local-media.ts';
import './broadcast.css';

/** The instructor's studio: their own picture and devices, and the class's on-air state. */
function Studio({ channel }: { channel: ChannelState }) {
  const media = useLocalMedia();
  return (
    <div className="broadcast">
      <div className="broadcast__preview">
        <StreamVideo stream={media.stream} muted label="Your camera preview" />
      </div>
      <div className="broadcast__side">
        {media.problem ? (
          <p className="form-error" role="alert">
            {media.problem}
          </p>
        ) : null}
        <DevicePicker
          devices={media.devices}
          stream={media.stream}
          choice={media.choice}
          choose={media.choose}
        />
        <BroadcastControls channel={channel} canStart={media.stream !== null} />
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
  usePageTitle('Teach a live class');

  let body;
  if (channel.isPending) body = <Loader />;
  else if (channel.isError) body = <RoomRefusal error={channel.error} />;
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
