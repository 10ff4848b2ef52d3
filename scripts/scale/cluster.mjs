/**
 * Several instances of the product behind a real load balancer, for the scale smoke suite
 * (run-smoke.mjs) and the fault script (faults.mjs): HAProxy from Debian's packages, round robin,
 * in front of instances that share one PostgreSQL database and one Redis. Every process started
 * here is stopped by `stop()`, which the callers run on success, failure and signals alike. The
 * instances run the compiled server (apps/server/dist), built here first, as production does.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForUrl } from '../bench/processes.mjs';
import { sharedDemoMediaDir } from '../demo-media/demo-media-dir.mjs';
import { insertClass } from './database.mjs';
import { rollingRestart } from './rolling-restart.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
/** Logs and the balancer's configuration of a run; under .tmp (ignored by git). */
export const workDir = path.join(root, '.tmp/scale');

/** Installs HAProxy from Debian's packages when the machine lacks it (as .ci/run does Chromium). */
export function ensureHaproxy() {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return;
  } catch {
    console.log('Installing HAProxy (apt-get install haproxy)…');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env };
  execFileSync('apt-get', ['update', '-qq'], quiet);
  execFileSync('apt-get', ['install', '-y', '-qq', 'haproxy'], quiet);
}

/** A long-running process whose output goes to a log file; `kill` sends a signal and waits. */
export function startLogged(name, cmd, args, opts = {}) {
  fs.mkdirSync(workDir, { recursive: true });
  const log = fs.openSync(path.join(workDir, `${name}.log`), 'a');
  const child = spawn(cmd, args, { cwd: root, ...opts, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    name,
    child,
    exited,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    async kill(signal = 'SIGTERM', graceMs = 30_000) {
      if (this.running) child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The balancer's configuration: round robin, instances taken out while /readyz says no. */
function haproxyConfig(port, instances) {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // A live room's WebSocket stays open for the class (socket.io pings every 25 s).
    '  timeout tunnel 1h',
    // A request whose connection an instance refused (it died) goes to the other one; a request
    // already sent is never sent twice.
    '  retries 2',
    '  option redispatch',
    '  option forwardfor',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend app',
    'backend app',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  default-server inter 1s fall 2 rise 2',
    ...instances.map((i) => `  server ${i.id} 127.0.0.1:${i.port} check`),
    '',
  ].join('\n');
}

/**
 * The environment of instance `n` (`id`): all share `databaseUrl` and `redisUrl`; only the first
 * loads the demo data.
 */
export function instanceEnv({ id, n, port, databaseUrl, redisUrl, extraEnv }) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    INSTANCE_ID: id,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: path.join(workDir, `data-${id}`),
    SEED_DEMO: n === 0 ? '1' : '0',
    // The generated demo media, shared, not made again in each run's fresh data folder
    // (docs/decisions/0101-demo-media-generated.md).
    MEDIA_DIR: sharedDemoMediaDir(),
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Links signed by one instance must open on the other.
    MEDIA_SIGNING_SECRET: 'scale-test-media-secret-0123456789abcdef',
    // Every test client comes from one address.
    API_LIMIT_PER_MINUTE: '100000',
    LOGIN_LIMIT_PER_ADDRESS: '100000',
    // The same demo accounts log in many times, side by side.
    LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000',
    LOGIN_CHECKS_AT_ONCE: '1000',
    SHUTDOWN_TIMEOUT_SECONDS: '10',
    ...extraEnv,
  };
}

/**
 * One instance of the product on `port`, not yet running: `start()` starts it (again after a
 * kill), adds its process to `started` and waits until /readyz answers.
 */
export function appInstance({ id, port, env, started }) {
  return {
    id,
    port,
    url: `http://127.0.0.1:${port}`,
    process: undefined,
    start() {
      this.process = startLogged(id, process.execPath, compiledServer, { env });
      started.push(this.process);
      return waitForUrl(`${this.url}/readyz`, 120_000);
    },
  };
}

/** The server as production runs it: compiled by scripts/build-server.mjs (startCluster runs it). */
const compiledServer = ['--enable-source-maps', 'apps/server/dist/main.js'];

/**
 * Starts `ports.length` instances on `databaseUrl` and `redisUrl` (the first loads the demo data
 * and migrates, the others start once it is ready) and HAProxy on `balancerPort` in front. Answers
 * the balancer's URL, the instances (each can be killed and started again) and `stop()`.
 */
export async function startCluster({ databaseUrl, redisUrl, balancerPort, ports, extraEnv = {} }) {
  ensureHaproxy();
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  const started = [];
  const instances = ports.map((port, n) => {
    const id = `app-${n + 1}`;
    const env = instanceEnv({ id, n, port, databaseUrl, redisUrl, extraEnv });
    return appInstance({ id, port, env, started });
  });
  const cfg = path.join(workDir, 'haproxy.cfg');
  fs.writeFileSync(cfg, haproxyConfig(balancerPort, instances));
  let balancer;
  const stop = async () => {
    await Promise.allSettled([balancer?.kill('SIGTERM', 5000), ...started.map((p) => p.kill())]);
  };
  try {
    // The first migrates and seeds; the others then start on a ready schema.
    await instances[0].start();
    await Promise.all(instances.slice(1).map((i) => i.start()));
    balancer = startLogged('haproxy', 'haproxy', ['-f', cfg, '-db']);
    started.push(balancer);
    const url = `http://127.0.0.1:${balancerPort}`;
    await waitForInstances(
      url,
      instances.map((i) => i.id),
    );
    return { url, instances, balancer, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Waits until the balancer has sent requests to every instance (its health checks passed). */
export async function waitForInstances(url, ids, ms = 60_000) {
  const until = Date.now() + ms;
  const seen = new Set();
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/healthz`);
      const id = res.headers.get('x-instance');
      if (res.ok && id) seen.add(id);
      if (ids.every((i) => seen.has(i))) return;
    } catch {
      // the balancer is not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `the balancer at ${url} did not reach ${ids.join(' and ')} within ${ms / 1000} s`,
  );
}

/** Runs `body`, then `cleanup`, also when body throws or the process is told to stop. */
export async function withCleanup(cleanup, body) {
  let cleaning;
  const once = () => (cleaning ??= cleanup());
  const onSignal = (signal) => {
    console.error(`\n${signal}: stopping everything the script started…`);
    void once().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    return await body();
  } finally {
    await once();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * The scale smoke suite (e2e/scale/, Playwright) through `cluster`'s balancer, on the database
 * `databaseUrl` it runs on (a one-seat class is added there for the last-seat test), then a
 * rolling restart of one instance under load (rolling-restart.mjs); answers 0 when the suite
 * passed and no request failed in the restart. run-smoke.mjs and backup/restore-check.mjs run it.
 */
export async function runScaleSuiteOn(cluster, databaseUrl) {
  const lastSeatClass = await insertClass(databaseUrl, { capacity: 1 });
  const code = await runScaleSuite({
    SCALE_URL: cluster.url,
    SCALE_INSTANCES: cluster.instances.map((i) => i.id).join(','),
    SCALE_LAST_SEAT_CLASS_ID: String(lastSeatClass),
  });
  if (code !== 0) return code;
  const restart = await rollingRestart(cluster);
  console.log(
    `Rolling restart of ${restart.victim} under load: ${restart.answered} requests answered, ` +
      `${restart.failures.length} failed (SIGTERM to exit ${(restart.stoppedMs / 1000).toFixed(1)} s)`,
  );
  for (const failure of restart.failures.slice(0, 10)) console.log(`  failed: ${failure}`);
  return restart.failures.length === 0 && restart.answered > 0 ? 0 : 1;
}

/** The scale smoke suite with `env` (SCALE_URL and the rest) as runScaleSuiteOn sets it. */
function runScaleSuite(env) {
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/scale/playwright.config.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}
