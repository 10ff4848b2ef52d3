import { describe, expect, it } from 'vitest';
import { BUFFER_POOL_BYTES, letGo, ownedBytes, ownsItsMemory } from './buffer-pool.ts';

describe("Node's buffer pool", () => {
  it('is 8 kB once this is imported: a 5 kB buffer has memory of its own, a 3 kB one shares', () => {
    expect(Buffer.poolSize).toBe(BUFFER_POOL_BYTES);
    expect(ownsItsMemory(Buffer.allocUnsafe(5000))).toBe(true);
    expect(ownsItsMemory(Buffer.allocUnsafe(3000))).toBe(false);
  });
});

describe('ownedBytes', () => {
  it('copies a slice of the pool into memory of its own, exactly its size', () => {
    const slice = Buffer.from('{"id":1,"title":"Morning flow"}');
    expect(ownsItsMemory(slice)).toBe(false);
    const own = ownedBytes(slice);
    expect(ownsItsMemory(own)).toBe(true);
    expect(own.buffer.byteLength).toBe(slice.byteLength);
    expect(own.toString()).toBe(slice.toString());
  });

  it('answers a buffer that owns its memory already as it is', () => {
    const big = Buffer.alloc(20_000, 'a');
    expect(ownedBytes(big)).toBe(big);
  });
});

describe('letGo', () => {
  it("frees a buffer's memory at once, leaving it empty", () => {
    const size = 32 * 1024 * 1024;
    const before = process.memoryUsage().arrayBuffers;
    const bytes = Buffer.alloc(size, 1);
    expect(process.memoryUsage().arrayBuffers - before).toBeGreaterThanOrEqual(size);
    letGo(bytes);
    expect(bytes.byteLength).toBe(0);
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(size / 2);
  });
});
