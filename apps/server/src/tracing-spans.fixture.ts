// Run by tracing.test.ts in a process of its own (instrumentation patches modules as they load,
// and a test worker's files share theirs): tracing on with its spans kept in memory, then one
// request to a Fastify route that queries PostgreSQL, sends a Redis command and files a job on
// the server's job queue; once the job is worked, the spans are printed as one JSON line.
// DATABASE_URL: PostgreSQL (else the embedded database, which pg does not reach); REDIS_URL: Redis.
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { startTracing } from './tracing.ts';

const exporter = new InMemorySpanExporter();
await startTracing(process.env, exporter);
// Imported after tracing started, as main.ts imports the server.
const [{ default: Fastify }, { Redis }, open, { startJobQueue }, { Background }, origin] =
  await Promise.all([
    import('fastify'),
    import('ioredis'),
    import('./platform/db/open.ts'),
    import('./platform/jobs/job-queue.ts'),
    import('./platform/jobs/background.ts'),
    import('./platform/observability/work-origin.ts'),
  ]);

const QUEUE = 'spans-test';
const databaseUrl = process.env.DATABASE_URL || undefined;
const db = databaseUrl ? open.openPostgres(databaseUrl) : await open.openPglite(undefined);
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const app = Fastify();
const background = new Background();
const queue = await startJobQueue({
  db,
  databaseUrl,
  log: app.log,
  background,
  stopTimeoutMs: 2000,
});
await queue.createQueue(QUEUE);
let worked: () => void;
const jobWorked = new Promise<void>((resolve) => (worked = resolve));
await queue.work(QUEUE, { pollingIntervalSeconds: 0.5 }, async () => worked());

app.get('/things/:id', async (req) => {
  await open.poolOf(db)?.query('SELECT 1');
  await redis?.ping();
  // What request-id.ts does for every request: the jobs it files carry it.
  await origin.workOrigin.run({ requestId: req.id }, () => queue.send(QUEUE, { n: 1 }));
  return { ok: true };
});
const address = await app.listen({ port: 0, host: '127.0.0.1' });
await fetch(`${address}/things/7`);
await jobWorked;

// The job's own span, and pg-boss's around its work, which ends after the job is marked done.
const awaited = [`job ${QUEUE}`, `process ${QUEUE}`];
const finished = () =>
  awaited.every((name) => exporter.getFinishedSpans().some((s) => s.name === name));
for (let i = 0; i < 100 && !finished(); i++) await new Promise((r) => setTimeout(r, 100));
const spans = exporter.getFinishedSpans().map((span) => ({
  name: span.name,
  kind: span.kind,
  scope: span.instrumentationScope.name,
  traceId: span.spanContext().traceId,
  parentSpanId: span.parentSpanContext?.spanId,
}));
console.log(JSON.stringify({ spans }));

// Done: the process ends here, and its connections, its queue and its server with it.
process.exit(0);
