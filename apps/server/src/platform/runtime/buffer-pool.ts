/**
 * Node's shared pool for small Buffers, and buffers kept out of it. A buffer under half the
 * pool's size is a slice of the pool's memory, and the whole pool stays while any slice does.
 *
 * The pool is back to 8 kB: the size it had until Node 26.3 (and 24.x after it) made it 64 kB.
 * Under a member's reads each answer's pieces (its written JSON, zlib's output chunk) were such
 * slices, a few of which outlive a young collection and then held their 64 kB pool until the
 * next full one: 50-67 MB of buffers waited so, and the C allocator kept the memory once they
 * went (docs/benchmarks.md, "Node's buffer pool"). Set before anything allocates one, by
 * importing this first.
 */
export const BUFFER_POOL_BYTES = 8 * 1024;

Buffer.poolSize = BUFFER_POOL_BYTES;

/** Whether `bytes` is all of memory of its own (not a slice of a pool or of a larger buffer). */
export function ownsItsMemory(bytes: Buffer): boolean {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
}

/**
 * `bytes` in memory of their own, exactly their size, for a buffer kept for long (a kept answer):
 * a slice kept would hold the whole pool, or zlib's 16 kB output chunk, it was cut from.
 */
export function ownedBytes(bytes: Buffer): Buffer {
  if (ownsItsMemory(bytes)) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/**
 * Frees the memory of `bytes`, which must own it (ownsItsMemory) and be used no more: V8 frees
 * a dead buffer's memory only when it next collects the buffer, and lets tens of MB of them wait
 * first. After this the buffer is empty.
 */
export function letGo(bytes: Buffer): void {
  (bytes.buffer as ArrayBuffer & { transfer(n: number): ArrayBuffer }).transfer(0);
}
