/** The product under load, its databases and autocannon, for the API benchmarks. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { sharedDemoMediaDir, tryDemoMedia } from '../demo-media/demo-media-dir.mjs';
import { freePort, startProcess, waitForUrl } from './processes.mjs';
import { microsecondsEach, treeTicks } from './proc-cpu.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** The headers a browser sends with an API read. */
export const browserHeaders = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'jetsweat-bench',
};

/**
 * One autocannon run against one URL; answers the figures the benchmarks print. Given the pid of
 * the server answering, also the CPU time it spent per request (its own and its children's, from
 * /proc): steadier than req/s on a machine that is doing other work too. `onResponse(latency)`
 * hears each answer as it comes (latency-tail.mjs matches the slow ones to the server's stalls).
 */
export async function load({
  url,
  method = 'GET',
  headers = {},
  inTurn,
  body,
  connections,
  seconds,
  pid,
  onResponse,
}) {
  const ticksBefore = pid ? treeTicks(pid) : undefined;
  let next = 0;
  const run = autocannon({
    url,
    method,
    headers: {
      ...browserHeaders,
      ...headers,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
    connections,
    duration: seconds,
    // Headers taken in turn, one set a request (several members reading, each their own).
    ...(inTurn
      ? {
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, ...inTurn[next++ % inTurn.length] },
              }),
            },
          ],
        }
      : {}),
  });
  if (onResponse) run.on('response', (_client, _status, _bytes, latency) => onResponse(latency));
  const result = await run;
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerRequest:
      Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 100) / 10,
    failures: bad,
    ...(ticksBefore
      ? { cpuUsPerRequest: microsecondsEach(ticksBefore, treeTicks(pid), result.requests.total) }
      : {}),
  };
}

