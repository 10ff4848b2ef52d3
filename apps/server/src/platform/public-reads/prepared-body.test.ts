import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ownsItsMemory } from '../runtime/buffer-pool.ts';
import { prepareBody, preferredEncoding } from './prepared-body.ts';

describe('preferredEncoding', () => {
  it("answers the client's preference among br, gzip and none, the same when asked again", () => {
    for (let i = 0; i < 2; i++) {
      expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
      expect(preferredEncoding('deflate')).toBe('identity');
      expect(preferredEncoding(undefined)).toBe('identity');
    }
  });

  it('still negotiates after many made-up headers have filled what it remembers', () => {
    for (let i = 0; i < 250; i++) expect(preferredEncoding(`x-${i}, gzip`)).toBe('gzip');
    expect(preferredEncoding('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('br')).toBe('br');
  });
});

describe('prepareBody', () => {
  it('keeps each form of a body in memory of its own, exactly its size', async () => {
    const small = await prepareBody({ studios: [] });
    const list = Array.from({ length: 200 }, (_, id) => ({ id, name: `Studio ${id}` }));
    const big = await prepareBody(list);
    expect(small.br).toBeUndefined();
    for (const bytes of [small.json, big.json, big.br!, big.gzip!])
      expect(ownsItsMemory(bytes)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(big.br!).toString())).toEqual(list);
    expect(JSON.parse(gunzipSync(big.gzip!).toString())).toEqual(list);
  });
});
