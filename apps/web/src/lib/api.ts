import {
  quoteToSupport,
  unknownErrorText,
  type ApiErrorCode,
  type Failure,
} from '@jetsweat/contract';
import { readSession } from './storage.ts';

/**
 * A non-ok answer: `message` is the server's text for a person, `status` the HTTP status, and
 * `code` what the failure is when a client must tell it apart (never match the text).
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode | undefined;
  /** The server's id for the request (its X-Request-Id), which finds its lines in the log. */
  readonly requestId: string | undefined;
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    requestId?: string | null,
  ) {
    super(message);
    this.name = 'ApiError';
    const failure = body as Partial<Failure> | null;
    this.code = failure?.code;
    this.requestId = failure?.requestId ?? requestId ?? undefined;
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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
    throw new ApiError(0, unknownErrorText, null);
  }
  const isJson = response.headers.get('content-type')?.includes('application/json');
  const body: unknown = isJson ? await response.json().catch(() => null) : await response.text();
  const envelope = body as { status?: number; content?: unknown } | null;
  if (!response.ok || (isJson && envelope?.status === 0)) {
    const message =
      typeof envelope?.content === 'string' && envelope.content
        ? envelope.content
        : unknownErrorText;
    throw new ApiError(response.status, message, body, response.headers.get('x-request-id'));
  }
  return (isJson ? envelope?.content : body) as T;
}

/** A failure worth trying again: no answer at all (the network), or the server's own failure. */
export const isPassingFailure = (err: unknown): boolean =>
  !(err instanceof ApiError) || err.status === 0 || err.status >= 500;

/**
 * The text to show for a failed call. A failure on the server's side (5xx) adds the request's id
 * for the person to quote to support; a 4xx is the person's to fix and says only what to fix.
 */
export function errorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return unknownErrorText;
  return err.status >= 500 && err.requestId
    ? `${err.message} ${quoteToSupport(err.requestId)}`
    : err.message;
}
