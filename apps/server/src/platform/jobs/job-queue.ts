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
 * Workers are woken by PostgreSQL's NOTIFY the moment a job is filed (pg-boss's LISTEN/NOTIFY,
 * every queue opted in), so they poll only as a backstop, for jobs that become due later: a retry
 * after its delay, a job filed to start after a time. Polling every queue each second or two cost
 * the embedded database 7% of a core at rest, taken from requests under load.
 */
export const BACKSTOP_POLL_SECONDS = 10;

/**
 * The queue as the app uses it: every queue woken by NOTIFY (above), and its jobs carrying the
 * request that filed them (work-origin.ts): every job filed while a request is answered, whatever
 * files it, and every job worked, whatever works it.
 */
function asAppQueue(queue: PgBoss, backstopPollSeconds: number): PgBoss {
  const send = queue.send.bind(queue) as (...args: unknown[]) => Promise<string | null>;
  const work = queue.work.bind(queue) as (...args: unknown[]) => Promise<string>;
  const createQueue = queue.createQueue.bind(queue);
  const updateQueue = queue.updateQueue.bind(queue);
  return Object.assign(queue, {
    createQueue: async (name: string, options?: Parameters<PgBoss['createQueue']>[1]) => {
      await createQueue(name, { ...options, notify: true });
      // createQueue keeps a queue that exists as it was: one from before NOTIFY opts in here.
      await updateQueue(name, { notify: true });
    },
    send: (first: unknown, data?: unknown, ...rest: unknown[]) =>
      typeof first === 'string'
        ? send(first, withOrigin(data), ...rest)
        : send({ ...(first as object), data: withOrigin((first as { data?: unknown }).data) }),
    work: (name: string, ...rest: unknown[]) => {
      const handler = rest.pop() as Handler;
      const given = (rest[0] ?? {}) as { pollingIntervalSeconds?: number };
      // pg-boss wants the backstop no shorter than the worker's own interval (its default 2 s).
      const backstop = Math.max(backstopPollSeconds, given.pollingIntervalSeconds ?? 2);
      const options = { notifyPollingIntervalSeconds: backstop, ...given };
      // The handler is given its data as filed; the origin only says whose work it is.
      const asOrigin: Handler = (jobs) => {
        const asFiled = jobs.map((job) => ({ ...job, data: withoutOrigin(job.data) }));
        return jobs.length === 1
          ? workAsOrigin(name, jobs[0]!.data, () => handler(asFiled))
          : handler(asFiled);
      };
      return work(name, options, asOrigin);
    },
  }) as PgBoss;
}

/**
 * Starts the job queue on the server's own database: on PostgreSQL with a small pool of its own,
 * on the embedded database through pg-boss's PGlite adapter (one connection, shared). It creates
 * or upgrades its schema itself, under its own lock, so instances may start together. Shutdown
 * (the instance's background work) waits for running jobs up to `stopTimeoutMs`.
 * `tuning` lets tests run the scheduler every second instead of every 30, and
 * `backstopPollSeconds` (default BACKSTOP_POLL_SECONDS) lets them see a retry's delay end sooner.
 */
export async function startJobQueue(opts: {
  db: Database;
  databaseUrl: string | undefined;
  log: FastifyBaseLogger;
  background: Background;
  stopTimeoutMs: number;
  tuning?: Partial<ConstructorOptions>;
  backstopPollSeconds?: number;
}): Promise<JobQueue> {
  const pglite = pgliteOf(opts.db);
  const where: ConstructorOptions = pglite
    ? { db: fromPglite(pglite), backend: 'pglite' }
    : { connectionString: opts.databaseUrl, max: 4 };
  const queue = asAppQueue(
    new PgBoss({ ...where, useListenNotify: true, ...opts.tuning }),
    opts.backstopPollSeconds ?? BACKSTOP_POLL_SECONDS,
  );
  queue.on('error', (err) => opts.log.error({ err }, 'job queue error'));
  // Without its listener (a pooler in transaction mode, say) pg-boss says so and polls instead.
  queue.on('warning', (warning) => opts.log.warn({ warning }, 'job queue warning'));
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
