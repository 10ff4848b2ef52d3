import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiTexts, readinessTexts } from '@jetsweat/contract';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/open.ts';
import { answerOf } from '../../../test/answer.ts';

let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  db = await openPglite(undefined);
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' });
  // Sampled every half second against a 20 ms limit, so one blocked stretch shows at once.
  const pressure = { sampleInterval: 500, maxEventLoopDelay: 20 };
  ({ app } = await buildApp({ config, db, logger: false, pressure }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await db.destroy();
});

/** Keeps the event loop busy, as a burst of heavy requests would. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until);
}

it('sheds requests with 503 and Retry-After while the event loop lags, then serves again', async () => {
  blockEventLoop(1500);
  // The lag shows from the next sample on (at most half a second later).
  let shed = await app.inject({ method: 'GET', url: '/api/basic/studios' });
  for (let i = 0; i < 30 && shed.statusCode === 200; i++) {
    await new Promise((r) => setTimeout(r, 50));
    shed = await app.inject({ method: 'GET', url: '/api/basic/studios' });
  }
  expect(shed.statusCode).toBe(503);
  expect(shed.headers['retry-after']).toBe('5');
  expect(answerOf(shed).body).toEqual({ status: 0, content: apiTexts.overloaded });
  // The process is alive, but should get no traffic for now.
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  const ready = await app.inject({ method: 'GET', url: '/readyz' });
  expect(ready.statusCode).toBe(503);
  expect(answerOf(ready).body).toEqual({ status: 0, content: readinessTexts.overloaded });

  // Once the loop has caught up (the next samples), requests are served again.
  let status = 0;
  for (let i = 0; i < 20 && status !== 200; i++) {
    await new Promise((r) => setTimeout(r, 250));
    status = (await app.inject({ method: 'GET', url: '/api/basic/studios' })).statusCode;
  }
  expect(status).toBe(200);
});
