import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { accountTexts } from '@jetsweat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { answerOf } from '../../../test/answer.ts';
import { BUFFER_POOL_BYTES } from '../runtime/buffer-pool.ts';
import { compressNow } from './http-caching.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('compression on API routes', () => {
  it("compresses a member's written answer in the encoding the client prefers", async () => {
    const member = await t.newUser();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/liveclass/upcoming',
      headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    const answer = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
    expect(answer.status).toBe(1);
    expect(answer.content.length).toBeGreaterThan(0);
  });

  it('still reads a request body the client sent gzipped', async () => {
    const body = JSON.stringify({ email: 'member@jetsweat.example', password: 'not-the-password' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
      remoteAddress: '10.20.30.40',
    });
    // Read and checked: the password is wrong, not the body unreadable.
    expect(answerOf(res).body).toEqual({ status: 0, content: accountTexts.badCredentials });
  });
});

describe('compressNow', () => {
  const page = Buffer.from(
    JSON.stringify(Array.from({ length: 300 }, (_, id) => ({ id, title: `Class ${id}` }))),
  );

  it.each(['br', 'gzip'] as const)(
    "answers %s bytes that do not hold on to zlib's 16 kB output chunk",
    (encoding) => {
      const compressed = compressNow(page, encoding);
      const inflated =
        encoding === 'br' ? brotliDecompressSync(compressed) : gunzipSync(compressed);
      expect(inflated.equals(page)).toBe(true);
      // Small enough for Node's 8 kB pool (buffer-pool.ts, imported here too), where zlib's chunk
      // is memory of its own: the answer is not a slice of that chunk.
      expect(compressed.byteLength).toBeLessThan(BUFFER_POOL_BYTES / 2);
      expect(compressed.buffer.byteLength).not.toBe(constants.Z_DEFAULT_CHUNK);
    },
  );

  it('keeps an answer of several chunks whole', () => {
    const noisy = randomBytes(100_000);
    const compressed = compressNow(noisy, 'gzip');
    expect(compressed.byteLength).toBeGreaterThan(16 * 1024);
    expect(gunzipSync(compressed).equals(noisy)).toBe(true);
  });
});
