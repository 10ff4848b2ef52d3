import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock.ts';
import { ReadCache } from './read-cache.ts';

const start = new Date('2026-11-20T15:00:00Z');

/** A cache that hears changes, and a build that counts its calls and answers `value()`. */
function setUp(ttlMs = 5_000) {
  const clock = fixedClock(start);
  const cache = new ReadCache(clock, ttlMs);
  cache.setHearing(true);
  let builds = 0;
  let value = 'first';
  const build = async () => {
    builds++;
    return { value: { v: value } };
  };
  return {
    clock,
    cache,
    build,
    builds: () => builds,
    setValue: (v: string) => (value = v),
  };
}
const text = (b: { json: Buffer }) => b.json.toString();

describe('the public read cache', () => {
  it('builds a body once and serves it until something it is made from changes', async () => {
    const s = setUp();
    expect(text(await s.cache.get('k', ['studios'], s.build))).toBe('{"v":"first"}');
    expect(text(await s.cache.get('k', ['studios'], s.build))).toBe('{"v":"first"}');
    expect(s.builds()).toBe(1);
    s.setValue('second');
    s.cache.changed('schedule');
    expect(text(await s.cache.get('k', ['studios'], s.build))).toBe('{"v":"first"}');
    s.cache.changed('studios');
    expect(text(await s.cache.get('k', ['studios'], s.build))).toBe('{"v":"second"}');
    expect(s.builds()).toBe(2);
  });

  it('lets concurrent requests share one build', async () => {
    const s = setUp();
    const bodies = await Promise.all(
      Array.from({ length: 10 }, () => s.cache.get('k', ['studios'], s.build)),
    );
    expect(s.builds()).toBe(1);
    expect(new Set(bodies.map((b) => b.etag)).size).toBe(1);
  });

  it('does not keep a build that a change overtook, and starts a fresh one for later requests', async () => {
    const s = setUp();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => {
      await gate;
      return { value: 'before the change' };
    };
    const early = s.cache.get('k', ['schedule'], slow);
    s.cache.changed('schedule');
    const late = s.cache.get('k', ['schedule'], async () => ({ value: 'after the change' }));
    release();
    expect(text(await early)).toBe('"before the change"');
    expect(text(await late)).toBe('"after the change"');
    expect(text(await s.cache.get('k', ['schedule'], s.build))).toBe('"after the change"');
  });

  it('rebuilds after the TTL and after the answer says it goes out of date', async () => {
    const s = setUp(5_000);
    await s.cache.get('k', [], s.build);
    s.clock.advance(4_999);
    await s.cache.get('k', [], s.build);
    expect(s.builds()).toBe(1);
    s.clock.advance(1);
    await s.cache.get('k', [], s.build);
    expect(s.builds()).toBe(2);

    const soon = async () => ({ value: 1, validUntil: new Date(s.clock.now().getTime() + 1_000) });
    await s.cache.get('soon', [], soon);
    s.clock.advance(1_000);
    let rebuilt = false;
    await s.cache.get('soon', [], async () => ((rebuilt = true), { value: 2 }));
    expect(rebuilt).toBe(true);
  });

  it('keeps nothing while changes cannot be heard', async () => {
    const s = setUp();
    s.cache.setHearing(false);
    await s.cache.get('k', ['studios'], s.build);
    await s.cache.get('k', ['studios'], s.build);
    expect(s.builds()).toBe(2);
    s.cache.setHearing(true);
    await s.cache.get('k', ['studios'], s.build);
    await s.cache.get('k', ['studios'], s.build);
    expect(s.builds()).toBe(3);
  });

  it('compresses bodies above 1 kB only, and names each body by its bytes', async () => {
    const s = setUp();
    const small = await s.cache.get('small', [], async () => ({ value: 'x'.repeat(1000) }));
    expect(small.br).toBeUndefined();
    expect(small.gzip).toBeUndefined();
    const big = await s.cache.get('big', [], async () => ({ value: 'x'.repeat(5000) }));
    expect(big.br!.length).toBeLessThan(big.json.length);
    expect(big.gzip!.length).toBeLessThan(big.json.length);
    expect(big.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(big.etag).not.toBe(small.etag);
  });
});

describe('room in the read cache', () => {
  it('keeps at most its limit of a kind, dropping the oldest, and leaves other kinds alone', async () => {
    const clock = fixedClock(start);
    const cache = new ReadCache(clock, 5_000, { 'value:page': 2 });
    cache.setHearing(true);
    let builds = 0;
    const build = (v: string) => async () => (builds++, { value: v });
    await cache.getValue('session:a', [], build('a'));
    for (const page of ['1', '2', '3']) await cache.getValue(`page:${page}`, [], build(page));
    expect(builds).toBe(4);
    // Pages 2 and 3 and the session are still kept; page 1, the oldest page, went.
    for (const key of ['page:2', 'page:3', 'session:a']) await cache.getValue(key, [], build('x'));
    expect(builds).toBe(4);
    expect(await cache.getValue('page:1', [], build('1 again'))).toBe('1 again');
  });

  it('keeps nothing that is already out of date', async () => {
    const clock = fixedClock(start);
    const cache = new ReadCache(clock);
    cache.setHearing(true);
    let builds = 0;
    const unknown = async () => (builds++, { value: undefined, validUntil: clock.now() });
    await cache.getValue('session:nobody', [], unknown);
    await cache.getValue('session:nobody', [], unknown);
    expect(builds).toBe(2);
  });
});
