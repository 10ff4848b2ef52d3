import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { fixedClock } from '../src/platform/clock.ts';
import { loadConfig, type Config } from '../src/platform/config.ts';
import type { Db } from '../src/platform/db.ts';
import { openPglite } from '../src/platform/db-pglite.ts';
import { openPostgres } from '../src/platform/db-postgres.ts';
import type { Deps } from '../src/platform/deps.ts';
import type { Mail, Mailer } from '../src/platform/mailer.ts';
import { migrate } from '../src/platform/migrate.ts';
import { seedDemoData } from '../src/demo-seed.ts';

/** Which database the server tests run on: the embedded one, or PostgreSQL when TEST_DB=postgres. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

async function freshDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDbKind === 'pglite') {
    const db = await openPglite(undefined);
    return { db, drop: () => db.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `jetsweat_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  return {
    db,
    drop: async () => {
      await db.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      // pool.end() answers before its sockets have closed; dropping (FORCE) under them makes
      // those clients throw an unhandled 'terminating connection'. Wait for them to go first.
      for (let i = 0; i < 100; i++) {
        const open = await a.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0]!.n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
  to(address: string): Mail[] {
    return this.sent.filter((m) => m.to.toLowerCase() === address.toLowerCase());
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  mailer: MemoryMailer;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** app.inject with JSON in and out; `token` becomes the Authorization header. */
  call(
    opts: InjectOptions & { token?: string },
  ): Promise<{ statusCode: number; body: { status: number; content: any } }>;
  /** Registers a fresh person through the API and answers their token and e-mail. */
  newUser(
    overrides?: Partial<{ email: string; firstName: string; lastName: string; password: string }>,
  ): Promise<{
    token: string;
    email: string;
    password: string;
    id: number;
  }>;
  close(): Promise<void>;
}

let counter = 0;
export const uniqueEmail = (prefix = 'person') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/** The whole server on its own fresh database with the demo catalogue, a fixed clock and a mailbox. */
export async function createTestApp(
  opts: { env?: Record<string, string>; seed?: boolean; now?: Date } = {},
): Promise<TestApp> {
  const { db, drop } = await freshDb();
  await migrate(db);
  const clock = fixedClock(opts.now ?? new Date('2026-11-20T15:00:00Z'));
  // Dated demo data (live classes) starts from the test's clock, not from the real day.
  if (opts.seed !== false) await seedDemoData(db, clock.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '/nonexistent',
    ...opts.env,
  });
  const mailer = new MemoryMailer();
  const { app, deps } = await buildApp({ config, db, clock, mailer, logger: false });
  await app.ready();

  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { statusCode: res.statusCode, body: res.json() };
  };

  return {
    app,
    deps,
    db,
    mailer,
    clock,
    config,
    call,
    async newUser(overrides = {}) {
      const info = {
        email: uniqueEmail(),
        firstName: 'Test',
        lastName: 'Person',
        password: 'correct-horse-1',
        ...overrides,
      };
      const res = await call({
        method: 'POST',
        url: '/api/user/register',
        payload: { userInfo: info },
      });
      if (res.statusCode !== 201) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
      const token = res.body.content.authToken as string;
      const me = await call({ method: 'GET', url: '/api/user/me', token });
      return {
        token,
        email: info.email,
        password: info.password,
        id: me.body.content.id as number,
      };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
