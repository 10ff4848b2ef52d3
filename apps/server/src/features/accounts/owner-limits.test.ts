// Limits others cannot turn on the owner (issue 19, item 5): guesses from many addresses are
// counted per account as well as per address, at most LOGIN_CHECKS_AT_ONCE passwords of an account are
// hashed at once (on every instance together), and the owner's own browser, known by its device
// cookie, gets through what others ran up against the account, for logins and reset mails alike.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accountTexts, userSchema } from '@jetsweat/contract';
import { z } from 'zod';
import { answerOf, expectOk, type Answer } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { hashToken } from '../../platform/http/tokens.ts';
import { DEVICE_COOKIE } from './device-cookie.ts';
import { RESET_MAILS_PER_HOUR } from './password-reset.ts';

// Every password check the server makes, and how many ran at the same moment at most.
const hashing = vi.hoisted(() => ({ ran: 0, inFlight: 0, most: 0 }));
vi.mock('./passwords.ts', async (original) => {
  const real = await original<typeof import('./passwords.ts')>();
  return {
    ...real,
    verifyPassword: async (stored: string | undefined, password: string) => {
      hashing.ran++;
      hashing.most = Math.max(hashing.most, ++hashing.inFlight);
      try {
        return await real.verifyPassword(stored, password);
      } finally {
        hashing.inFlight--;
      }
    },
  };
});

const TOTAL = 20;
/** The default of LOGIN_CHECKS_AT_ONCE. */
const CHECKS_AT_ONCE = 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The slowdown has its own test (login-slowdown.test.ts); here it would only make the
    // flood take longer.
    env: { LOGIN_LIMIT_PER_ACCOUNT_TOTAL: String(TOTAL), LOGIN_DELAY_MS: '0' },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  Object.assign(hashing, { ran: 0, inFlight: 0, most: 0 });
});

/**
 * A login or reset request from `address`, with the browser's device cookie when given: its
 * answer, read with the route's content schema, and the device token it sets.
 */
async function send<S extends z.ZodType>(
  schema: S,
  app: FastifyInstance,
  url: string,
  payload: object,
  address: string,
  device?: string,
): Promise<Answer<z.output<S>> & { device: string | undefined }> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: address,
    headers: device ? { cookie: `theme=dark; ${DEVICE_COOKIE}=${device}` } : {},
  });
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith(DEVICE_COOKIE));
  return { ...answerOf(res, schema), device: cookie?.split(';')[0]!.split('=')[1] };
}

const login = (email: string, password: string, address: string, device?: string) =>
  send(userSchema, t.app, '/api/user/login', { email, password }, address, device);

/** The owner logs in once from their own browser, which keeps the device token it is given. */
async function ownerWithBrowser() {
  const u = await t.newUser();
  const first = await login(u.email, u.password, '198.51.100.7');
  expect(first.statusCode).toBe(200);
  expect(first.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...u, device: first.device! };
}

const countBy = (answers: Answer<unknown>[], status: number) =>
  answers.filter((a) => a.statusCode === status).length;

