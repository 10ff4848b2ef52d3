import { describe, expect, it } from 'vitest';
import { fixedClock } from '../runtime/clock.ts';
import { PUBLIC_READ_TTL_MS, ReadCache } from './read-cache.ts';

const start = new Date('2026-11-20T15:00:00Z');

/** A cache, and a build that counts its calls and answers `value()`. */
function setUp(ttlMs = PUBLIC_READ_TTL_MS) {
  const clock = fixedClock(start);
  const cache = new ReadCache(clock, { ttlMs });
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

  it('keeps a body for its TTL with no change heard at all: a lost listener only ages it', async () => {
    expect(PUBLIC_READ_TTL_MS).toBeLessThanOrEqual(5_000);
    const s = setUp();
    await s.cache.get('k', ['studios'], s.build);
    s.setValue('changed, but nobody heard');
    s.clock.advance(PUBLIC_READ_TTL_MS - 1);
    expect(text(await s.cache.get('k', ['studios'], s.build))).toBe('{"v":"first"}');
    s.clock.advance(1);
    expect(text(await s.cache.get('k', ['studios'], s.build))).toBe(
      '{"v":"changed, but nobody heard"}',
    );
    expect(s.builds()).toBe(2);
  });

  it('drops everything when told changes may have been missed (the listener came back)', async () => {
    const s = setUp();
    await s.cache.get('a', ['studios'], s.build);
    await s.cache.get('b', ['schedule'], s.build);
    await s.cache.get('c', [], s.build);
    s.cache.dropAll();
    for (const key of ['a', 'b', 'c']) await s.cache.get(key, [], s.build);
    expect(s.builds()).toBe(6);
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

/** The whole numbers from `first` to `last`. */
const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('room in the read cache', () => {
  it('keeps at most its limit of a kind, dropping the oldest, and leaves other kinds alone', async () => {
    const clock = fixedClock(start);
    const cache = new ReadCache(clock, { maxEntriesOfAKind: 2 });
    let builds = 0;
    const build = (v: string) => async () => (builds++, { value: v });
    await cache.getValue('studio-of-domain:a', [], build('a'));
    for (const site of ['1', '2', '3']) await cache.getValue(`schedule:${site}`, [], build(site));
    expect(builds).toBe(4);
    // Sites 2 and 3 and the host's studio are still kept; site 1, the oldest schedule, went.
    for (const key of ['schedule:2', 'schedule:3', 'studio-of-domain:a'])
      await cache.getValue(key, [], build('x'));
    expect(builds).toBe(4);
    expect(await cache.getValue('schedule:1', [], build('1 again'))).toBe('1 again');
  });

  it('once a kind is full, makes room for a tenth of its limit at a time, the oldest going first', async () => {
    const clock = fixedClock(start);
    const cache = new ReadCache(clock, { maxEntriesOfAKind: 20 });
    const built: number[] = [];
    const build = async (missing: number[]) => {
      built.push(...missing);
      return new Map(missing.map((id) => [id, `class ${id}`]));
    };
    for (let id = 1; id <= 21; id++) await cache.getValuesById('card', [id], [], build);
    expect(built).toHaveLength(21);
    // The 21st made room for two: classes 1 and 2 went, 3 to 21 are kept.
    built.length = 0;
    await cache.getValuesById('card', range(2, 21), [], build);
    expect(built).toEqual([2]);
  });

  it('keeps nothing that is already out of date', async () => {
    const clock = fixedClock(start);
    const cache = new ReadCache(clock);
    let builds = 0;
    const ended = async () => (builds++, { value: [], validUntil: clock.now() });
    await cache.getValue('schedule:ended', [], ended);
    await cache.getValue('schedule:ended', [], ended);
    expect(builds).toBe(2);
  });

  it('builds only the missing values of a kind, together, and keeps each until its topic changes or its TTL', async () => {
    const clock = fixedClock(start);
    const cache = new ReadCache(clock);
    const asked: number[][] = [];
    let label = 'v1';
    const build = async (missing: number[]) => {
      asked.push(missing);
      return new Map(missing.filter((id) => id !== 404).map((id) => [id, `${label}:${id}`]));
    };
    const get = (ids: number[]) => cache.getValuesById('card', ids, ['catalogue'], build);

    expect([...(await get([1, 2, 2, 404]))]).toEqual([
      [1, 'v1:1'],
      [2, 'v1:2'],
    ]);
    expect([...(await get([2, 3, 1]))].sort()).toEqual([
      [1, 'v1:1'],
      [2, 'v1:2'],
      [3, 'v1:3'],
    ]);
    // One build for the first call (each id once, the unknown one asked again later), one for 3.
    expect(asked).toEqual([[1, 2, 404], [3]]);

    label = 'v2';
    cache.changed('schedule');
    expect((await get([1])).get(1)).toBe('v1:1');
    cache.changed('catalogue');
    expect((await get([1])).get(1)).toBe('v2:1');
    clock.advance(PUBLIC_READ_TTL_MS);
    label = 'v3';
    expect((await get([1, 2])).get(2)).toBe('v3:2');
    expect(asked.at(-1)).toEqual([1, 2]);
  });

  it('answers a batch a change overtook, but does not keep it', async () => {
    const cache = new ReadCache(fixedClock(start));
    let builds = 0;
    const get = () =>
      cache.getValuesById('card', [7], ['catalogue'], async (missing) => {
        builds++;
        if (builds === 1) cache.changed('catalogue');
        return new Map(missing.map((id) => [id, `build ${builds}`]));
      });
    expect((await get()).get(7)).toBe('build 1');
    expect((await get()).get(7)).toBe('build 2');
    expect((await get()).get(7)).toBe('build 2');
  });
});
