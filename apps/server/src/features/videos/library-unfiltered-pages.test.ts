import type { VideoSort } from '@jetsweat/contract';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshDb, testDbKind } from '../../../test/fresh-database.ts';
import type { Db } from '../../../test/plain-sql.ts';
import { newUserRow } from '../../../test/user-rows.ts';
import { orders } from './library-order.ts';
import { MEMBERS_IN_ONE_READ, unfilteredPage } from './library-unfiltered-pages.ts';

// The library's unfiltered pages asked in one turn of the event loop are read in one statement;
// each member still gets their own favourite records, read from the database at that turn.

let db: Db;
let drop: () => Promise<void>;
const now = new Date();

beforeAll(async () => {
  ({ db, drop } = await freshDb('seeded'));
});
afterAll(() => drop());
afterEach(() => vi.restoreAllMocks());

const newMember = () => newUserRow(db);

const favourite = async (userId: number, videoId: number) =>
  (
    await db.query<{ id: number }>(
      `INSERT INTO favourite_videos (user_id, video_id, created_at) VALUES ($1, $2, $3)
       RETURNING id`,
      [userId, videoId, now],
    )
  )[0]!.id;

/** The page's classes in `sort`'s order, read plainly. */
async function expectedIds(sort: VideoSort, pageSize: number, after?: number): Promise<number[]> {
  const { key, dir } = orders[sort];
  const start =
    after === undefined
      ? ''
      : `AND (v.${key}, v.id) ${dir === 'asc' ? '>' : '<'} (SELECT ${key}, id FROM videos WHERE id = ${after})`;
  const rows = await db.query<{ id: number }>(
    `SELECT v.id FROM videos v WHERE v.published_at <= $1 ${start}
     ORDER BY v.${key} ${dir}, v.id ${dir} LIMIT $2`,
    [now, pageSize],
  );
  return rows.map((r) => r.id);
}

/** Counts the statements run on the test's database handle from now on. */
const statements = () => vi.spyOn(db.kysely, 'executeQuery');

const ask = (userId: number, sort: VideoSort = 'recommended', pageSize = 6, after?: number) =>
  unfilteredPage(db.kysely, { userId, now, sort, after, pageSize });