/** One call to the product's API as a browser makes it; answers the envelope's content. */
export async function call(base, urlPath, { method = 'GET', token, body } = {}) {
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${urlPath}: ${res.status} ${JSON.stringify(json)}`);
  return json.content;
}

// How many members this process signed up: their e-mails differ within one millisecond too.
let members = 0;

/** A new member on the monthly plan (paid with the sandbox's test card): token, e-mail and id. */
export async function subscribedMember(base, prefix) {
  members += 1;
  const email = `${prefix}-${Date.now().toString(36)}-${members}@example.com`;
  const { authToken: token } = await call(base, '/api/user/register', {
    method: 'POST',
    body: {
      userInfo: {
        email,
        firstName: 'Bench',
        lastName: 'Member',
        password: 'squat-rack-tuesday-42',
      },
    },
  });
  const card = await call(base, '/api/sandbox/v1/tokens', {
    method: 'POST',
    body: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  await call(base, '/api/user/subscribe', {
    method: 'POST',
    token,
    body: { source: 'website', packageId: 'jetsweat_monthly', token: card.id },
  });
  const me = await call(base, '/api/user/me', { token });
  return { token, email, id: me.id };
}

const probePath = path.join(import.meta.dirname, 'allocation-probe.mjs');
const stallProbePath = path.join(import.meta.dirname, 'stall-probe.mjs');

/** Tells a probe in the product `probe` (with `more`) and waits for its `answer`. */
function askProbe(child, probe, answer, more = {}) {
  return new Promise((resolve) => {
    const onMessage = (message) => {
      if (message?.probe !== answer) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    child.send({ probe, ...more });
  });
}

/** What a benchmark asks the probes it loaded into the product (see startProduct). */
function probeHandles(child, { probeAllocation, probeStalls }) {
  return {
    allocation: probeAllocation
      ? {
          start: () => askProbe(child, 'start', 'started'),
          stop: () => askProbe(child, 'stop', 'allocated'),
          /** Samples where the heap is allocated until `write()`, into `file`. */
          sample: async (file) => {
            await askProbe(child, 'sample', 'sampling', { file });
            return { write: () => askProbe(child, 'write', 'written') };
          },
        }
      : undefined,
    stalls: probeStalls
      ? {
          watch: () => askProbe(child, 'watch', 'watching'),
          /** The collections and stalls since watch() (stall-probe.mjs). */
          watched: () => askProbe(child, 'watched', 'stalls'),
        }
      : undefined,
  };
}

/** Whether this process has made the demo media its servers share (once, at the first start). */
let madeDemoMedia;

/** The product's settings under a benchmark: demo data, quiet logs, no limit on one address. */
const benchServerSettings = {
  SEED_DEMO: '1',
  // The generated demo media (made once per benchmark process: startProduct), shared rather than
  // made in each fresh data folder (docs/decisions/0101-demo-media-generated.md).
  MEDIA_DIR: sharedDemoMediaDir(),
  NODE_ENV: 'test',
  BILLING_JOB_SECONDS: '0',
  API_LIMIT_PER_MINUTE: '100000000',
  LOGIN_LIMIT_PER_ADDRESS: '100000',
  // The same demo accounts log in many times, side by side.
  LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000',
  LOGIN_CHECKS_AT_ONCE: '1000',
};

/**
 * Starts the product on a fresh data directory (and a database URL when given). `keepData`
 * leaves the directory when it stops, for a benchmark that restarts the product on the same data.
 * `port` is where it listens (a free one when not given). With `probeAllocation` the answer has
 * `allocation.start()` and `allocation.stop()` (bytes the server allocated on its heap in
 * between: allocation-probe.mjs says how); with `probeStalls`, `stalls.watch()` and
 * `stalls.watched()` (the garbage collections and the event loop's stalls in between, with the
 * thread's time running and waiting for a core: stall-probe.mjs). `nodeArgs` go to node before the server (a profiler's
 * flags); `compiled` runs the built server (npm run build) as production does, rather than the
 * sources through tsx; `entry` is the source file run (another server start, a benchmark's own);
 * `command` is what runs node (a counter in front of it: hook-instructions.mjs's valgrind);
 * `env` adds to the server's environment (a benchmark's own variables: LEAVE_OUT); `logLevel` is
 * its LOG_LEVEL (warn: quiet; at info its line a request goes to /dev/null).
 */
export async function startProduct(
  label,
  databaseUrl,
  {
    dataDir = path.join(root, '.tmp', `bench-${label}-${Date.now().toString(36)}`),
    keepData = false,
    port: fixedPort,
    probeAllocation = false,
    probeStalls = false,
    nodeArgs = [],
    compiled = false,
    entry = 'apps/server/src/main.ts',
    command = ['node'],
    env = {},
    logLevel = 'warn',
  } = {},
) {
  const port = fixedPort ?? (await freePort());
  madeDemoMedia ??= tryDemoMedia(benchServerSettings.MEDIA_DIR);
  const probes = [
    ...(probeAllocation ? [probePath] : []),
    ...(probeStalls ? [stallProbePath] : []),
  ];
  const probe = probes.flatMap((file) => ['--import', pathToFileURL(file).href]);
  const main = compiled
    ? // As the image runs it (Dockerfile): its V8 flags here, its allocator setting below.
      ['--max-semi-space-size=8', '--max-old-space-size=1024', 'apps/server/dist/main.js']
    : ['--import', 'tsx', entry];
  const server = startProcess(command[0], [...command.slice(1), ...nodeArgs, ...probe, ...main], {
    ipc: probes.length > 0,
    // A line a request under load would bury the benchmark's own output: they go to /dev/null.
    stdout: logLevel === 'warn' || logLevel === 'error' ? 'inherit' : 'ignore',
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      ...(compiled ? { MALLOC_ARENA_MAX: '2' } : {}),
      ...benchServerSettings,
      LOG_LEVEL: logLevel,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/api/studio/listWhitelabels`, 120_000);
  return {
    base,
    pid: server.child.pid,
    ...probeHandles(server.child, { probeAllocation, probeStalls }),
    async stop() {
      await server.stop();
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server `adminUrl` names, dropped by the answer's drop(). */
export async function freshPostgres(adminUrl, prefix = 'jetsweat_bench') {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
