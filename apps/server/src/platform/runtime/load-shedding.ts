import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiTexts } from '@jetsweat/contract';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { pgliteOf } from '../db/open.ts';
import { checkDatabase, RETRY_AFTER_SECONDS } from '../observability/health-routes.ts';

/** How often the database is checked, so requests fail fast (503) while it is away. */
const DATABASE_CHECK_MS = 5000;

function unavailable(reply: FastifyReply, message: string): HttpError {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return new HttpError(503, message);
}

/**
 * Sheds load rather than queueing it: while the event loop lags past `maxEventLoopDelayMs`
 * (0: never) or the database server does not answer (checked every 5 s), requests get 503 with
 * Retry-After at once, in the envelope, so a load balancer sends them elsewhere. While the server closes, requests on connections still
 * open get the same answer and `Connection: close` (the ones already running finish).
 * `tuning` lets tests sample faster than production does.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  opts: { db: Database; maxEventLoopDelayMs: number; tuning?: FastifyUnderPressureOptions },
): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) return done();
    reply.header('Connection', 'close');
    done(unavailable(reply, apiTexts.shuttingDown));
  });
  // A database server can go away; the embedded one cannot, and a check queued behind its long
  // transactions would only shed requests for nothing.
  const watchDatabase = pgliteOf(opts.db) === undefined;
  await app.register(underPressure, {
    maxEventLoopDelay: opts.maxEventLoopDelayMs,
    ...(watchDatabase
      ? {
          healthCheck: async () => (await checkDatabase(opts.db)) !== undefined,
          healthCheckInterval: DATABASE_CHECK_MS,
        }
      : {}),
    pressureHandler: async (_req, reply, type) => {
      const databaseAway = type === underPressure.TYPE_HEALTH_CHECK;
      throw unavailable(reply, databaseAway ? apiTexts.unavailable : apiTexts.overloaded);
    },
    ...opts.tuning,
  });
}
