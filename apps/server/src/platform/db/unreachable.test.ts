// A request whose database went away mid-way answers 503 with Retry-After (try again), not 500;
// a statement that is simply wrong still answers 500.
import net from 'node:net';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiTexts } from '@jetsweat/contract';
import { registerErrorHandler } from '../http/error-handler.ts';
import { answerOf } from '../../../test/answer.ts';

/** A port nobody listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const app = Fastify({ logger: false });
beforeAll(async () => {
  registerErrorHandler(app);
  const shutDown = Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });
  app.get('/shut-down', async () => {
    throw shutDown;
  });
  app.get('/refused', async () => {
    // Nobody listens on this port: node-postgres fails as it does while PostgreSQL restarts.
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
    await client.connect();
  });
  app.get('/wrong-statement', async () => {
    throw Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
  });
  await app.ready();
});
afterAll(() => app.close());

it('answers 503 with Retry-After when the database cannot be reached', async () => {
  for (const url of ['/shut-down', '/refused']) {
    const res = await app.inject({ url });
    expect(res.statusCode, url).toBe(503);
    expect(res.headers['retry-after'], url).toBe('5');
    expect(answerOf(res).body, url).toEqual({ status: 0, content: apiTexts.unavailable });
  }
});

it('still answers 500 for a statement that is wrong', async () => {
  const res = await app.inject({ url: '/wrong-statement' });
  expect(res.statusCode).toBe(500);
  expect(res.headers['retry-after']).toBeUndefined();
  expect(answerOf(res).body).toEqual({ status: 0, content: apiTexts.somethingWentWrong });
});
