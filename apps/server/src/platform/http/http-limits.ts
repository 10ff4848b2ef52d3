import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { apiTexts } from '@jetsweat/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The most bytes a request's line and headers may take, set on Node's server rather than left to
 * its default (16 KiB): a 15 KB Host was accepted and then logged (issue 19, item 1). 8 KiB is
 * what browsers send with room to spare; past it Node answers 431 (clientErrorHandler below).
 */
export const MAX_HEADER_BYTES = 8 * 1024;

/** The longest URL (path and query) answered: the web app's longest is far below it. */
export const MAX_URL_LENGTH = 4096;

/** The longest path parameter the router matches; a longer one answers 414 (error-handler.ts). */
export const MAX_PARAM_LENGTH = 100;

/** What Node's parser refused, by its error code: the status and the envelope's text. */
function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'HPE_HEADER_OVERFLOW') return [431, apiTexts.headersTooLarge];
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, apiTexts.requestTimeout];
  return [400, apiTexts.badRequest];
}

/**
 * Fastify's clientErrorHandler: a request Node's parser refused before Fastify saw it (headers too
 * large, a malformed request line, a timeout) answers in the JSON envelope like every other one,
 * and the connection is closed. Logged at debug, by code only: the raw bytes are the client's.
 */
export function answerClientError(
  this: { log: FastifyBaseLogger },
  err: Error & { code?: string },
  socket: Socket,
): void {
  // The client left: there is no one to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, content] = clientErrorAnswer(err.code);
  // No request was made of it, but the answer carries an id like every other failure's.
  const requestId = randomUUID();
  this.log.debug(
    { reqId: requestId, code: err.code, statusCode: status },
    'request refused by the HTTP parser',
  );
  if (socket.writable) {
    const body = JSON.stringify({ status: 0, content, requestId });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `X-Request-Id: ${requestId}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(err);
}

/** A URL longer than MAX_URL_LENGTH answers 414 in the envelope before any route runs. */
export function refuseLongUrls(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    if (req.url.length <= MAX_URL_LENGTH) return done();
    reply.status(414).send({ status: 0, content: apiTexts.urlTooLong });
  });
}

/**
 * Whether a path has a segment longer than any path parameter the router takes. A GET such a
 * route would have answered 414 for reaches the web app's catch-all route instead, so the answer
 * for it is decided here (platform/http/web.ts).
 */
export function hasOverlongSegment(pathname: string): boolean {
  return pathname.split('/').some((segment) => {
    if (segment.length <= MAX_PARAM_LENGTH) return false;
    try {
      return decodeURIComponent(segment).length > MAX_PARAM_LENGTH;
    } catch {
      return true;
    }
  });
}
