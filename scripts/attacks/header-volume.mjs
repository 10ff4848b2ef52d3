#!/usr/bin/env node
/**
 * The header-volume attack of issue 19, item 1, against an instance on this machine: many
 * connections without a login sending `GET /healthz` with a random 15 KB Host, a random 7 KB Host
 * (under the header limit, so it reaches the application and its log) or a normal Host and a
 * random 7 KB query string, in turn. Before the fix the process grew to 4.6 GB and died within
 * minutes: the text sat in the logger's buffer.
 *
 * Bounded: it stops after --seconds or --max-requests, whichever comes first, and it only targets
 * a loopback address. While it runs it samples the target's RSS (when it knows the pid) and asks
 * /healthz from another loopback address (127.0.0.2, so the attack's own flood limit does not
 * answer for it); at the end it prints the answers by status, the peak RSS and the health checks.
 *
 *   node scripts/attacks/header-volume.mjs --url http://127.0.0.1:3000 --pid 1234 --seconds 60
 *   node scripts/attacks/header-volume.mjs --start --seconds 600 --log-output slow-pipe
 *   node scripts/attacks/header-volume.mjs --start --seconds 25 --max-rss-mb 400   # .ci/run
 *
 * --start starts the product from this checkout on a free port (the embedded database, or a fresh
 * one made on the PostgreSQL server --database-url names; NODE_ENV=development) with its log written to --log-output: `null` (/dev/null), `pipe` (read as
 * fast as it comes) or `slow-pipe` (read at about 10 KB/s, a log collector that falls behind).
 * Exits 1 if the target dies, stops answering /healthz, or its RSS passes --max-rss-mb.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, waitForUrl } from '../bench/processes.mjs';
import { freshPostgres } from '../bench/product.mjs';
import { option, flag } from '../command-line.mjs';
import { sharedDemoMediaDir } from '../demo-media/demo-media-dir.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const seconds = Number(option('seconds', 60));
const connections = Number(option('connections', 128));
const maxRequests = Number(option('max-requests', 10_000_000));
const maxRssMb = Number(option('max-rss-mb', 0));
const logOutput = option('log-output', 'null');
const kinds = option('kinds', 'big-host,mid-host,long-query').split(',');
const start = flag('start');
/** With --start: a PostgreSQL server to make a fresh database on (dropped afterwards). */
const databaseAdminUrl = option('database-url', '');
const startEnv = Object.fromEntries(
  (option('env', '') || '')
    .split(',')
    .filter(Boolean)
    .map((kv) => kv.split('=')),
);

if (!(seconds > 0 && seconds <= 3600)) throw new Error('--seconds: 1 to 3600');
if (!(connections > 0 && connections <= 1024)) throw new Error('--connections: 1 to 1024');
if (!['null', 'pipe', 'slow-pipe'].includes(logOutput))
  throw new Error('--log-output: null, pipe or slow-pipe');

