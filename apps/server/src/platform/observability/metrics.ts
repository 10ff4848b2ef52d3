import { timingSafeEqual } from 'node:crypto';
import client from '@prometheus-io/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiTexts } from '@jetsweat/contract';
import { addressMatcher } from '../http/address-ranges.ts';
import type { Database } from '../db/database.ts';
import { poolOf } from '../db/open.ts';
import { release } from './release.ts';
import { registerRouteLatency } from './route-latency.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { MetricsConfig } from '../config/operations-config.ts';

/** How long a scrape waits for the job queue's counts before it answers without them. */
const QUEUE_SAMPLE_TIMEOUT_MS = 2000;

/** What the metrics read that only exists once the server is up: the job queue, the live room. */
export interface MetricSources {
  queue?: JobQueue;
  live?: () => { sockets: number; rooms: number };
}

/** Whether `given` is `Bearer <token>`, compared in constant time. */
function bearerMatches(given: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Who may read /metrics: the configured addresses (as request.ip, after the proxies) or token. */
export function metricsReader(config: MetricsConfig): (request: FastifyRequest) => boolean {
  const allowed = addressMatcher(config.allow);
  return (request) =>
    allowed(request.ip) ||
    (config.token !== undefined && bearerMatches(request.headers.authorization, config.token));
}

/** The gauges read when Prometheus scrapes: the database pool, the job queue, the live room. */
function sampledGauges(registry: client.Registry, db: Database, sources: MetricSources): void {
  const pool = poolOf(db);
  if (pool) {
    new client.Gauge({
      name: 'jetsweat_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, and requests waiting for one)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
  new client.Gauge({
    name: 'jetsweat_job_queue_jobs',
    help: 'Background jobs by queue and state (failed: those pg-boss still keeps)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      if (!sources.queue) return;
      this.reset();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), QUEUE_SAMPLE_TIMEOUT_MS);
      });
      const sample = sources.queue.getQueues().catch(() => undefined);
      const queues = await Promise.race([sample, timeout]).finally(() => clearTimeout(timer));
      for (const q of queues ?? []) {
        this.set({ queue: q.name, state: 'queued' }, q.queuedCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
        this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
        this.set({ queue: q.name, state: 'failed' }, q.failedCount);
      }
    },
  });
  new client.Gauge({
    name: 'jetsweat_live_room',
    help: "The live room on this instance: its open sockets and the classes' rooms",
    labelNames: ['what'],
    registers: [registry],
    collect() {
      const live = sources.live?.();
      if (!live) return;
      this.set({ what: 'sockets' }, live.sockets);
      this.set({ what: 'rooms' }, live.rooms);
    },
  });
}

/**
 * Prometheus metrics at GET /metrics: request rate, latency and status by route pattern
 * (route-latency.ts), Node's own (event-loop delay, memory, CPU) and the gauges above. Each server has its
 * own registry, so the tests' many servers in one process do not share counts. Anyone the
 * configuration does not name gets the same 404 as for a path that does not exist.
 */
export async function registerMetrics(
  app: FastifyInstance,
  opts: { config: MetricsConfig; db: Database },
): Promise<MetricSources> {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  registerRouteLatency(app, registry);
  const sources: MetricSources = {};
  sampledGauges(registry, opts.db, sources);
  // Prometheus's convention for "which release runs where": always 1, the facts in its labels.
  new client.Gauge({
    name: 'jetsweat_build_info',
    help: 'The release this instance runs (its version and commit) and its Node.js',
    labelNames: ['version', 'commit', 'node'],
    registers: [registry],
  }).set({ version: release.version, commit: release.commit, node: process.version }, 1);
  const mayRead = metricsReader(opts.config);
  app.get(
    '/metrics',
    { schema: { hide: true }, logLevel: 'warn', config: { disableMetrics: true } },
    async (request, reply) => {
      if (!mayRead(request))
        return reply.status(404).send({ status: 0, content: apiTexts.notFound });
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
  return sources;
}
