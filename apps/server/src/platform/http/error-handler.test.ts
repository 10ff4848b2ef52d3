// The error handler's answer is plain JSON whatever the failed handler had set about its bytes.
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiTexts } from '@jetsweat/contract';
import { registerErrorHandler } from './error-handler.ts';
import { answerOf } from '../../../test/answer.ts';

const app = Fastify({ logger: false });
beforeAll(async () => {
  registerErrorHandler(app);
  app.get('/fails-after-choosing-br', async (_req, reply) => {
    reply.header('Content-Encoding', 'br').header('ETag', 'W/"prepared"');
    throw new Error('the prepared body went missing');
  });
  await app.ready();
});
afterAll(() => app.close());

it('answers a failure after the handler chose br as plain JSON, without its validator', async () => {
  const res = await app.inject({
    url: '/fails-after-choosing-br',
    headers: { 'accept-encoding': 'br' },
  });
  expect(res.statusCode).toBe(500);
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.headers.etag).toBeUndefined();
  expect(answerOf(res).body).toEqual({ status: 0, content: apiTexts.somethingWentWrong });
});
