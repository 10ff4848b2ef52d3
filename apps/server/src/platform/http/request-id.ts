import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { workOrigin } from '../observability/work-origin.ts';

/** The header a request's id comes in on (from a proxy or another service) and goes back on. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What an incoming id may be: short and plain, so it is safe in every log line and header. A
 * proxy's UUID, a tracing system's hex id and most others fit; anything else gets a new UUID.
 */
const WELL_FORMED_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** Fastify's genReqId: the caller's id when well formed, a new UUID otherwise. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_ID.test(given) ? given : randomUUID();
}

/** Puts the request's id on the answer, for the framework's own answers too (a malformed URL). */
export const sendRequestId = (reply: FastifyReply): FastifyReply =>
  reply.header(REQUEST_ID_HEADER, reply.request.id);

const isFailure = (payload: unknown): payload is { status: 0 } =>
  typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 0;

/**
 * Every answer says its request's id in X-Request-Id, and every failure's envelope carries it
 * as `requestId`, so that what a person quotes to support finds the request's log lines. The
 * jobs a request files carry it too (work-origin.ts), and so do their log lines.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) =>
    workOrigin.run({ requestId: request.id }, done),
  );
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) =>
    done(null, isFailure(payload) ? { ...payload, requestId: request.id } : payload),
  );
}
