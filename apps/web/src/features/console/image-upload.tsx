import { useId, useRef, useState, type ChangeEvent } from 'react';
import { consoleTexts, STUDIO_IMAGE_MAX_BYTES } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import {
  removeImage,
  uploadImage,
  useRefreshContent,
  type ImageTarget,
} from './api/studio-content.ts';

/**
 * Uploads the chosen file, with its progress (0 to 1, null when idle) and the answer; or removes
 * the image (no confirmation: uploading it again undoes it), focus going back to the file picker
 * as the button it was on goes away.
 */
function useImageUpload(studioId: number, target: ImageTarget) {
  const refresh = useRefreshContent(studioId);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const picker = useRef<HTMLInputElement>(null);
  const remove = async () => {
    setMessage({});
    setRemoving(true);
    try {
      await removeImage(studioId, target);
      await refresh();
      setMessage({ success: consoleTexts.imageRemoved });
      picker.current?.focus();
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    } finally {
      setRemoving(false);
    }
  };
  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setMessage({});
    if (file.size > STUDIO_IMAGE_MAX_BYTES) {
      setMessage({ error: consoleTexts.imageTooLarge });
      input.value = '';
      return;
    }
    setProgress(0);
    try {
      await uploadImage(studioId, target, file, setProgress);
      await refresh();
      setMessage({ success: consoleTexts.imageSaved });
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    } finally {
      setProgress(null);
      input.value = '';
    }
  };
  return { progress, removing, message, choose, remove, picker };
}

/**
 * One image: what is there now, a file picker, a button that removes it (every image is optional:
 * the page shows its default), the upload's progress and the server's answer.
 * The size is checked here too so a person is not kept waiting for a refusal; the server checks
 * the type by content and the size again.
 */
export function ImageUpload(props: {
  studioId: number;
  target: ImageTarget;
  label: string;
  current: string;
}) {
  const id = useId();
  const { progress, removing, message, choose, remove, picker } = useImageUpload(
    props.studioId,
    props.target,
  );
  const busy = progress !== null || removing;
  return (
    <div className="console__image">
      {props.current ? (
        <img src={props.current} alt={`Current ${props.label.toLowerCase()}`} />
      ) : (
        <span className="console__muted">No image yet.</span>
      )}
      <div className="field">
        <label htmlFor={id}>{props.label}</label>
        <input
          ref={picker}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={progress !== null}
          onChange={choose}
        />
      </div>
      {props.current ? (
        <button
          className="btn"
          type="button"
          disabled={busy}
          aria-busy={removing}
          aria-label={`Remove image: ${props.label}`}
          onClick={() => void remove()}
        >
          {removing ? 'Removing…' : 'Remove image'}
        </button>
      ) : null}
      {progress !== null ? (
        <div role="status">
          <progress
            max={1}
            value={progress}
            aria-label={`Uploading ${props.label.toLowerCase()}`}
          />{' '}
          Uploading… {Math.round(progress * 100)}%
        </div>
      ) : null}
      <FormMessage error={message.error} success={message.success} />
    </div>
  );
}
