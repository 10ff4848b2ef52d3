import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorEnvelope,
  livenessAnswerSchema,
  okEnvelope,
  readinessAnswerSchema,
  readinessTexts,
} from '@jetsweat/contract';
import type { Background } from '../jobs/background.ts';
import type { Database } from '../db/database.ts';
import { migrationFiles, pendingMigrations } from '../db/migrate.ts';
import { ok } from '../http/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { noLogin } from '../http/openapi.ts';
import type { Drain } from '../runtime/drain.ts';
import { release } from './release.ts';

/** How long the database may take to answer before the instance counts as not ready. */
const DATABASE_TIMEOUT_MS = 2000;

/** Seconds a load balancer should wait before asking a not-ready instance again. */
export const RETRY_AFTER_SECONDS = 5;

const tags = ['operations'];
/** Load shedding's handler for the routes it must let through. */
const answerAnyway = () => undefined;
const notReady = (message: string) => new HttpError(503, message);

/**
 * Answers the names of migrations not yet applied, or undefined when the database does not
 * answer in time (a server that is down, or a network that drops packets).
 */
export async function checkDatabase(db: Database): Promise<string[] | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), DATABASE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pendingMigrations(db), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz (the process answers: restart it if not) and GET /readyz (the database answers,
 * every migration is applied, the background jobs run and it is not leaving: send it traffic).
 * Neither needs a
 * login; a load balancer or orchestrator polls them.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  background: Background;
  drain: Drain;
}> = async (app, { db, background, drain }) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags,
        summary: 'Liveness: the process answers',
        security: noLogin,
        // No login and no input; like every path, a flood (429) or an over-long URL (414).
        response: { 200: okEnvelope(livenessAnswerSchema), '4xx': errorEnvelope },
      },
      // A busy process is still alive: load shedding never answers this one with 503.
      config: { pressureHandler: answerAnyway },
      // Polled every few seconds: a line each would bury the rest. A failure still says so.
      logLevel: 'warn',
    },
    async () => ok({ alive: true as const }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags,
        summary: 'Readiness: database reachable, migrations applied, background jobs running',
        security: noLogin,
        response: {
          200: okEnvelope(readinessAnswerSchema),
          '4xx': errorEnvelope,
          503: errorEnvelope,
        },
      },
      // Answered even under pressure, so that it can say why the instance is not ready.
      config: { pressureHandler: answerAnyway },
      // Polled every few seconds: a line each would bury the rest. A failure still says so.
      logLevel: 'warn',
    },
    async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      // First, and without the database: leaving is the answer whatever else holds.
      if (drain.draining) throw notReady(readinessTexts.draining);
      const pending = await checkDatabase(db);
      if (pending === undefined) throw notReady(readinessTexts.databaseDown);
      if (pending.length > 0) throw notReady(readinessTexts.migrationsPending);
      const jobs = background.state;
      if (jobs === 'stopped') throw notReady(readinessTexts.jobsStopped);
      if (app.isUnderPressure()) throw notReady(readinessTexts.overloaded);
      reply.removeHeader('Retry-After');
      return ok({ database: 'up' as const, migrations: migrationFiles().length, jobs, release });
    },
  );
};
