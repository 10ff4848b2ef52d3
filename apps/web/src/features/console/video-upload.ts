import { CONSOLE_UPLOADS_PATH } from '@jetsweat/contract';
import { readSession } from '../../lib/storage.ts';

/**
 * Sends a class's file with the tus protocol (tus-js-client, loaded only when a studio uploads):
 * in 8 MB parts, resumed after a dropped connection or a reload of the page (the client keeps
 * where it got to), with the session's token on every request. Resolves when the last byte is
 * stored; rejects with the server's words when the upload is refused.
 */
export async function uploadVideoFile(
  file: File,
  videoId: number,
  onProgress: (sent: number, total: number) => void,
): Promise<void> {
  const { Upload } = await import('tus-js-client');
  const token = readSession()?.token;
  return new Promise((resolve, reject) => {
    const upload = new Upload(file, {
      endpoint: CONSOLE_UPLOADS_PATH,
      chunkSize: 8 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      metadata: { videoId: String(videoId), filename: file.name, filetype: file.type },
      // Resume the same class's file, never another class's upload of the same file.
      fingerprint: async (f) => `jetsweat-video-${videoId}-${f.name}-${f.size}-${f.type}`,
      removeFingerprintOnSuccess: true,
      onProgress,
      onSuccess: () => resolve(),
      onError: (err) => reject(new Error(refusalOf(err))),
      onShouldRetry: (err) => {
        const status = (
          err as { originalResponse?: { getStatus(): number } }
        ).originalResponse?.getStatus();
        return status === undefined || status >= 500 || status === 423;
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}

/** The server's words for a refused upload: its envelope's content, or its plain body. */
function refusalOf(err: Error): string {
  const res = (err as { originalResponse?: { getBody(): string } | null }).originalResponse;
  const body = res?.getBody() ?? '';
  try {
    const content = (JSON.parse(body) as { content?: unknown }).content;
    if (typeof content === 'string') return content;
  } catch {
    // tus's own answers are plain text.
  }
  return body.trim() || 'The upload failed. Please check your connection and try again.';
}
