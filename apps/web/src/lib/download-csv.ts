import type { Failure } from '@jetsweat/contract';
import { ApiError } from './api.ts';
import { readSession } from './storage.ts';

/**
 * Downloads a CSV the server makes at `url` (the console's revenue and reports): fetched with the
 * session's token, saved under the name the server gives (`fallbackName` when it gives none). A
 * refusal throws an ApiError with the server's message.
 */
export async function downloadCsv(url: string, fallbackName: string): Promise<void> {
  const token = readSession()?.token;
  const response = await fetch(url, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<Failure> | null;
    throw new ApiError(response.status, body?.content ?? 'The download failed.', body);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    fallbackName;
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = blobUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 1000);
}
