import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHttpCaching } from './http-caching.ts';
import { openObjectJson, releaseWrittenAnswer, writeListAnswer } from './written-json.ts';

// A list big enough to be compressed and to have a buffer of its own (not a slice of Node's pool).
const items = Array.from({ length: 1000 }, (_, id) => ({
  json: openObjectJson({ id, title: `Class number ${id}` }),
  close: Buffer.from(`,"booked":${id % 2 === 0}}`),
}));
const expected = JSON.stringify({
  status: 1,
  content: Array.from({ length: 1000 }, (_, id) => ({
    id,
    title: `Class number ${id}`,
    booked: id % 2 === 0,
  })),
});

let app: FastifyInstance;
let lastWritten: Buffer | undefined;
beforeAll(async () => {
  app = Fastify();
  await registerHttpCaching(app);
  app.get('/api/list', async (_req, reply) => {
    lastWritten = writeListAnswer(items);
    return reply.type('application/json; charset=utf-8').send(lastWritten);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a written list answer', () => {
  it('is the JSON of its items, and its memory goes once it is compressed', async () => {
    const res = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(expected);
    expect(lastWritten!.byteLength).toBe(0);
  });

  it('is sent whole, and kept until sent, to a client that takes no compression', async () => {
    const res = await app.inject({ url: '/api/list', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe(expected);
    expect(lastWritten!.byteLength).toBe(Buffer.byteLength(expected));
  });

  it('leaves a small answer, a slice of the shared pool, as it is', () => {
    const small = writeListAnswer(items.slice(0, 1));
    expect(small.byteLength).toBeLessThan(small.buffer.byteLength);
    releaseWrittenAnswer(small);
    expect(small.toString()).toBe(
      JSON.stringify({ status: 1, content: [JSON.parse(expected).content[0]] }),
    );
  });
});
