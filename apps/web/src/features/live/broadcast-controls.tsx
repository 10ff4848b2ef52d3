import { useState } from 'react';
import { easternTime, liveEndingTexts, type ChannelState } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { useNow } from '../../lib/use-now.ts';
import { useGoLive } from './api/create-broadcast.ts';
import { useEndBroadcast } from './api/end-broadcast.ts';
import { EndClassDialog } from './end-class-dialog.tsx';

/** What the page says of the class: on air, ended by the instructor, or not yet live. */
function stateText(channel: ChannelState): string {
  if (channel.live)
    return 'You are live. Members in the class room see that the class has started.';
  if (channel.endedAt) return liveEndingTexts.instructorEnded;
  return `Not live yet. The class room is open until ${easternTime(channel.endsAt)} ET.`;
}

/**
 * Go live / End class. The channel's state is the server's: a page reloaded mid-class finds the
 * class on air and offers to end it; going live again with the channel's stream id is spec 4's
 * non-fatal 'already being used', which keeps that id. End class asks first; once ended, the class
 * can be resumed until its scheduled end (issue 51, item 3). `beforeEnd` lets the recording upload
 * its last seconds before the class ends.
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
  const [confirming, setConfirming] = useState(false);
  const now = useNow();
  const failure = goLive.error ?? end.error;
  const busy = goLive.isPending || end.isPending;
  const resumable = channel.endedAt !== null && now < Date.parse(channel.endsAt);
  return (
    <div className="broadcast__controls">
      <p className="broadcast__state" role="status">
        {stateText(channel)}
      </p>
      {channel.live && channel.streamId ? (
        <button type="button" className="btn" disabled={busy} onClick={() => setConfirming(true)}>
          {end.isPending ? 'Ending…' : 'End class'}
        </button>
      ) : channel.endedAt === null || resumable ? (
        <button
          type="button"
          className="btn btn--brand"
          disabled={busy || !canStart}
          onClick={() => goLive.mutate(channel.streamId)}
        >
          {goLive.isPending ? 'Going live…' : resumable ? liveEndingTexts.resume : 'Go live'}
        </button>
      ) : null}
      {resumable && !channel.live ? (
        <p className="broadcast__note">{liveEndingTexts.resumeNote(easternTime(channel.endsAt))}</p>
      ) : null}
      <EndClassDialog
        open={confirming}
        onKeep={() => setConfirming(false)}
        onEnd={() => {
          setConfirming(false);
          const streamId = channel.streamId!;
          void beforeEnd().then(() => end.mutate(streamId));
        }}
      />
      {failure ? (
        <p className="form-error" role="alert">
          {errorMessage(failure)}
        </p>
      ) : null}
    </div>
  );
}