describe('300 guesses at one account from 300 addresses at once', () => {
  it(`hash at most ${CHECKS_AT_ONCE} at a time across two instances; the rest answer 429 unhashed`, async () => {
    const quiet = await createTestApp({
      // No total: only the bound on checks at once stands between the flood and the hashing.
      env: { LOGIN_LIMIT_PER_ACCOUNT_TOTAL: '100000', LOGIN_DELAY_MS: '0' },
    });
    try {
      const u = await quiet.newUser();
      const second = await quiet.secondInstance();
      Object.assign(hashing, { ran: 0, inFlight: 0, most: 0 });
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          send(
            userSchema,
            i % 2 ? second.app : quiet.app,
            '/api/user/login',
            { email: u.email, password: `guess-number-${i}` },
            `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`,
          ),
        ),
      );
      expect(countBy(answers, 401) + countBy(answers, 429)).toBe(300);
      // Every hashed guess was answered 401, every other one 429 without hashing.
      expect(hashing.ran).toBe(countBy(answers, 401));
      expect(hashing.most).toBeLessThanOrEqual(CHECKS_AT_ONCE);
      expect(countBy(answers, 429)).toBeGreaterThan(0);
      for (const a of answers.filter((x) => x.statusCode === 429)) {
        expect(a.body).toEqual({ status: 0, content: accountTexts.tooManyAttempts });
      }
      // Nothing is left held: the account's owner logs in as soon as the flood is over.
      const owner = await send(
        userSchema,
        quiet.app,
        '/api/user/login',
        { email: u.email, password: u.password },
        '198.51.100.1',
      );
      expect(owner.statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
    // A second app of its own on a fresh database, and 300 logins through it: a busy two-core
    // machine running four test files at once takes longer than the default 30 seconds.
  }, 120_000);

  it(`are cut off after ${TOTAL} per account, and the owner's own browser still gets in`, async () => {
    const owner = await ownerWithBrowser();
    Object.assign(hashing, { ran: 0, inFlight: 0, most: 0 });
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        login(owner.email, `guess-number-${i}`, `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`),
      ),
    );
    expect(hashing.ran).toBe(countBy(answers, 401));
    expect(hashing.ran).toBeLessThanOrEqual(TOTAL);
    expect(hashing.most).toBeLessThanOrEqual(CHECKS_AT_ONCE);
    expect(countBy(answers, 429)).toBeGreaterThanOrEqual(300 - TOTAL);

    // Later guesses, one at a time, are refused before hashing whatever the address.
    const ranBefore = hashing.ran;
    for (let i = 0; i < 5; i++) {
      expect((await login(owner.email, `late-guess-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(
        429,
      );
    }
    expect(hashing.ran).toBe(ranBefore);

    // The owner's browser is counted apart: in at once, at any address.
    const own = await login(owner.email, owner.password, '192.0.2.200', owner.device);
    expectOk(own);
    expect(own.body.content.email).toBe(owner.email.toLowerCase());
    expect(own.device).toBe(owner.device);
    // A browser the account does not know is refused while the flood's count lasts (OWASP's
    // trade-off: the owner's own browsers and a reset link stay open)...
    expect((await login(owner.email, owner.password, '192.0.2.201')).statusCode).toBe(429);
    // ...and so is an attacker's browser that is known, but to the attacker's own account.
    const attacker = await ownerWithBrowser();
    expect(
      (await login(owner.email, owner.password, '192.0.2.202', attacker.device)).statusCode,
    ).toBe(429);
  });

  it("the owner's browser has a limit of its own, wherever it goes", async () => {
    const owner = await ownerWithBrowser();
    const answers = [];
    for (let i = 0; i < t.config.limits.loginPerAccount + 1; i++) {
      const typo = await login(owner.email, `typo-${i}`, `198.51.100.${i + 100}`, owner.device);
      answers.push(typo.statusCode);
    }
    expect(answers.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('reset requests from others', () => {
  const requestReset = (email: string, address: string, device?: string) =>
    send(z.string(), t.app, '/api/user/reset-password', { email }, address, device);
  const linkIn = (text: string) => /reset-password\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

  it("five from other addresses do not stop the owner's reset from their browser", async () => {
    const owner = await ownerWithBrowser();
    for (let i = 0; i < 5; i++) {
      const res = await requestReset(owner.email, `203.0.113.${i + 10}`);
      expect(res.body).toEqual({ status: 1, content: accountTexts.resetSent });
    }
    // The account's mailbox got a few links, not one per request.
    expect(t.mailer.to(owner.email)).toHaveLength(RESET_MAILS_PER_HOUR);
    // Another request from elsewhere: same answer, no more mail.
    expect((await requestReset(owner.email, '203.0.113.99')).statusCode).toBe(200);
    expect(t.mailer.to(owner.email)).toHaveLength(RESET_MAILS_PER_HOUR);

    // The owner's own browser gets its own link, and with it a new password.
    const own = await requestReset(owner.email, '198.51.100.7', owner.device);
    expect(own.body).toEqual({ status: 1, content: accountTexts.resetSent });
    const mails = t.mailer.to(owner.email);
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR + 1);
    const chosen = await send(
      z.string(),
      t.app,
      '/api/user/reset-password/confirm',
      { token: linkIn(mails.at(-1)!.text), password: 'Quiet-orchard-lantern-48' },
      '198.51.100.7',
      owner.device,
    );
    expect(chosen.statusCode).toBe(200);
    expect((await login(owner.email, 'Quiet-orchard-lantern-48', '198.51.100.7')).statusCode).toBe(
      200,
    );
  });

  it('never leave the owner without a working link: once the mailed ones are spent, one is sent again', async () => {
    const u = await t.newUser();
    for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) {
      await requestReset(u.email, `203.0.113.${i + 40}`);
    }
    expect(t.mailer.to(u.email)).toHaveLength(RESET_MAILS_PER_HOUR);
    // The owner, on a browser the account does not know, uses one of them...
    const first = linkIn(t.mailer.to(u.email)[0]!.text);
    const chosen = await send(
      z.string(),
      t.app,
      '/api/user/reset-password/confirm',
      { token: first, password: 'Amber-kettle-violin-62' },
      '198.51.100.30',
    );
    expect(chosen.statusCode).toBe(200);
    // ...which makes that browser known to the account, and forgets any other.
    expect(chosen.device).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // With no usable link left, the next request (from anywhere) mails one again.
    await requestReset(u.email, '203.0.113.60');
    expect(t.mailer.to(u.email)).toHaveLength(RESET_MAILS_PER_HOUR + 1);
    await requestReset(u.email, '203.0.113.61');
    expect(t.mailer.to(u.email)).toHaveLength(RESET_MAILS_PER_HOUR + 1);
  });

  it('a reset forgets the browsers the account knew, and knows the one that chose the password', async () => {
    const owner = await ownerWithBrowser();
    await requestReset(owner.email, '198.51.100.7', owner.device);
    const chosen = await send(
      z.string(),
      t.app,
      '/api/user/reset-password/confirm',
      { token: linkIn(t.mailer.to(owner.email).at(-1)!.text), password: 'Cobalt-meadow-frost-19' },
      '198.51.100.50',
    );
    expect(chosen.device).not.toBe(owner.device);
    const rows = await t.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM device_tokens WHERE user_id = $1',
      [owner.id],
    );
    expect(rows.map((r) => r.token_hash)).toEqual([hashToken(chosen.device!)]);
    const mailsBefore = t.mailer.to(owner.email).length;
    // The old browser is one like any other now; the new one is the account's.
    await requestReset(owner.email, '198.51.100.7', chosen.device);
    expect(t.mailer.to(owner.email)).toHaveLength(mailsBefore + 1);
    expect(
      (await login(owner.email, 'Cobalt-meadow-frost-19', '198.51.100.50', chosen.device)).device,
    ).toBe(chosen.device);
  });
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict and only on the account calls, and stored only as a hash', async () => {
    const u = await t.newUser();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: u.email, password: u.password },
    });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(DEVICE_COOKIE))!;
    expect(cookie).toMatch(/; Path=\/api\/user;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const token = cookie.split(';')[0]!.split('=')[1]!;
    expect(
      await t.db.query('SELECT 1 FROM device_tokens WHERE token_hash = $1', [token]),
    ).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM device_tokens WHERE user_id = $1', [u.id])).toHaveLength(
      1,
    );
  });
});
