import { useId, useState } from 'react';
import {
  CONSOLE_CAPTIONS_MAX_BYTES,
  consoleVideoTexts,
  type ConsoleVideo,
  type ConsoleVideoList,
} from '@jetsweat/contract';
import { Link } from '../../lib/link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { useChangeConsoleVideo } from './api/console-videos.ts';
import {
  detailProblems,
  refusal,
  VideoDetailsForm,
  type DetailErrors,
} from './video-details-form.tsx';
import { videoStateText, type UploadUnderWay } from './video-state.ts';

/** The captions picker: a WebVTT file read in the browser and sent as text. */
function CaptionsPicker({ video, studioId }: { video: ConsoleVideo; studioId: number }) {
  const change = useChangeConsoleVideo(studioId);
  const id = useId();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setMessage({});
    if (file.size > CONSOLE_CAPTIONS_MAX_BYTES)
      return setMessage({ error: consoleVideoTexts.captionsTooLarge });
    try {
      await change.mutateAsync({ kind: 'captions', videoId: video.id, vtt: await file.text() });
      setMessage({ success: 'Captions attached.' });
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {video.hasCaptions ? 'Replace the captions (WebVTT)' : 'Add captions (WebVTT)'}
      </label>
      <input
        id={id}
        type="file"
        accept=".vtt,text/vtt"
        disabled={change.isPending}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {change.isPending ? <span role="status">Attaching…</span> : null}
      <FormMessage error={message.error} success={message.success} />
    </div>
  );
}

/** Editing a class's details in place. */
function EditDetails(props: {
  video: ConsoleVideo;
  studioId: number;
  list: ConsoleVideoList;
  done: () => void;
}) {
  const change = useChangeConsoleVideo(props.studioId);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  return (
    <VideoDetailsForm
      label={`Details of ${props.video.title}`}
      initial={props.video}
      instructors={props.list.instructors}
      busy={change.isPending}
      submitLabel="Save details"
      busyLabel="Saving…"
      errors={errors}
      message={message}
      onSubmit={(values) => {
        const { errors: found, details } = detailProblems(values);
        setErrors(found);
        if (!details) return;
        change.mutate(
          { kind: 'update', videoId: props.video.id, details },
          {
            onSuccess: props.done,
            onError: (err) => {
              const r = refusal(err);
              setErrors(r.errors);
              setMessage({ error: r.message });
            },
          },
        );
      }}
    />
  );
}

/** Retry, publish or unpublish, edit, and the class in the library. */
function RowActions(props: {
  video: ConsoleVideo;
  studioId: number;
  editing: boolean;
  toggleEditing: () => void;
}) {
  const { video } = props;
  const change = useChangeConsoleVideo(props.studioId);
  const act = (kind: 'retry' | 'publish' | 'unpublish') =>
    change.mutate({ kind, videoId: video.id });
  return (
    <>
      <div className="console__actions">
        {video.state === 'failed' ? (
          <button
            className="btn"
            type="button"
            disabled={change.isPending}
            onClick={() => act('retry')}
          >
            {change.isPending ? 'Retrying…' : 'Retry transcoding'}
          </button>
        ) : null}
        {video.state === 'ready' ? (
          <button
            className="btn"
            type="button"
            disabled={change.isPending}
            onClick={() => act(video.published ? 'unpublish' : 'publish')}
          >
            {change.isPending ? 'Saving…' : video.published ? 'Unpublish' : 'Publish'}
          </button>
        ) : null}
        <button
          className="btn btn--ghost"
          type="button"
          aria-expanded={props.editing}
          onClick={props.toggleEditing}
        >
          {props.editing ? 'Close details' : 'Edit details'}
        </button>
        {video.published && video.libraryVideoId ? (
          <Link to={paths.video(video.libraryVideoId)}>See it in the library</Link>
        ) : null}
      </div>
      {change.isError ? <FormMessage error={errorMessage(change.error)} /> : null}
    </>
  );
}

/** One uploaded class: its state (its upload's progress, or why a transcode failed), captions, details, publishing. */
export function VideoRow(props: {
  video: ConsoleVideo;
  studioId: number;
  list: ConsoleVideoList;
  upload?: UploadUnderWay | undefined;
}) {
  const { video, studioId } = props;
  const [editing, setEditing] = useState(false);
  const minutes = video.durationSeconds
    ? ` · ${Math.max(1, Math.round(video.durationSeconds / 60))} min`
    : '';
  return (
    <li className="console__video">
      {video.posterPath ? <img src={video.posterPath} alt="" width={160} height={90} /> : null}
      <div className="console__video-body">
        <h3>{video.title}</h3>
        <p className="console__muted">
          {video.classType} · {video.level}
          {minutes}
          {video.fileName ? ` · ${video.fileName}` : ''}
        </p>
        <p role="status">
          {videoStateText(video, props.upload)}
          {video.published ? ' · Published in the library' : ''}
        </p>
        {video.failure ? <p className="form-error">Why: {video.failure}</p> : null}
        <RowActions
          video={video}
          studioId={studioId}
          editing={editing}
          toggleEditing={() => setEditing(!editing)}
        />
        <CaptionsPicker video={video} studioId={studioId} />
        {editing ? <EditDetails {...props} done={() => setEditing(false)} /> : null}
      </div>
    </li>
  );
}
