import { useId, useState } from 'react';
import { consoleVideoTexts, type ConsoleVideoList } from '@jetsweat/contract';
import { ApiError } from '../../lib/api.ts';
import { useChangeConsoleVideo, useRefreshConsoleVideos } from './api/console-videos.ts';
import {
  detailProblems,
  emptyDetails,
  refusal,
  VideoDetailsForm,
  type DetailErrors,
} from './video-details-form.tsx';
import { uploadVideoFile } from './video-upload.ts';
import type { UploadUnderWay } from './video-state.ts';

/** The file's problem before anything is sent: not a video by its type, or over the limit. */
function fileProblem(file: File | null, maxBytes: number): string | undefined {
  if (!file) return 'Please choose the video file.';
  if (file.type && !file.type.startsWith('video/')) return consoleVideoTexts.notAVideo;
  if (file.size > maxBytes) return consoleVideoTexts.tooLarge(maxBytes);
  return undefined;
}

/** The upload's progress, as a bar and in words for screen readers. */
function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const percent = total ? Math.floor((sent / total) * 100) : 0;
  return (
    <div className="console__progress">
      <progress max={100} value={percent} aria-label="Upload progress" />
      <span role="status" aria-live="polite">
        {percent < 100 ? `Uploading… ${percent}%` : 'Uploaded. Checking the file…'}
      </span>
    </div>
  );
}

/** The video file's picker, with its warning and the upload's progress under it. */
function FilePicker(props: {
  maxBytes: number;
  warning: string | undefined;
  progress: { sent: number; total: number } | null;
  onPick: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <>
      <div className="field">
        <label htmlFor={id}>
          Video file (MP4, MOV, WebM or MKV, up to {Math.round(props.maxBytes / 1024 ** 3)} GB)
        </label>
        <input
          id={id}
          type="file"
          accept="video/*"
          aria-invalid={props.warning ? true : undefined}
          aria-describedby={props.warning ? `${id}-warning` : undefined}
          onChange={(e) => props.onPick(e.target.files?.[0] ?? null)}
        />
        {props.warning ? (
          <span className="field__warning" id={`${id}-warning`} role="alert">
            {props.warning}
          </span>
        ) : null}
      </div>
      {props.progress ? <UploadProgress {...props.progress} /> : null}
    </>
  );
}

/** The new class's state: its file, problems, progress, and the create-then-upload. */
function useNewVideo(
  studioId: number,
  list: ConsoleVideoList,
  onUpload: (u: UploadUnderWay | null) => void,
) {
  const change = useChangeConsoleVideo(studioId);
  const refresh = useRefreshConsoleVideos(studioId);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<DetailErrors>({});
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: Parameters<typeof detailProblems>[0]) => {
    setMessage({});
    const { errors: found, details } = detailProblems(values);
    const fileError = fileProblem(file, list.maxBytes);
    setErrors({ ...found, ...(fileError ? { file: fileError } : {}) });
    if (!details || fileError || !file) return;
    try {
      const created = await change.mutateAsync({ kind: 'create', details });
      setProgress({ sent: 0, total: file.size });
      onUpload({ videoId: created.id, sent: 0, total: file.size });
      await uploadVideoFile(file, created.id, (sent, total) => {
        setProgress({ sent, total });
        onUpload({ videoId: created.id, sent, total });
      });
      setMessage({ success: 'Uploaded. The video is being transcoded: it shows below.' });
      setFile(null);
      setFormKey((k) => k + 1);
    } catch (err) {
      const r = refusal(err);
      setErrors(r.errors);
      // A refused upload is tus's error with the server's words; a refused call is an ApiError.
      const tusWords = err instanceof Error && !(err instanceof ApiError);
      setMessage({ error: tusWords ? err.message : r.message });
    } finally {
      setProgress(null);
      onUpload(null);
      await refresh();
    }
  };
  const busy = change.isPending || progress !== null;
  return { setFile, errors, message, progress, formKey, submit, busy };
}

/**
 * A new class: its details and its file, created on the server and then uploaded by tus with
 * the upload's progress shown; the transcode starts by itself once the last byte is stored.
 */
export function NewVideoSection(props: {
  studioId: number;
  list: ConsoleVideoList;
  /** The upload under way, for the class's row in the list (video-state.ts). */
  onUpload: (u: UploadUnderWay | null) => void;
}) {
  const { studioId, list } = props;
  const { setFile, errors, message, progress, formKey, submit, busy } = useNewVideo(
    studioId,
    list,
    props.onUpload,
  );
  return (
    <section className="console__card" aria-labelledby="console-new-video">
      <h2 id="console-new-video">Upload a class</h2>
      <VideoDetailsForm
        key={formKey}
        label="Upload a class"
        initial={emptyDetails(list.instructors[0]?.id ?? '')}
        instructors={list.instructors}
        busy={busy}
        submitLabel="Upload"
        busyLabel="Uploading…"
        errors={errors}
        message={message}
        onSubmit={(v) => void submit(v)}
        extra={
          <FilePicker
            maxBytes={list.maxBytes}
            warning={errors.file}
            progress={progress}
            onPick={setFile}
          />
        }
      />
    </section>
  );
}
