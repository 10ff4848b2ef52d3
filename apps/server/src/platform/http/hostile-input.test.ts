import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTexts } from '@jetsweat/contract';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { plainSql } from '../../../test/plain-sql.ts';
import { openPglite } from '../db/open.ts';
import { loggerOptions, safeError, safeUrl } from '../observability/logging.ts';
import { answerOf } from '../../../test/answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;

describe('text with control characters', () => {
  it('is refused at the edge with a 400 in the envelope, and nothing is stored', async () => {
    const users = await count('users');
    const messages = await count('contact_messages');
    const attempts = [
      {
        method: 'POST' as const,
        url: '/api/user/register',
        payload: {
          userInfo: {
            email: uniqueEmail(),
            firstName: 'Nu\u0000ll',
            lastName: 'Byte',
            password: 'a-long-walk-to-the-gym',
          },
        },
      },
      {
        method: 'POST' as const,
        url: '/api/marketing/contact',
        payload: {
          requestId: 'c5d6a3b0-0d3e-4c55-9d63-1a2b3c4d5e6f',
          name: 'Ann',
          email: 'ann@example.com',
          message: 'Hello\u0000there',
        },
      },
      { method: 'POST' as const, url: '/api/basic/verifyPromo', payload: { promo: 'FREE\u0000' } },
      { method: 'GET' as const, url: '/api/studio/logos/%00' },
      { method: 'GET' as const, url: '/api/liveclass/upcoming/public/all?studioId=%07' },
    ];
    for (const a of attempts) {
      const res = await t.app.inject(a);
      expect(res.statusCode, a.url).toBe(400);
      expect(answerOf(res).body, a.url).toEqual({ status: 0, content: apiTexts.controlCharacters });
    }
    expect(await count('users')).toBe(users);
    expect(await count('contact_messages')).toBe(messages);
  });

  it('still lets through the line breaks and tabs a message may hold', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/contact',
      remoteAddress: '192.0.2.200',
      payload: {
        requestId: '0b7c7f2e-5a7d-4a07-8c4e-2f1d0e9c8b7a',
        name: 'Ann',
        email: 'ann@example.com',
        message: 'Line one\r\n\tLine two',
      },
    });
    expect(res.statusCode).toBe(201);
  });
});

describe('ids past what the database can hold', () => {
  it('are refused with a 400 in the envelope, not a database error', async () => {
    const { token } = await t.newUser();
    const attempts = [
      { method: 'GET' as const, url: '/api/liveclass/upcoming/public/all?studioId=2147483648' },
      { method: 'GET' as const, url: '/api/liveclass/upcoming/99999999999', token },
      { method: 'GET' as const, url: '/api/user/receipts/547213848976579', token },
      {
        method: 'POST' as const,
        url: '/api/liveclass/upcoming/payment-intent',
        token,
        payload: { amount: 1500, studioId: 466, liveClassId: 2 ** 40, coupon: null },
      },
      {
        method: 'POST' as const,
        url: '/api/user/daypass/purchase',
        token,
        payload: { source: 'website', studioId: 2 ** 31, passDate: '2026-11-21' },
      },
    ];
    for (const a of attempts) {
      const res = await t.call(a);
      expect(res.statusCode, a.url).toBe(400);
      expect(res.body.status, a.url).toBe(0);
    }
  });
});

describe("Fastify's own router errors", () => {
  it('answer in the envelope with an honest status', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/%c0' });
    expect(bad.statusCode).toBe(400);
    expect(answerOf(bad).body).toEqual({ status: 0, content: apiTexts.badUrl });
    const long = await t.app.inject({ method: 'GET', url: `/api/studio/logos/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(answerOf(long).body).toEqual({ status: 0, content: apiTexts.urlTooLong });
  });
});

/** The server's logger writing into a list of lines. */
async function loggerToText() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const pino = (await import('pino')).default;
  const options = loggerOptions({ logLevel: 'info', env: 'test' }) as Record<string, unknown>;
  return { log: pino(options, stream), lines };
}

describe('logs', () => {
  it("keep a request's address without the tokens in its path or query", () => {
    const token = 'Zr4x0_unsubscribe-token-1234';
    for (const url of [
      `/api/marketing/newsletter/unsubscribe?token=${token}`,
      `/api/marketing/newsletter/unsubscribe?lang=en&TOKEN=${token}#top`,
      `/reset-password/${token}`,
    ]) {
      const logged = safeUrl(url);
      expect(logged).not.toContain(token);
      expect(logged).toContain('[redacted]');
    }
    expect(safeUrl('/api/liveclass/upcoming?studioId=466')).toBe(
      '/api/liveclass/upcoming?studioId=466',
    );
  });

  it('keep a database error without the values of its query', async () => {
    const db = plainSql(await openPglite(undefined));
    try {
      await db.exec('CREATE TABLE people (email text UNIQUE, password_hash text)');
      const values = ['ada@example.com', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA'];
      await db.query('INSERT INTO people VALUES ($1, $2)', values);
      const err = await db
        .query('INSERT INTO people VALUES ($1, $2)', values)
        .catch((e: unknown) => e);
      const logged = JSON.stringify(safeError(err));
      expect(logged).toContain('people_email_key');
      expect(logged).not.toContain('ada@example.com');
      expect(logged).not.toContain('argon2id');
    } finally {
      await db.close();
    }
  });

  it('redact passwords, hashes, tokens and card fields wherever they appear', async () => {
    const { log, lines } = await loggerToText();
    log.info(
      {
        password: 'hunter2-hunter2',
        user: { passwordHash: '$argon2id$secret', token: 'tok_session_secret' },
        body: { card: { number: '4242424242424242', cvc: '123' } },
        req: { headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' } },
      },
      'something happened',
    );
    const text = lines.join('');
    expect(text).toContain('something happened');
    for (const secret of [
      'hunter2',
      'argon2id',
      'tok_session_secret',
      '4242424242424242',
      'abcdefghijklmnop',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it.each([
    'hash',
    'tokenHash',
    'token_hash',
    'password_hash',
    'passwordHash',
    'paymentMethod',
    'paymentMethodId',
    'client_secret',
  ])('redact a field named %s at the top and up to two levels inside', async (field) => {
    const { log, lines } = await loggerToText();
    const secret = `s3cret-value-of-${field}`;
    log.info({ [field]: secret }, 'top');
    log.info({ row: { [field]: secret } }, 'one level');
    log.info({ job: { row: { [field]: secret } } }, 'two levels');
    const text = lines.join('');
    expect(lines).toHaveLength(3);
    expect(text).not.toContain(secret);
    expect(text.match(/\[redacted\]/g)).toHaveLength(3);
  });
});
