import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { findFavouriteIdsOfVideos } from './favourites-of-classes-store.ts';
import { insertFavouriteVideo } from './store.ts';

let t: TestApp;
let videoIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  videoIds = (await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 6')).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

describe("members' favourite records of a list's classes, read a turn at a time", () => {
  it('gives each of many members asking together only their own records of the classes they asked', async () => {
    const db = t.deps.db;
    const members = await Promise.all(Array.from({ length: 11 }, () => t.newUser()));
    // Member i keeps class i % 6 and class (i + 1) % 6.
    const kept = new Map<number, Map<number, number>>();
    for (const [i, m] of members.entries()) {
      const own = new Map<number, number>();
      for (const v of [videoIds[i % 6]!, videoIds[(i + 1) % 6]!]) {
        const id = await insertFavouriteVideo(db, m.id, v, t.clock.now());
        own.set(v, id!);
      }
      kept.set(m.id, own);
    }
    // Each asks about the first four classes only, all in the same turn (more than one read's worth).
    const asked = videoIds.slice(0, 4);
    const answers = await Promise.all(
      members.map((m) => findFavouriteIdsOfVideos(db, m.id, asked)),
    );
    answers.forEach((answer, i) => {
      const own = kept.get(members[i]!.id)!;
      const expected = [...own].filter(([v]) => asked.includes(v));
      expect([...answer].sort()).toEqual(expected.sort());
    });
    expect(await findFavouriteIdsOfVideos(db, members[0]!.id, [])).toEqual(new Map());
  });
});
