import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiTexts } from '@jetsweat/contract';
import { isDatabaseUnreachable } from '../db/unreachable.ts';
import { HttpError } from './errors.ts';
import { sendRequestId } from './request-id.ts';
import { RETRY_AFTER_SECONDS } from '../observability/health-routes.ts';

/** Not an HTTP status anyone receives: what nginx and HAProxy log for a client that left. */
const CLIENT_CLOSED = 499;

/**
 * Errors Fastify's router meets before any route runs (a malformed percent-encoding, a path
 * parameter over the length limit): the envelope and an honest status, like every other answer.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  // No hook runs for these: the request's id is put on here (request-id.ts).
  sendRequestId(reply);
  const fail = (status: number, content: string) =>
    reply.status(status).send({ status: 0, content, requestId: req.id });
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return fail(414, apiTexts.urlTooLong);
  if (error.code === 'FST_ERR_BAD_URL') return fail(400, apiTexts.badUrl);
  return fail(500, apiTexts.somethingWentWrong);
}

/**
 * One error handler for the whole API: a 4xx carries its message to the person, a 5xx says only
 * that something went wrong (the details go to the log). Every answer keeps the envelope.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    // A handler that failed after choosing its answer's encoding and validator (a prepared body,
    // a file): the error's plain JSON must not say br, or no client can read it.
    reply.removeHeader('Content-Encoding');
    reply.removeHeader('ETag');
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? apiTexts.invalidRequest;
      return reply.status(400).send({ status: 0, content: message, ...(field ? { field } : {}) });
    }
    if (err instanceof HttpError) {
      const code = err.code ? { code: err.code } : {};
      const field = err.field ? { field: err.field } : {};
      return reply
        .status(err.statusCode)
        .send({ status: 0, content: err.message, ...code, ...field });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? apiTexts.invalidJson
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? apiTexts.tooLarge
            : err.message;
      return reply.status(status).send({ status: 0, content: message });
    }
    if (isDatabaseUnreachable(err)) {
      // The database went away under this request (load shedding answers 503 for the next ones
      // once its check notices): the same answer, so that clients and the balancer try again.
      request.log.warn({ err }, 'database unreachable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ status: 0, content: apiTexts.unavailable });
    }
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      // The client went away while its answer was being written (compressed): nothing failed
      // here, and no one is left to read an answer. 499 is the status proxies log for it.
      request.log.info('the client closed the connection before its answer was written');
      return reply.status(CLIENT_CLOSED).send({ status: 0, content: apiTexts.somethingWentWrong });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ status: 0, content: apiTexts.somethingWentWrong });
  });
}
