/** The product under load, its databases and autocannon, for the API benchmarks. */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startProcess, waitForUrl } from './processes.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** The headers a browser sends with an API read. */
export const browserHeaders = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'jetsweat-bench',
};

/** One autocannon run against one URL; answers the figures the benchmarks print. */
export async function load({ url, method = 'GET', headers = {}, body, connections, seconds }) {
  const result = await autocannon({
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
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    kbPerRequest:
      Math.round(result.throughput.average / Math.max(result.requests.average, 1) / 100) / 10,
    failures: bad,
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

/** A new member on the monthly plan (paid with the sandbox's test card): token, e-mail and id. */
export async function subscribedMember(base, prefix) {
  const email = `${prefix}-${Date.now().toString(36)}@example.com`;
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

/**
 * Starts the product on a fresh data directory (and a database URL when given). `keepData`
 * leaves the directory when it stops, for a benchmark that restarts the product on the same data;
 * `port` fixes the port (a free one otherwise).
 */
export async function startProduct(
  label,
  databaseUrl,
  {
    dataDir = path.join(root, '.tmp', `bench-${label}-${Date.now().toString(36)}`),
    keepData = false,
    port: fixedPort,
  } = {},
) {
  const port = fixedPort ?? (await freePort());
  const server = startProcess('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SEED_DEMO: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      BILLING_JOB_SECONDS: '0',
      API_LIMIT_PER_MINUTE: '100000000',
      LOGIN_LIMIT_PER_ADDRESS: '100000',
      // The same demo accounts log in many times, side by side.
      LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000',
      LOGIN_CHECKS_AT_ONCE: '1000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/api/studio/listWhitelabels`, 120_000);
  return {
    base,
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

/** A bare Fastify server in its own process answering each captured body at its path. */
export async function startBare(captured) {
  const port = await freePort();
  const file = path.join(root, '.tmp', `bench-bare-${Date.now().toString(36)}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(captured));
  const server = startProcess('node', [path.join(import.meta.dirname, 'bare-server.mjs'), file], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForUrl(`${base}/ready`, 20_000);
  return {
    base,
    async stop() {
      await server.stop();
      fs.rmSync(file, { force: true });
    },
  };
}
