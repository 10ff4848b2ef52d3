import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Background } from './background.ts';
import type { Database } from '../db/database.ts';
import { pgliteOf } from '../db/open.ts';
import { withOrigin, withoutOrigin, workAsOrigin } from '../observability/work-origin.ts';

/** Durable background jobs (pg-boss) in the same database: its tables live in schema `pgboss`. */
export type JobQueue = PgBoss;

type Handler = (jobs: { data: unknown }[]) => Promise<unknown>;

/**
 * The queue, its jobs carrying the request that filed them (work-origin.ts): every job filed
 * while a request is answered, whatever files it, and every job worked, whatever works it.
 */
function carryingOrigin(queue: PgBoss): PgBoss {
  const send = queue.send.bind(queue) as (...args: unknown[]) => Promise<string | null>;
  const work = queue.work.bind(queue) as (...args: unknown[]) => Promise<string>;
  return Object.assign(queue, {
    send: (first: unknown, data?: unknown, ...rest: unknown[]) =>
      typeof first === 'string'
        ? send(first, withOrigin(data), ...rest)
        : send({ ...(first as object), data: withOrigin((first as { data?: unknown }).data) }),
    work: (name: string, ...rest: unknown[]) => {
      const handler = rest.pop() as Handler;
      // The handler is given its data as filed; the origin only says whose work it is.
      const asOrigin: Handler = (jobs) => {
        const asFiled = jobs.map((job) => ({ ...job, data: withoutOrigin(job.data) }));
        return jobs.length === 1
          ? workAsOrigin(name, jobs[0]!.data, () => handler(asFiled))
          : handler(asFiled);
      };
      return work(name, ...rest, asOrigin);
    },
  }) as PgBoss;
}

/**
 * Starts the job queue on the server's own database: on PostgreSQL with a small pool of its own,
 * on the embedded database through pg-boss's PGlite adapter (one connection, shared). It creates
 * or upgrades its schema itself, under its own lock, so instances may start together. Shutdown
 * (the instance's background work) waits for running jobs up to `stopTimeoutMs`.
 * `tuning` lets tests run the scheduler every second instead of every 30.
 */
export async function startJobQueue(opts: {
  db: Database;
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
  background: Background;
  stopTimeoutMs: number;
  tuning?: Partial<ConstructorOptions>;
}): Promise<JobQueue> {
  const pglite = pgliteOf(opts.db);
  const where: ConstructorOptions = pglite
    ? { db: fromPglite(pglite), backend: 'pglite' }
    : { connectionString: opts.databaseUrl, max: 4 };
  const queue = carryingOrigin(new PgBoss({ ...where, ...opts.tuning }));
  queue.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  let running = false;
  queue.on('stopped', () => (running = false));
  await queue.start();
  running = true;
  // GET /readyz asks whether pg-boss still runs: it says 'stopped' once it has stopped, for
  // whatever reason, and the instance is then not ready.
  opts.background.started(
    'job queue',
    () => queue.stop({ graceful: true, timeout: opts.stopTimeoutMs }),
    () => running,
  );
  return queue;
}
