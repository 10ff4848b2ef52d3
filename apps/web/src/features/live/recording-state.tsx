import { recordingTexts, type RecordingStatus } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useRecordingStatus, useRetryRecording } from './api/recording-status.ts';

/** The teach page's sentence for a state once the class is off the air. */
const sentences: Partial<Record<RecordingStatus['state'], string>> = {
  // Closed by End class a moment ago: the job is about to take it.
  recording: recordingTexts.processing,
  processing: recordingTexts.processing,
  ready: recordingTexts.ready,
  failed: recordingTexts.failed,
};

/**
 * What became of the class's recording, as the server says: processing, ready (with the class in
 * the library), or failed with why and Retry. Nothing for a class never recorded.
 */
export function RecordingStateView(props: {
  status: RecordingStatus;
  retrying: boolean;
  retryError: unknown;
  onRetry: () => void;
}) {
  const { status } = props;
  const sentence = sentences[status.state];
  if (!sentence) return null;
  const name =
    status.state === 'recording'
      ? recordingTexts.stateNames.processing
      : recordingTexts.stateNames[status.state];
  return (
    <section className="broadcast__recording-state" aria-label="The class’s recording">
      <p role="status">
        <strong>Recording: {name}.</strong> {sentence}
      </p>
      {status.state === 'ready' && status.videoId !== null ? (
        <p>
          <Link to={paths.video(status.videoId)}>Watch “{status.title}”</Link>
        </p>
      ) : null}
      {status.state === 'failed' ? (
        <>
          {status.failure ? <p className="form-error">Why: {status.failure}</p> : null}
          <button type="button" className="btn" disabled={props.retrying} onClick={props.onRetry}>
            {props.retrying ? 'Retrying…' : 'Retry'}
          </button>
        </>
      ) : null}
      {props.retryError ? (
        <p className="form-error" role="alert">
          {errorMessage(props.retryError)}
        </p>
      ) : null}
    </section>
  );
}

/** The recording's state on the instructor's page once the class is off the air. */
export function RecordingState({ liveClassId, onAir }: { liveClassId: number; onAir: boolean }) {
  const status = useRecordingStatus(liveClassId, !onAir);
  const retry = useRetryRecording(liveClassId);
  if (onAir || !status.data) return null;
  return (
    <RecordingStateView
      status={status.data}
      retrying={retry.isPending}
      retryError={retry.error}
      onRetry={() => retry.mutate()}
    />
  );
}
