import { useId, useState, type ChangeEvent } from 'react';
import { consoleTexts, STUDIO_IMAGE_MAX_BYTES } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { uploadImage, useRefreshContent, type ImageTarget } from './api/studio-content.ts';

/** Uploads the chosen file, with its progress (0 to 1, null when idle) and the answer. */
function useImageUpload(studioId: number, target: ImageTarget) {
  const refresh = useRefreshContent(studioId);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
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
  return { progress, message, choose };
}

/**
 * One image: what is there now, a file picker, the upload's progress and the server's answer.
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
  const { progress, message, choose } = useImageUpload(props.studioId, props.target);
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
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={progress !== null}
          onChange={choose}
        />
      </div>
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