/** Only this machine: an attack script must not be pointed at anyone else's server. */
function loopbackOnly(url) {
  const { hostname, protocol } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const loopback = /^127(\.\d{1,3}){3}$/.test(host) || host === '::1' || host === 'localhost';
  if (protocol !== 'http:' || !loopback) {
    throw new Error(`${url}: give an http:// URL on a loopback address (127.0.0.0/8, ::1)`);
  }
  return url.replace(/\/$/, '');
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (n) => {
  let s = '';
  for (let i = 0; i < n; i++) s += alphabet[Math.floor(Math.random() * alphabet.length)];
  return s;
};
// A pool of random texts rather than a fresh one per request: the attacker's CPU stays free for
// sending, and 256 different hosts and queries are as uncacheable as a million.
const pool = (n) => Array.from({ length: 256 }, () => randomText(n));
const bigHosts = pool(15 * 1024);
const midHosts = pool(7 * 1024);
const queries = pool(7 * 1024);
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const requestOf = {
  'big-host': () => ({ path: '/healthz', headers: { host: pick(bigHosts) } }),
  'mid-host': () => ({ path: '/healthz', headers: { host: pick(midHosts) } }),
  'long-query': () => ({ path: `/healthz?q=${pick(queries)}`, headers: { host: 'localhost' } }),
};
for (const k of kinds) if (!requestOf[k]) throw new Error(`--kinds: unknown ${k}`);

/** The product from this checkout, its log written where --log-output says. */
async function startProduct() {
  const port = await freePort();
  const database = databaseAdminUrl
    ? await freshPostgres(databaseAdminUrl, 'jetsweat_attack')
    : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jetsweat-attack-'));
  const out = logOutput === 'null' ? fs.openSync('/dev/null', 'w') : 'pipe';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', out, 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The generated demo media, shared, not made again in this fresh data folder.
      MEDIA_DIR: sharedDemoMediaDir(),
      DATABASE_URL: database?.url ?? '',
      BILLING_JOB_SECONDS: '0',
      LOG_LEVEL: 'info',
      ...startEnv,
    },
  });
  if (logOutput === 'pipe') child.stdout.resume();
  let slowReader;
  if (logOutput === 'slow-pipe') {
    // About 10 KB/s: 2 KB five times a second. The pipe fills and the server's writes wait.
    child.stdout.pause();
    slowReader = setInterval(() => child.stdout.read(2048), 200);
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const base = `http://127.0.0.1:${port}`;
  await Promise.race([
    waitForUrl(`${base}/healthz`, 120_000),
    exited.then(() => Promise.reject(new Error('the product exited while starting'))),
  ]);
  return {
    base,
    pid: child.pid,
    exited,
    async stop() {
      clearInterval(slowReader);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** The resident set size of process `pid` in MB, or undefined where /proc does not say. */
function rssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** GET /healthz from 127.0.0.2 (another client than the attack): its status, or 0 if none came. */
function health(base) {
  return new Promise((resolve) => {
    const req = http.get(`${base}/healthz`, { localAddress: '127.0.0.2', timeout: 5000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

/** Samples the target's RSS each second and asks /healthz every two; stop() answers both. */
function watchTarget(base, pid) {
  const rss = { first: pid ? rssMb(pid) : undefined, peak: 0, last: undefined };
  const checks = { ok: 0, failed: 0, longestFailingRun: 0 };
  let failingRun = 0;
  const sampleRss = () => {
    const mb = pid ? rssMb(pid) : undefined;
    if (mb === undefined) return;
    rss.last = mb;
    rss.peak = Math.max(rss.peak, mb);
  };
  const sampler = setInterval(sampleRss, 1000);
  const checker = setInterval(async () => {
    if ((await health(base)) === 200) {
      checks.ok++;
      failingRun = 0;
    } else {
      checks.failed++;
      failingRun++;
      checks.longestFailingRun = Math.max(checks.longestFailingRun, failingRun);
    }
  }, 2000);
  return {
    stop() {
      clearInterval(sampler);
      clearInterval(checker);
      sampleRss();
      return { rss, checks };
    },
  };
}

/**
 * The load: one autocannon run per kind, the connections shared between them (a 431 closes its
 * connection, and a connection cycling through kinds would start over at the first each time).
 * autocannon's `amount` overrides its `duration`, so the time bound is a timer that stops it.
 */
function attack(base) {
  const runs = kinds.map(
    (kind) =>
      new Promise((resolve, reject) => {
        const run = autocannon(
          {
            url: base,
            connections: Math.max(1, Math.round(connections / kinds.length)),
            ...(option('max-requests')
              ? { amount: Math.ceil(maxRequests / kinds.length) }
              : { duration: seconds }),
            timeout: 10,
            requests: [
              { method: 'GET', setupRequest: (req) => ({ ...req, ...requestOf[kind]() }) },
            ],
          },
          (err, res) => (err ? reject(err) : resolve(res)),
        );
        setTimeout(() => run.stop(), seconds * 1000 + 1000).unref();
      }),
  );
  return Promise.all(runs);
}

/** What went wrong, from the report: empty when the target stayed up, answering and small. */
function problemsOf(report) {
  const problems = [];
  if (report.died) problems.push(`the target exited (${JSON.stringify(report.died)})`);
  if (report.healthChecks.final !== 200)
    problems.push('the target does not answer /healthz at the end');
  // A check may miss on a busy 2-core machine; three in a row (6 s) is not answering.
  if (report.healthChecks.longestFailingRun >= 3)
    problems.push('the target stopped answering /healthz for 6 s or more');
  const peak = report.rssMb.peak ?? 0;
  if (maxRssMb && peak > maxRssMb) problems.push(`peak RSS ${peak} MB is over ${maxRssMb} MB`);
  return problems;
}

async function main() {
  const product = start ? await startProduct() : undefined;
  const base = loopbackOnly(product?.base ?? option('url', ''));
  const pid = product?.pid ?? (option('pid') ? Number(option('pid')) : undefined);
  let died;
  product?.exited.then((how) => (died = how));
  const watch = watchTarget(base, pid);
  const started = Date.now();
  const results = await attack(base);
  const { rss, checks } = watch.stop();
  const diedDuringRun = died;
  const finalHealth = diedDuringRun ? 0 : await health(base);
  const sum = (get) => results.reduce((n, r) => n + get(r), 0);
  const report = {
    target: base,
    seconds: Math.round((Date.now() - started) / 1000),
    connections,
    logOutput: start ? logOutput : 'as the target was started',
    requests: sum((r) => r.requests.total),
    answersByKind: Object.fromEntries(
      results.map((r, i) => [
        kinds[i],
        Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([c, v]) => [c, v.count])),
      ]),
    ),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    rssMb: pid ? rss : 'unknown (give --pid)',
    healthChecks: { ...checks, final: finalHealth },
    died: diedDuringRun ?? false,
  };
  console.log(JSON.stringify(report, null, 2));
  await product?.stop();
  const problems = problemsOf(report);
  if (problems.length > 0) {
    console.error(`✖ header-volume attack: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log('✔ header-volume attack: the target stayed up and answering');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
