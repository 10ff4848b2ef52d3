import { describe, expect, it } from 'vitest';
import { readStartedAfterEachCall } from './read-started-after-each-call.ts';

/** A read whose answers the test releases one by one; each answers its own start number. */
function controlledRead() {
  const pending: (() => void)[] = [];
  let started = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      const n = ++started;
      pending.push(() => resolve(n));
    });
  return { read, started: () => started, release: () => pending.shift()!() };
}

describe('a read started after each call', () => {
  it('answers a call made while a read is on the wire from the next read, shared by the burst', async () => {
    const r = controlledRead();
    const check = readStartedAfterEachCall(r.read);
    const first = check();
    // Arrive while the first read is on the wire: it began before them, so it cannot answer them.
    const burst = Array.from({ length: 100 }, () => check());
    expect(r.started()).toBe(1);
    r.release();
    expect(await first).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(r.started()).toBe(2);
    r.release();
    expect(new Set(await Promise.all(burst))).toEqual(new Set([2]));
    // Nothing on the wire: a new read at once.
    const later = check();
    expect(r.started()).toBe(3);
    r.release();
    expect(await later).toBe(3);
  });

  it('starts the next read even when the one on the wire failed', async () => {
    let calls = 0;
    const check = readStartedAfterEachCall(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
      return 'back';
    });
    const failed = check();
    const next = check();
    await expect(failed).rejects.toThrow('database away');
    expect(await next).toBe('back');
  });
});