describe("the library's unfiltered pages", () => {
  it('reads the pages members ask in one turn in one statement, each with its own favourites', async () => {
    const [one, two, three] = [await newMember(), await newMember(), await newMember()];
    const ids = await expectedIds('recommended', 6);
    expect(ids).toHaveLength(6);
    // The first member keeps the first and third classes, the second the third; a class two
    // members keep comes once in the page.
    const oneFirst = await favourite(one, ids[0]!);
    const oneThird = await favourite(one, ids[2]!);
    const twoThird = await favourite(two, ids[2]!);
    const run = statements();
    const pages = await Promise.all([ask(one), ask(two), ask(three), ask(one)]);
    expect(run).toHaveBeenCalledTimes(1);
    const marks = (page: { id: number; favorite_id: number | null }[]) => {
      expect(page.map((e) => e.id)).toEqual(ids);
      return page.map((e) => e.favorite_id);
    };
    expect(marks(pages[0]!)).toEqual([oneFirst, null, oneThird, null, null, null]);
    expect(marks(pages[1]!)).toEqual([null, null, twoThird, null, null, null]);
    expect(marks(pages[2]!)).toEqual([null, null, null, null, null, null]);
    expect(pages[3]).toEqual(pages[0]);
  });

  it('reads different pages of one turn in a statement each, each in its order and size', async () => {
    const member = await newMember();
    const first = await expectedIds('newest', 4);
    const later = await expectedIds('newest', 3, first[3]);
    const shortest = await expectedIds('shortest', 5);
    await favourite(member, later[1]!);
    const run = statements();
    const [a, b, c, d] = await Promise.all([
      ask(member, 'newest', 4),
      ask(member, 'newest', 3, first[3]),
      ask(member, 'shortest', 5),
      // A smaller page in the same order is the start of the same read.
      ask(member, 'newest', 2),
    ]);
    expect(run).toHaveBeenCalledTimes(3);
    expect(a!.map((e) => e.id)).toEqual(first);
    expect(d!.map((e) => e.id)).toEqual(first.slice(0, 2));
    expect(b!.map((e) => e.id)).toEqual(later);
    expect(b!.map((e) => e.favorite_id !== null)).toEqual([false, true, false]);
    expect(c!.map((e) => e.id)).toEqual(shortest);
  });

  it('reads more members than one statement holds in more statements', async () => {
    const members = await Promise.all(
      Array.from({ length: MEMBERS_IN_ONE_READ + 2 }, () => newMember()),
    );
    const ids = await expectedIds('recommended', 6);
    const last = members[members.length - 1]!;
    const kept = await favourite(last, ids[1]!);
    const run = statements();
    const pages = await Promise.all(members.map((m) => ask(m)));
    expect(run).toHaveBeenCalledTimes(2);
    expect(pages[pages.length - 1]![1]!.favorite_id).toBe(kept);
    expect(pages[0]!.every((e) => e.favorite_id === null)).toBe(true);
  });

  it('keeps nothing: a favourite added between two turns is on the next page', async () => {
    const member = await newMember();
    const [firstId] = await expectedIds('recommended', 1);
    expect((await ask(member, 'recommended', 1))[0]!.favorite_id).toBeNull();
    const added = await favourite(member, firstId!);
    expect((await ask(member, 'recommended', 1))[0]!.favorite_id).toBe(added);
  });

  it('fails every ask of a failing statement, and reads again on the next turn', async () => {
    const member = await newMember();
    vi.spyOn(db.kysely, 'executeQuery').mockRejectedValueOnce(new Error('connection lost'));
    const failed = await Promise.allSettled([ask(member), ask(member, 'recommended', 6)]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(await ask(member)).toHaveLength(6);
  });
});

// PostgreSQL keeps a named statement's one generic plan only while it costs no more than the
// plans made for each call's values; a toy catalogue always does, so here the catalogue has the
// library benchmark's size (10,000 classes, 100,000 favourites).
describe.runIf(testDbKind === 'postgres')("the unfiltered page's statement", () => {
  it('is planned once and kept (the generic plan) with a large catalogue', async () => {
    const CLASSES = 10_000;
    const FAVOURITES = 100_000;
    const { db: big, drop: dropBig } = await freshDb('seeded');
    try {
      await big.query(
        `INSERT INTO users (email, first_name, last_name, password_hash)
         SELECT 'pages-' || i || '@test.example', 'Page', 'Reader', 'not-a-hash'
         FROM generate_series(1, 1000) AS i`,
      );
      await big.query(
        `INSERT INTO videos (slug, title, summary, studio_id, instructor_id, class_type, equipment,
           level, body_focus, limitations, target_muscles, duration_seconds, calorie_burn, mhr,
           poster_path, stream_path, captions_path, recommendation_rank, published_at)
         SELECT 'pages-' || i, 'Page Class ' || i, summary, studio_id, instructor_id, class_type,
           equipment, level, body_focus, limitations, target_muscles, duration_seconds + i % 600,
           calorie_burn + i % 300, mhr, poster_path, stream_path, captions_path,
           recommendation_rank + i, published_at - i * interval '1 minute'
         FROM (SELECT * FROM videos ORDER BY id LIMIT 1) v, generate_series(1, $1::int) AS i`,
        [CLASSES],
      );
      await big.query(
        `INSERT INTO favourite_videos (user_id, video_id, created_at)
         SELECT DISTINCT ON (u.id, v.id) u.id, v.id, $2::timestamptz
         FROM generate_series(1, $1::int) AS k
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS j FROM users WHERE email LIKE 'pages-%') u
           ON u.j = 1 + k % 1000
         JOIN (SELECT id, row_number() OVER (ORDER BY id) AS j FROM videos WHERE slug LIKE 'pages-%') v
           ON v.j = 1 + (k * 7919) % ${CLASSES}`,
        [FAVOURITES, now],
      );
      await big.exec('ANALYZE users; ANALYZE videos; ANALYZE favourite_videos');
      const members = (
        await big.query<{ id: number }>(
          `SELECT id FROM users WHERE email LIKE 'pages-%' ORDER BY id LIMIT 3`,
        )
      ).map((r) => r.id);
      // Prepared statements belong to a connection: every run on the same one.
      const { pages, plans } = await big.kysely.connection().execute(async (one) => {
        let pages;
        for (let i = 0; i < 8; i++) {
          pages = await Promise.all(
            members.map((userId) =>
              unfilteredPage(one, {
                userId,
                now,
                sort: 'recommended',
                after: undefined,
                pageSize: 24,
              }),
            ),
          );
        }
        const plans = await sql<{ generic_plans: string; custom_plans: string }>`
          SELECT generic_plans, custom_plans FROM pg_prepared_statements
          WHERE statement LIKE ${'%WITH page AS%'}`.execute(one);
        return { pages: pages!, plans: plans.rows };
      });
      expect(pages.every((p) => p.length === 24)).toBe(true);
      expect(plans).toHaveLength(1);
      // Five plans for the first five runs' values, then the generic one for the rest.
      expect(Number(plans[0]!.generic_plans)).toBeGreaterThan(0);
    } finally {
      await dropBig();
    }
  }, 60_000);
});
