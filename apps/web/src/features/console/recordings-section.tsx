import { easternWhen, recordingTexts, type RecordingStatus } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useConsoleRecordings, useRetryConsoleRecording } from './api/console-recordings.ts';

/** One recorded class: its state, why it failed and Retry, or its class in the library. */
export function RecordingRow(props: {
  recording: RecordingStatus;
  retrying: boolean;
  onRetry: () => void;
}) {
  const r = props.recording;
  return (
    <li className="console__video">
      <div className="console__video-body">
        <h3>{r.title}</h3>
        <p className="console__muted">Live class of {easternWhen(r.scheduledAt)}</p>
        <p role="status">{recordingTexts.stateNames[r.state]}</p>
        {r.state === 'failed' ? (
          <>
            {r.failure ? <p className="form-error">Why: {r.failure}</p> : null}
            <div className="console__actions">
              <button
                type="button"
                className="btn"
                disabled={props.retrying}
                onClick={props.onRetry}
              >
                {props.retrying ? 'Retrying…' : 'Retry'}
              </button>
            </div>
          </>
        ) : null}
        {r.state === 'ready' && r.videoId !== null ? (
          <Link to={paths.video(r.videoId)}>See it in the library</Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The studio's live classes recorded by their instructors' pages (issue 51): each becomes an
 * on-demand class by itself; here staff and admins follow it and retry one that failed.
 */
export function RecordingsSection({ studioId }: { studioId: number }) {
  const list = useConsoleRecordings(studioId);
  const retry = useRetryConsoleRecording(studioId);
  return (
    <section className="console__card" aria-labelledby="console-recordings">
      <h2 id="console-recordings">Recorded live classes</h2>
      {list.isPending ? <Loader /> : null}
      {list.isError ? <FormMessage error={errorMessage(list.error)} /> : null}
      {list.data?.length === 0 ? <p>No live class recorded yet.</p> : null}
      {retry.isError ? <FormMessage error={errorMessage(retry.error)} /> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="console__list" aria-label="Recorded live classes">
          {list.data.map((r) => (
            <RecordingRow
              key={r.recordingId}
              recording={r}
              retrying={retry.isPending && retry.variables === r.recordingId}
              onRetry={() => retry.mutate(r.recordingId!)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
