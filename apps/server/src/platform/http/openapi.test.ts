import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.ts';
import { ok } from './envelope.ts';
import { answerOf, expectFailure, expectOk } from '../../../test/answer.ts';
import { answers, operationIdOf } from './openapi.ts';
import { responseSerializer } from './response-serializer.ts';

const answer = z.object({ name: z.string() });

/** A bare app with one route whose handler answers a property its response schema leaves out. */
async function appWith(strict: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(strict));
  registerErrorHandler(app);
  app.get('/api/thing', { schema: { response: answers(answer) } }, async () =>
    ok({ name: 'Ana', secret: 'kept out' }),
  );
  app.get('/api/exact', { schema: { response: answers(answer) } }, async () => ok({ name: 'Bo' }));
  await app.ready();
  return app;
}

let strict: Awaited<ReturnType<typeof appWith>>;
let lenient: Awaited<ReturnType<typeof appWith>>;
beforeAll(async () => {
  [strict, lenient] = await Promise.all([appWith(true), appWith(false)]);
});
afterAll(() => Promise.all([strict.close(), lenient.close()]));

describe('response schemas', () => {
  it('cut an answer down to what they describe', async () => {
    const res = answerOf(await lenient.inject({ method: 'GET', url: '/api/thing' }), answer);
    expect(res.body).toEqual({ status: 1, content: { name: 'Ana' } });
  });

  it('fail, in the tests, an answer they would cut short, and pass an exact one', async () => {
    const cut = answerOf(await strict.inject({ method: 'GET', url: '/api/thing' }), answer);
    expectFailure(cut, 500);
    const exact = answerOf(await strict.inject({ method: 'GET', url: '/api/exact' }), answer);
    expectOk(exact);
    expect(exact.body.content.name).toBe('Bo');
  });

  it('read the answers in the tests: content the schema does not describe fails the test', async () => {
    const exact = await strict.inject({ method: 'GET', url: '/api/exact' });
    expect(() => answerOf(exact, z.object({ name: z.number() }))).toThrow(
      /GET \/api\/exact answered content its contract schema does not describe/,
    );
  });

  it('name each operation from its method and path', () => {
    expect(operationIdOf('GET', '/api/user/receipts/:receiptId')).toBe(
      'getUserReceiptsByReceiptId',
    );
    expect(operationIdOf(['POST'], '/api/sandbox/v1/payment_methods')).toBe(
      'postSandboxV1PaymentMethods',
    );
  });
});
