import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIDEO_SEARCH_MAX_LENGTH, videoTexts, type Video } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { listVideos, newMember } from './test-fixtures.ts';

let t: TestApp;
let member: { token: string; id: number };
interface Row {
  id: number;
  title: string;
  instructor: string;
  studio: string;
  class_type: string;
}
let all: Row[];

beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
  all = await t.db.query<Row>(
    `SELECT v.id, v.title, i.name AS instructor, s.name AS studio, v.class_type
     FROM videos v JOIN studios s ON s.id = v.studio_id
     JOIN studio_instructors i ON i.id = v.instructor_id`,
  );
});
afterAll(() => t.close());

/** Every class the search answers, page after page, in the answer's order. */
async function everyMatch(body: Record<string, unknown>, pageSize = 20): Promise<Video[]> {
  const seen: Video[] = [];
  for (let page = 0; page < 100; page++) {
    const after = seen.at(-1)?.id;
    const res = await listVideos(t, member.token, {
      ...body,
      pageSize,
      ...(after ? { after } : {}),
    });
    expectOk(res);
    seen.push(...res.body.content);
    if (res.body.content.length < pageSize) return seen;
  }
  throw new Error('too many pages');
}

const ids = (list: { id: number }[]) => list.map((v) => v.id);

/** A class whose title no other class shares, with a word long enough to misspell. */
function uniquelyTitled(): Row {
  const found = all.find(
    (r) =>
      all.filter((o) => o.title.toLowerCase() === r.title.toLowerCase()).length === 1 &&
      r.title.length >= 8,
  );
  if (!found) throw new Error('no uniquely titled demo class');
  return found;
}

describe('POST /api/video/videos with a search', () => {
  it('answers the exact title first', async () => {
    const target = uniquelyTitled();
    const found = await everyMatch({ search: target.title });
    expect(found[0]!.id).toBe(target.id);
    expect(new Set(ids(found)).size).toBe(found.length);
  });

  it('still finds the class with a one-letter typo, ahead of a class the words do not fit', async () => {
    const target = uniquelyTitled();
    const at = Math.floor(target.title.length / 2);
    const wrong = target.title[at]!.toLowerCase() === 'x' ? 'q' : 'x';
    const typo = target.title.slice(0, at) + wrong + target.title.slice(at + 1);
    const found = await everyMatch({ search: typo });
    expect(ids(found)).toContain(target.id);
    expect(found[0]!.id).toBe(target.id);
    expect(found.length).toBeLessThan(all.length);
  });

  it('answers the README’s example: a typo in two words finds the demo class first', async () => {
    const found = await everyMatch({ search: 'latin dnace' });
    expect(found[0]!.title).toBe('Latin Dance Party');
  });

  it.each([
    ['instructor', (r: Row) => r.instructor],
    ['studio', (r: Row) => r.studio],
    ['class type', (r: Row) => r.class_type],
  ] as const)('finds every class of a %s by its name', async (_what, field) => {
    const name = field(all[0]!);
    const found = ids(await everyMatch({ search: name }));
    const expected = all.filter((r) => field(r) === name).map((r) => r.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const id of expected) expect(found).toContain(id);
  });

  it.each(['recommended', 'longest'])(
    'pages through the matches in the %s order as one long page lists them',
    async (sort) => {
      const search = all[0]!.class_type;
      const paged = ids(await everyMatch({ search, sort: { [sort]: true } }, 4));
      const res = await listVideos(t, member.token, {
        search,
        sort: { [sort]: true },
        pageSize: 100,
      });
      expectOk(res);
      expect(paged.length).toBeGreaterThan(4);
      expect(paged.length).toBeLessThan(100);
      expect(paged).toEqual(ids(res.body.content));
    },
  );

  it('finds an instructor with a typo in the name', async () => {
    const name = all.map((r) => r.instructor).find((n) => n.length >= 6)!;
    const typo = `${name.slice(0, 2)}${name[3]}${name[2]}${name.slice(4)}`;
    const found = ids(await everyMatch({ search: typo }));
    for (const r of all.filter((o) => o.instructor === name)) expect(found).toContain(r.id);
  });

  it.each(['%', '_', '\\', `%_\\'";--.*[(`, '.*', '(('])(
    'refuses %s, symbols without a letter or number, with a clear 400; nothing changes',
    async (search) => {
      const res = await listVideos(t, member.token, { search });
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatchObject({ status: 0, content: videoTexts.searchNoWords });
      const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
      expect(count[0]!.n).toBe(all.length);
    },
  );

  it.each(['[a-z]', 'zq%_', 'x.*y'])(
    'takes symbols beside letters literally (%s): no class has them, so none is answered',
    async (search) => {
      const res = await listVideos(t, member.token, { search });
      expectOk(res);
      expect(res.body.content).toEqual([]);
    },
  );

  it('runs SQL in a search as words: answered, and the catalogue unchanged', async () => {
    const res = await listVideos(t, member.token, { search: "'; DROP TABLE videos; --" });
    expectOk(res);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM videos');
    expect(count[0]!.n).toBe(all.length);
  });

  it('treats a blank search as none: the usual list', async () => {
    const plain = await listVideos(t, member.token, {});
    const blank = await listVideos(t, member.token, { search: '   ' });
    expectOk(plain);
    expectOk(blank);
    expect(ids(blank.body.content)).toEqual(ids(plain.body.content));
  });

  it.each([VIDEO_SEARCH_MAX_LENGTH + 1, 10_000])(
    'refuses a search of %i characters with a 400 saying so',
    async (length) => {
      const res = await listVideos(t, member.token, { search: 'a'.repeat(length) });
      expect(res.statusCode).toBe(400);
      expect(res.body.status).toBe(0);
      expect(JSON.stringify(res.body)).toContain(videoTexts.searchTooLong);
    },
  );

  it('refuses a search that is not text', async () => {
    const res = await listVideos(t, member.token, { search: 42 });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/video/videos with the instructor filter', () => {
  it('answers only that instructor’s classes, all of them, combined with a search', async () => {
    const name = all[0]!.instructor;
    const expected = all.filter((r) => r.instructor === name).map((r) => r.id);
    const found = await everyMatch({ instructor: name });
    expect(ids(found).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(found.every((v) => v.instructor === name)).toBe(true);
    const both = await everyMatch({ instructor: [name], search: all[0]!.class_type });
    expect(both.every((v) => v.instructor === name)).toBe(true);
    expect(ids(both)).toContain(all[0]!.id);
  });

  it('answers nothing for an instructor no class has', async () => {
    const res = await listVideos(t, member.token, { instructor: 'Nobody Here' });
    expectOk(res);
    expect(res.body.content).toEqual([]);
  });
});
