import { accountTexts, type ApiErrorCode, type Failure } from '@jetsweat/contract';
import { readSession } from './storage.ts';

/**
 * A non-ok answer: `message` is the server's text for a person, `status` the HTTP status, and
 * `code` what the failure is when a client must tell it apart (never match the text).
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode | undefined;
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = (body as Partial<Failure> | null)?.code;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Bytes to send as they are (a recording's part), with the blob's own type, instead of JSON. */
  blob?: Blob;
  /** Overrides the stored token; `null` sends none. */
  token?: string | null;
  signal?: AbortSignal;
  /** Lets the request finish while the page is being closed (a player's last position). */
  keepalive?: boolean;
}

/**
 * The one way the web app calls the server: relative path, the stored token in Authorization,
 * a JSON body. Answers the envelope's content; throws ApiError with the server's message.
 */
export async function api<T>(path: string, opts: ApiOptions = {}): Promise<T> {
  const token = opts.token === undefined ? readSession()?.token : opts.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.blob) headers['Content-Type'] = opts.blob.type || 'application/octet-stream';
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: opts.method ?? (opts.body === undefined && !opts.blob ? 'GET' : 'POST'),
      headers,
      body: opts.blob ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: opts.signal,
      keepalive: opts.keepalive,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, accountTexts.unknownError, null);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const body: unknown = isJson ? await response.json().catch(() => null) : await response.text();
  const envelope = body as { status?: number; content?: unknown } | null;
  if (!response.ok || (isJson && envelope?.status === 0)) {
    const message =
      typeof envelope?.content === 'string' && envelope.content
        ? envelope.content
        : accountTexts.unknownError;
    throw new ApiError(response.status, message, body);
  }
  return (isJson ? envelope?.content : body) as T;
}

export const errorMessage = (err: unknown): string =>
  err instanceof ApiError ? err.message : accountTexts.unknownError;
