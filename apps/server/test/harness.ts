import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { registerAnswerSchema, userSchema } from '@jetsweat/contract';
import { buildApp } from '../src/app.ts';
import type { Services } from '../src/services.ts';
import type { MetricSources } from '../src/platform/observability/metrics.ts';
import { fixedClock } from '../src/platform/runtime/clock.ts';
import { loadConfig, type Config } from '../src/platform/config/config.ts';
import type { Db } from './plain-sql.ts';
import { freshDb } from './fresh-database.ts';
import { MemoryMailer, MemorySms } from './memory-outbox.ts';
import { MemoryDns } from './memory-dns.ts';
import type { TxtLookup } from '../src/platform/runtime/dns-txt.ts';
import type { Deps } from '../src/platform/deps.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { LogWatch } from '../src/sweeps/log-watch.ts';
import { openSession } from '../src/features/accounts/session-store.ts';
import { DEFAULT_TEST_NOW } from './database-templates.ts';
import { answerOf, expectOk, type Answer } from './answer.ts';

/** app.inject's options, with `token` for the Authorization header. */
export type CallOptions = InjectOptions & { token?: string };

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  /** Every feature's service, as app.ts built them (the billing pass and the job workers use them). */
  services: Services;
  db: Db;
  mailer: MemoryMailer;
  sms: MemorySms;
  /** The DNS TXT records the server's look-ups find (unless the test gave its own look-up). */
  dns: MemoryDns;
  clock: ReturnType<typeof fixedClock>;
  config: Config;
  /** Every log line of this app; closing the app fails the test if one holds a secret. */
  logWatch: LogWatch;
  /** What /metrics samples once the server is up (the job queue, the live room). */
  metrics: MetricSources;
  /** Every route the app has, including those the OpenAPI document hides. */
  routes: RouteOptions[];
  /**
   * app.inject with JSON in and out; `token` becomes the Authorization header. Give the route's
   * content schema from the contract (the one its `answers(...)` declares) to read the answer
   * typed: a 2xx answer's content is parsed with it (content the contract does not describe
   * fails the test) and typed `z.output<typeof schema>`, a failure is the error envelope
   * (test/answer.ts). `expectOk(res)` checks the status and lets the test read the content
   * (`expectFailure(res, 409)` the same for a refusal):
   *
   *   const res = await t.call({ method: 'GET', url: '/api/user/me', token }, userSchema);
   *   expectOk(res);
   *   expect(res.body.content.email).toBe(email);
   */
  call<S extends z.core.$ZodType>(opts: CallOptions, schema: S): Promise<Answer<z.output<S>>>;
  /**
   * Without a schema, for a test that reads no content (its status, or the whole body compared
   * at once): the content is `unknown`, so reading a field needs the route's schema.
   */
  call(opts: CallOptions): Promise<Answer<unknown>>;
  /** The content of a call that must succeed (expectOk), read with its route's schema. */
  okContent<S extends z.core.$ZodType>(
    opts: CallOptions,
    schema: S,
    status?: number,
  ): Promise<z.output<S>>;
  /**
   * Registers a fresh person through the API and answers their token and e-mail; their address
   * is confirmed (confirmEmail) unless `confirmed` is false.
   */
  newUser(
    overrides?: Partial<{ email: string; firstName: string; lastName: string; password: string }>,
    opts?: { confirmed?: boolean },
  ): Promise<{
    token: string;
    email: string;
    password: string;
    id: number;
  }>;
  /**
   * Opens the confirmation link last mailed to `email` (through POST /api/user/confirm-email),
   * as its owner would, and takes that mail out of the mailbox, so a test sees only the mail it
   * causes afterwards.
   */
  confirmEmail(email: string): Promise<void>;
  /** A fresh session for an existing person, straight in the database (no password to hash). */
  newSession(userId: number): Promise<string>;
  /**
   * Another instance of the server on the same database, clock and mailbox, with its own kept
   * public reads (as a second instance behind a load balancer); closed with this app.
   */
  secondInstance(): Promise<{ app: FastifyInstance; deps: Deps }>;
  close(): Promise<void>;
}

/**
 * A password every test may sign up with: strong enough for the password rules (zxcvbn score 3
 * or more, see features/accounts/password-rules.ts) and holding no test person's name.
 */
export const STRONG_PASSWORD = 'correct-horse-1';

