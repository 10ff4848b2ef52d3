import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXIES, loadConfig } from './config.ts';

/** Everything production needs, so that a test can leave out one thing at a time. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db.internal/jetsweat',
  PUBLIC_URL: 'https://jetsweat.example',
  MAIL_URL: 'smtp://mail.internal:587',
  MEDIA_SIGNING_SECRET: 'x'.repeat(32),
  PAYMENTS: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  REDIS_URL: 'redis://cache.internal:6379',
  API_DOCS: 'off',
  STORAGE: 's3',
  S3_BUCKET: 'jetsweat-media',
};

describe('loadConfig', () => {
  it('has working defaults and seeds demo data only on the embedded database', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.payments).toBe('sandbox');
    expect(c.seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/app' })).toThrow(
      /DATABASE_URL.*give a PostgreSQL address, postgres:\/\/user:password@host:5432\/database/,
    );
  });
  it('refuses to start production without its settings, naming every one missing at once', () => {
    expect(loadConfig(production).env).toBe('production');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new RegExp(
        [
          'DATABASE_URL',
          'PUBLIC_URL',
          'MAIL_URL',
          'MEDIA_SIGNING_SECRET',
          'PAYMENTS: stripe',
          'STRIPE_SECRET_KEY',
          'STRIPE_PUBLISHABLE_KEY',
          'STRIPE_WEBHOOK_SECRET',
        ].join('[^]*'),
      ),
    );
    for (const name of ['DATABASE_URL', 'PUBLIC_URL', 'MAIL_URL', 'STRIPE_WEBHOOK_SECRET']) {
      const message = () => loadConfig({ ...production, [name]: '' });
      expect(message).toThrow(
        new RegExp(`^NODE_ENV=production needs these variables:\\n  ${name}: [^\\n]+$`),
      );
    }
    expect(() => loadConfig({ ...production, PAYMENTS: 'sandbox' })).toThrow(/PAYMENTS: stripe/);
    expect(() => loadConfig({ ...production, STRIPE_SECRET_KEY: '', DATABASE_URL: '' })).toThrow(
      /DATABASE_URL[^]*STRIPE_SECRET_KEY/,
    );
  });
  it('refuses to start production with the demo data, whose passwords are published', () => {
    for (const SEED_DEMO of ['1', 'true'])
      expect(() => loadConfig({ ...production, SEED_DEMO })).toThrow(
        /^NODE_ENV=production refuses these settings:\n {2}SEED_DEMO: must be unset: [^\n]+staff@[^\n]+$/,
      );
    for (const SEED_DEMO of ['0', 'false', ''])
      expect(loadConfig({ ...production, SEED_DEMO }).seedDemo).toBe(false);
    // Outside production the flag still loads the demo into a PostgreSQL server when asked.
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });
  it('offers a calendar only with its client id and secret, and seals grants with a key production must give', () => {
    const bare = loadConfig({});
    expect(bare.calendar.google).toBeUndefined();
    expect(bare.calendar.microsoft).toBeUndefined();
    expect(bare.calendar.tokenKey).toHaveLength(32);
    const google = { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' };
    expect(loadConfig(google).calendar.google).toMatchObject({
      clientId: 'id',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      apiUrl: 'https://www.googleapis.com/',
    });
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).calendar.google).toBeUndefined();
    expect(() => loadConfig({ ...production, ...google })).toThrow(/CALENDAR_TOKEN_KEY/);
    const key = 'k'.repeat(32);
    const withKey = loadConfig({ ...production, ...google, CALENDAR_TOKEN_KEY: key });
    expect(withKey.calendar.tokenKey).not.toEqual(bare.calendar.tokenKey);
  });

  it('sheds load past a second of event-loop lag on PostgreSQL, not on the embedded database', () => {
    expect(loadConfig(production).maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(0);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '250' }).maxEventLoopDelayMs).toBe(250);
  });
  it('warns when production runs without Redis, and only then', () => {
    expect(loadConfig(production).warnings).toEqual([]);
    expect(loadConfig({ ...production, REDIS_URL: '' }).warnings).toEqual([
      expect.stringMatching(/^REDIS_URL is not set/),
    ]);
    expect(loadConfig({ REDIS_URL: '' }).warnings).toEqual([]);
  });
  it('warns when production has a PUBLIC_URL that is not https, or serves /api/docs to anyone', () => {
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://jetsweat.example' }).warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not https/),
    ]);
    expect(loadConfig({ ...production, API_DOCS: '' }).warnings).toEqual([
      expect.stringMatching(/\/api\/docs\) is served to anyone: set API_DOCS=off/),
    ]);
    expect(loadConfig({ ...production, API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({}).warnings).toEqual([]);
  });
  it('listens on this machine only unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
  it('believes proxies on this machine and private networks by default, never a hop count', () => {
    expect(loadConfig({}).trustProxy).toEqual(DEFAULT_TRUSTED_PROXIES);
    expect(loadConfig(production).trustProxy).toEqual(DEFAULT_TRUSTED_PROXIES);
    expect(DEFAULT_TRUSTED_PROXIES).toEqual(
      expect.arrayContaining(['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16']),
    );
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    // A hop count believes whatever a client that reaches the server directly writes.
    for (const hops of ['1', '2', '0']) {
      expect(() => loadConfig({ TRUST_PROXY: hops })).toThrow(/TRUST_PROXY: a hop count/);
    }
    for (const bad of [
      'true',
      '10.0.0.1/33',
      '10.0.0',
      'proxy.internal',
      '::1/129',
      '1.2.3.4/8/8',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
