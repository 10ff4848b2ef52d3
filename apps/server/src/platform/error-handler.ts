import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './errors.ts';

const SOMETHING_WENT_WRONG = 'Something went wrong on our side. Please try again in a moment.';

/**
 * One error handler for the whole API: a 4xx carries its message to the person, a 5xx says only
 * that something went wrong (the details go to the log). Every answer keeps the envelope.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? 'The request is not valid.';
      return reply.status(400).send({ status: 0, content: message, ...(field ? { field } : {}) });
    }
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({ status: 0, content: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type).
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large.'
            : err.message;
      return reply.status(status).send({ status: 0, content: message });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ status: 0, content: SOMETHING_WENT_WRONG });
  });
}
