import { easternTime, type ChannelState } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { useGoLive } from './api/create-broadcast.ts';
import { useEndBroadcast } from './api/end-broadcast.ts';

/**
 * Go live / End class. The channel's state is the server's: a page reloaded mid-class finds the
 * class on air and offers to end it; going live again with the channel's stream id is spec 4's
 * non-fatal 'already being used', which keeps that id. `beforeEnd` lets the recording upload its
 * last seconds before the class ends.
 */
export function BroadcastControls({
  channel,
  canStart,
  beforeEnd,
}: {
  channel: ChannelState;
  canStart: boolean;
  beforeEnd: () => Promise<void>;
}) {
  const goLive = useGoLive(channel.liveClassId);
  const end = useEndBroadcast(channel.liveClassId);
  const failure = goLive.error ?? end.error;
  const busy = goLive.isPending || end.isPending;
  return (
    <div className="broadcast__controls">
      <p className="broadcast__state" role="status">
        {channel.live
          ? 'You are live. Members in the class room see that the class has started.'
          : `Not live yet. The class room is open until ${easternTime(channel.endsAt)} ET.`}
      </p>
      {channel.live && channel.streamId ? (
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => {
            const streamId = channel.streamId!;
            void beforeEnd().then(() => end.mutate(streamId));
          }}
        >
          {end.isPending ? 'Ending…' : 'End class'}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn--brand"
          disabled={busy || !canStart}
          onClick={() => goLive.mutate(channel.streamId)}
        >
          {goLive.isPending ? 'Going live…' : 'Go live'}
        </button>
      )}
      {failure ? (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
    </div>
  );
}
