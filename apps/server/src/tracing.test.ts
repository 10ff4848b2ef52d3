// OpenTelemetry: each instrumentation still makes its spans (tracing-spans.fixture.ts, spans kept
// in memory), and on the real entry point, with OTLP pointed at a tiny collector in this test, one
// request arrives there as a trace with its HTTP span, its route's span and (on PostgreSQL) the
// queries' spans beneath. Off by default.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { traceExports, tracingWanted } from './tracing-settings.ts';
import { databaseUrl } from '../test/database-templates.ts';

const main = path.join(import.meta.dirname, 'main.ts');
const spansFixture = path.join(import.meta.dirname, 'tracing-spans.fixture.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-tracing-'));
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  scope: string;
  attributes?: unknown[];
}

/** An OTLP/HTTP collector that takes JSON and keeps every span it is sent. */
async function startCollector() {
  const spans: Span[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        for (const resource of JSON.parse(body).resourceSpans ?? [])
          for (const scoped of resource.scopeSpans ?? [])
            for (const span of scoped.spans ?? [])
              spans.push({ ...span, scope: scoped.scope.name });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(() => new Promise((r) => server.close(r)));
  return { spans, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await new Promise((r) => probe.once('listening', r));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

/** An empty PostgreSQL database of this test's own (the server migrates it), dropped after. */
async function freshPostgres(adminUrl: string): Promise<string> {
  const name = `jetsweat_tracing_${randomBytes(6).toString('hex')}`;
  const onAdmin = async (sql: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(sql).finally(() => admin.end());
  };
  await onAdmin(`CREATE DATABASE ${name}`);
  cleanups.push(() => onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return databaseUrl(adminUrl, name);
}

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanups.push(() => server.kill('SIGKILL'));
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, lines: () => jsonLines(output) };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not get ready:\n${output}`);
}

/** The server's JSON log lines so far (what is not JSON, such as a stack, is skipped). */
function jsonLines(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((l) => {
    try {
      return [JSON.parse(l) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}

async function waitFor<T>(what: string, probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = probe();
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${what} arrived at the collector`);
}

describe('tracingWanted', () => {
  it('is off unless an OTLP endpoint or a traces exporter is named', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'jetsweat' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'x' })).toBe(
      false,
    );
    expect(tracingWanted({ OTEL_SDK_DISABLED: 'true', OTEL_TRACES_EXPORTER: 'otlp' })).toBe(false);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp,none' })).toBe(false);
  });
});

describe('traceExports', () => {
  it('sends OTLP over HTTP (protobuf unless JSON is asked for) or to the console', () => {
    expect(traceExports({})).toEqual([{ exporter: 'otlp', protocol: 'http/protobuf' }]);
    expect(traceExports({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' })).toEqual([
      { exporter: 'otlp', protocol: 'http/json' },
    ]);
    expect(traceExports({ OTEL_TRACES_EXPORTER: 'console, otlp, console' })).toEqual([
      { exporter: 'console' },
      { exporter: 'otlp', protocol: 'http/protobuf' },
    ]);
  });

  it('stops the start on an exporter or protocol not installed, saying what to set', () => {
    expect(() => traceExports({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /grpc is not supported: set http\/protobuf .* port \(4318\)/,
    );
    expect(() => traceExports({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(
      /zipkin is not supported: set otlp/,
    );
  });
});

/** Whether something answers on a TCP address within a second. */
function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 6379, timeout: 1000 });
    const done = (ok: boolean) => (socket.destroy(), resolve(ok));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

it("makes each instrumentation's spans: HTTP, route, pg, ioredis and the job queue's", async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const onRedis = await reachable(redisUrl);
  const env = {
    ...process.env,
    DATABASE_URL: adminUrl ? await freshPostgres(adminUrl) : '',
    REDIS_URL: onRedis ? redisUrl : '',
  };
  const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', spansFixture], {
    env,
    timeout: 150_000,
  });
  const printed = run.stdout.split('\n').find((l) => l.startsWith('{"spans"'));
  if (!printed) throw new Error(`the spans fixture printed no spans:\n${run.stdout}${run.stderr}`);
  const spans = (JSON.parse(printed) as { spans: Span[] }).spans;
  const http = spans.find((s) => s.scope === '@opentelemetry/instrumentation-http');
  // Named by the route's pattern, which Fastify's instrumentation tells the HTTP span.
  expect(http?.name).toBe('GET /things/:id');
  const inTrace = (scope: string) =>
    spans.filter((s) => s.scope === scope && s.traceId === http!.traceId).map((s) => s.name);
  expect(inTrace('@fastify/otel')).toContainEqual(expect.stringMatching(/^handler/));
  // The job's send, and its work (in the worker) joined to the request's trace.
  expect(inTrace('pg-boss')).toContain('send spans-test');
  expect(inTrace('jetsweat-jobs')).toEqual(['job spans-test']);
  expect(spans.map((s) => s.name)).toContain('process spans-test');
  // The embedded database is not reached through pg; Redis only where it runs.
  if (adminUrl)
    expect(inTrace('@opentelemetry/instrumentation-pg')).toContainEqual(
      expect.stringMatching(/^pg\.query:SELECT/),
    );
  if (onRedis) expect(inTrace('@opentelemetry/instrumentation-ioredis')).toEqual(['ping']);
  // A process of its own starting the embedded database: a minute on a busy machine.
}, 180_000);

it('sends a request as a trace: the HTTP span, the route span and the queries under it', async () => {
  const collector = await startCollector();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const onPostgres = Boolean(adminUrl);
  const server = await startServer({
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    ...(adminUrl ? { DATABASE_URL: await freshPostgres(adminUrl) } : {}),
  });
  const url = server.url;

  const res = await fetch(`${url}/api/liveclass/upcoming/public/all`);
  expect(res.status).toBe(200);
  const requestId = res.headers.get('x-request-id');

  const request = await waitFor('HTTP server span', () =>
    collector.spans.find((s) => s.scope === '@opentelemetry/instrumentation-http' && s.kind === 2),
  );
  const inTrace = () => collector.spans.filter((s) => s.traceId === request.traceId);
  // Named by the route's pattern, which Fastify's instrumentation tells the HTTP span.
  expect(request.name).toBe('GET /api/liveclass/upcoming/public/all');
  const handler = await waitFor('route handler span', () =>
    inTrace().find((s) => s.scope === '@fastify/otel' && s.name.startsWith('handler')),
  );
  expect(handler.traceId).toBe(request.traceId);
  if (onPostgres) {
    const query = await waitFor('pg span', () =>
      inTrace().find((s) => s.scope === '@opentelemetry/instrumentation-pg'),
    );
    expect(query.traceId).toBe(request.traceId);
  }
  // The request's log line names its trace.
  const line = await waitFor('request log line', () =>
    server.lines().find((l) => l.reqId === requestId && String(l.msg).startsWith('GET ')),
  );
  expect(line.trace_id).toBe(request.traceId);
  // The probes are left out (they would drown the traces people read); the next request is not.
  await fetch(`${url}/healthz`);
  await fetch(`${url}/api/liveclass/upcoming/public/all?after=probe`);
  await waitFor('second request', () =>
    collector.spans.find((s) => JSON.stringify(s.attributes).includes('after=probe')),
  );
  expect(collector.spans.filter((s) => JSON.stringify(s.attributes).includes('/healthz'))).toEqual(
    [],
  );
  // The embedded database loads the demo data first: a start takes a while.
}, 180_000);