let counter = 0;
export const uniqueEmail = (prefix = 'person') =>
  `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

/** The whole server on its own fresh database with the demo catalogue, a fixed clock and a mailbox. */
export async function createTestApp(
  opts: { env?: Record<string, string>; seed?: boolean; now?: Date; dnsTxt?: TxtLookup } = {},
): Promise<TestApp> {
  const clock = fixedClock(opts.now ?? DEFAULT_TEST_NOW);
  const seeded = opts.seed !== false;
  // Dated demo data (live classes) starts from the test's clock, not from the real day: the
  // seeded template's is dated from the default time, another time seeds its own.
  const atDefaultTime = clock.now().getTime() === DEFAULT_TEST_NOW.getTime();
  const { db, drop } = await freshDb(seeded && atDefaultTime ? 'seeded' : 'migrated');
  if (seeded && !atDefaultTime) await seedDemoData(db.kysely, clock.now());
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '/nonexistent',
    // Tests run many servers side by side on a busy machine: a slow event loop there is the
    // machine, not a reason to refuse requests (load-shedding.test.ts turns it on to test it).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...opts.env,
  });
  // The whole log, at its most detailed level, goes to the log check (src/sweeps/log-watch.ts).
  const logWatch = new LogWatch();
  const mailer = new MemoryMailer(logWatch);
  const sms = new MemorySms(logWatch);
  // DNS is answered from memory (or by the test's own look-up), never from the internet.
  const dns = new MemoryDns();
  const dnsTxt = opts.dnsTxt ?? dns.lookup;
  const routes: RouteOptions[] = [];
  const { app, deps, metrics, services } = await buildApp({
    config: { ...config, logLevel: 'trace' },
    db: db.kysely,
    clock,
    mailer,
    sms,
    dnsTxt,
    logStream: logWatch,
    strictResponses: true,
    instrument: (bare) => {
      logWatch.instrument(bare);
      bare.addHook('onRoute', (route) => void routes.push(route));
    },
  });
  await app.ready();

  // Tests arrange rows with plain SQL, as an operator would in psql, and write through `call`.
  // Every instance keeps its public reads for seconds and drops them when a change notification
  // arrives: at once on PGlite, a moment later on PostgreSQL (platform/public-reads/). So that a
  // test's next request reads what it just wrote, as it would a moment later, each such write
  // drops what every instance of this test keeps. Tests of the notifications and of the TTL
  // themselves write through `deps.db` or `app.inject`, which drop nothing.
  const instances: Deps[] = [deps];
  const written = <T>(result: T) => {
    for (const instance of instances) instance.reads.dropAll();
    return result;
  };
  const arranging: Db = {
    ...db,
    query: async (text, params) => written(await db.query(text, params)),
    exec: async (text) => written(await db.exec(text)),
    transaction: async (work) => written(await db.transaction(work)),
  };

  const others: FastifyInstance[] = [];
  const call = (async ({ token, headers, ...rest }: CallOptions, schema?: z.core.$ZodType) => {
    const res = await app.inject({
      ...rest,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    const method = String(rest.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') written(undefined);
    return schema ? answerOf(res, schema) : answerOf(res);
  }) as TestApp['call'];

  const confirmEmail: TestApp['confirmEmail'] = async (email) => {
    const find = () =>
      mailer.sent
        .map(
          (m) => m.to.toLowerCase() === email.toLowerCase() && m.text.includes('/confirm-email/'),
        )
        .lastIndexOf(true);
    // With the mail queue started (mail-queue.test.ts) the mail arrives a moment later.
    for (let tries = 0; find() < 0 && tries < 100; tries++)
      await new Promise((r) => setTimeout(r, 50));
    const i = find();
    if (i < 0) throw new Error('no confirmation mail');
    const [mail] = mailer.sent.splice(i, 1);
    const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
    const res = await call({ method: 'POST', url: '/api/user/confirm-email', payload: { token } });
    if (res.statusCode !== 200) throw new Error(`confirm failed: ${JSON.stringify(res.body)}`);
  };

  return {
    app,
    deps,
    services,
    db: arranging,
    mailer,
    sms,
    dns,
    clock,
    config,
    logWatch,
    metrics,
    routes,
    call,
    async okContent(opts, schema, status) {
      const res = await call(opts, schema);
      expectOk(res, status);
      return res.body.content;
    },
    confirmEmail,
    async newUser(overrides = {}, { confirmed = true } = {}) {
      const info = {
        email: uniqueEmail(),
        firstName: 'Test',
        lastName: 'Person',
        password: STRONG_PASSWORD,
        ...overrides,
      };
      const res = await call(
        { method: 'POST', url: '/api/user/register', payload: { userInfo: info } },
        registerAnswerSchema,
      );
      expectOk(res, 201);
      const token = res.body.content.authToken;
      if (confirmed) await confirmEmail(info.email);
      const me = await call({ method: 'GET', url: '/api/user/me', token }, userSchema);
      expectOk(me);
      return { token, email: info.email, password: info.password, id: me.body.content.id };
    },
    newSession: (userId) => openSession(db.kysely, userId, clock.now(), config.sessionDays),
    async secondInstance() {
      const other = await buildApp({
        config,
        db: db.kysely,
        clock,
        mailer,
        sms,
        dnsTxt,
        logger: false,
      });
      await other.app.ready();
      others.push(other.app);
      instances.push(other.deps);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await drop();
      logWatch.assertClean();
    },
  };
}
