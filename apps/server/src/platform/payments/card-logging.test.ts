import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { seedDemoData } from '../../demo/seed.ts';
import { fixedClock } from '../runtime/clock.ts';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/open.ts';
import { registerAnswerSchema } from '@jetsweat/contract';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { MemoryMailer } from '../../../test/memory-outbox.ts';

/** Every log line the server writes, at its most talkative level. */
let lines = '';
let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
  await seedDemoData(db);
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines += chunk.toString();
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '/nonexistent',
  });
  ({ app } = await buildApp({
    config,
    db,
    clock: fixedClock(new Date('2026-11-20T15:00:00Z')),
    mailer: new MemoryMailer(),
    logStream,
  }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

const NUMBER = '4000002760003184';

describe('card numbers in the server’s logs', () => {
  it('never appear, whether the card is good, refused or sent where it does not belong', async () => {
    const card = (number: string, cvc = '987') => ({
      card: { number, expMonth: 12, expYear: 2031, cvc, name: 'Ada' },
    });
    expect(
      (await app.inject({ method: 'POST', url: '/api/sandbox/v1/tokens', payload: card(NUMBER) }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/sandbox/v1/payment_methods',
          payload: card(NUMBER),
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/sandbox/v1/tokens',
          payload: card('4000002760003185'),
        })
      ).statusCode,
    ).toBe(402);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/sandbox/v1/tokens',
          payload: { card: { number: NUMBER } },
        })
      ).statusCode,
    ).toBe(400);
    const reg = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userInfo: {
          email: 'logs@example.com',
          firstName: 'Log',
          lastName: 'Test',
          password: 'correct-horse-1',
        },
      },
    });
    const registered = answerOf(reg, registerAnswerSchema);
    expectOk(registered, 201);
    const token = registered.body.content.authToken;
    const misuse = await app.inject({
      method: 'POST',
      url: '/api/user/subscribe',
      headers: { authorization: `Bearer ${token}` },
      payload: { source: 'website', packageId: 'jetsweat_monthly', token: NUMBER },
    });
    expect(misuse.statusCode).toBe(400);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).toContain('/api/sandbox/v1/tokens');
    expect(lines).not.toContain(NUMBER);
    expect(lines).not.toContain('4000002760003185');
    expect(lines).not.toMatch(/"cvc"/);
  });
});
