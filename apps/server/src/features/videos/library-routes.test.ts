import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoTexts, type Video } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { newStaff } from '../../../test/schedule-fixtures.ts';
import { listVideos, newMember } from './test-fixtures.ts';

let t: TestApp;
let member: { token: string; id: number };
interface Stored {
  id: number;
  class_type: string;
  studio_id: number;
  equipment: string[];
  level: string;
  body_focus: string;
  limitations: string[];
  target_muscles: string[];
  duration_seconds: number;
  calorie_burn: number;
}
let all: Stored[];

beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
  all = await t.db.query<Stored>('SELECT * FROM videos');
});
afterAll(() => t.close());

/** Every class the filter answers, page after page. */
async function everyPage(body: Record<string, unknown>): Promise<Video[]> {
  const seen: Video[] = [];
  for (let page = 0; page < 200; page++) {
    const after = seen.at(-1)?.id;
    const res = await listVideos(t, member.token, {
      ...body,
      pageSize: 50,
      ...(after ? { after } : {}),
    });
    expectOk(res);
    seen.push(...res.body.content);
    if (res.body.content.length < 50) return seen;
  }
  throw new Error('too many pages');
}

const idsOf = (list: { id: number }[]) => list.map((v) => v.id).sort((a, b) => a - b);

describe('POST /api/video/videos', () => {
  it('needs a login, and a plan: others get 402 naming the plans page', async () => {
    expect((await listVideos(t, undefined)).statusCode).toBe(401);
    const visitor = await t.newUser();
    const res = await listVideos(t, visitor.token);
    expect(res.statusCode).toBe(402);
    expect(res.body).toEqual({ status: 0, content: videoTexts.notEntitled, code: 'not_entitled' });
    expect(videoTexts.notEntitled).toContain('/subscription');
  });

  it('answers internal users too', async () => {
    const staff = await newStaff(t);
    expect((await listVideos(t, staff.token)).statusCode).toBe(200);
  });

  it('answers the default view for an empty body: a page of classes, recommended first, durations in seconds', async () => {
    const res = await listVideos(t, member.token, {});
    expectOk(res);
    const page: Video[] = res.body.content;
    expect(page).toHaveLength(24);
    const ranks = await t.db.query<{ id: number }>(
      'SELECT id FROM videos ORDER BY recommendation_rank, id LIMIT 24',
    );
    expect(page.map((v) => v.id)).toEqual(ranks.map((r) => r.id));
    const stored = all.find((v) => v.id === page[0]!.id)!;
    expect(page[0]).toMatchObject({
      duration: stored.duration_seconds,
      classType: stored.class_type,
      favoriteId: null,
    });
    expect(page[0]!.duration % 60).toBe(0);
    expect(page[0]).not.toHaveProperty('streamUrl');
  });

  it('pages through the whole library after the last class of each page, each class once', async () => {
    const every = await everyPage({});
    expect(every).toHaveLength(all.length);
    expect(new Set(every.map((v) => v.id)).size).toBe(all.length);
  });

  const cases: [string, Record<string, unknown>, (v: Stored) => boolean][] = [
    ['one class type', { classType: 'Yoga' }, (v) => v.class_type === 'Yoga'],
    [
      'a list of class types',
      { classType: ['Yoga', 'Barre'] },
      (v) => ['Yoga', 'Barre'].includes(v.class_type),
    ],
    [
      'equipment none, as the old caller sends it',
      { equipment: 'none' },
      (v) => v.equipment[0] === 'None',
    ],
    [
      'any of some equipment',
      { equipment: ['Dumbells', 'Kettlebell'] },
      (v) => v.equipment.some((e) => e === 'Dumbells' || e === 'Kettlebell'),
    ],
    ['a level', { level: 'Beginner' }, (v) => v.level === 'Beginner'],
    ['level Any (nothing)', { level: ['Any'] }, () => true],
    [
      'a body focus',
      { bodyFocus: ['Core', 'Mind'] },
      (v) => ['Core', 'Mind'].includes(v.body_focus),
    ],
    ['a special', { limitations: 'Prenatal' }, (v) => v.limitations.includes('Prenatal')],
    ['special None (nothing)', { limitations: 'None' }, () => true],
    ['a muscle', { targetMucles: 'Obliques' }, (v) => v.target_muscles.includes('Obliques')],
    [
      'a time length in minutes',
      { timeLength: { min: 15, max: 30 } },
      (v) => v.duration_seconds >= 900 && v.duration_seconds <= 1800,
    ],
    [
      'a calorie burn',
      { calorieBurn: { min: 200, max: 400 } },
      (v) => v.calorie_burn >= 200 && v.calorie_burn <= 400,
    ],
    [
      'several filters together, and the default ranges',
      {
        classType: 'Pilates',
        level: 'Intermediate',
        timeLength: { min: 0, max: 90 },
        calorieBurn: { min: 0, max: 800 },
      },
      (v) => v.class_type === 'Pilates' && v.level === 'Intermediate' && v.calorie_burn <= 800,
    ],
  ];
  it.each(cases)('filters by %s', async (_name, body, matches) => {
    const expected = all.filter(matches);
    expect(expected.length).toBeGreaterThan(0);
    expect(idsOf(await everyPage(body))).toEqual(idsOf(expected));
  });

  it('filters by studio, one id or a list', async () => {
    const studios = [...new Set(all.map((v) => v.studio_id))].slice(0, 2);
    expect(idsOf(await everyPage({ studio: studios[0] }))).toEqual(
      idsOf(all.filter((v) => v.studio_id === studios[0])),
    );
    expect(idsOf(await everyPage({ studio: studios }))).toEqual(
      idsOf(all.filter((v) => studios.includes(v.studio_id))),
    );
  });

  const sorts: [string, (a: Video, b: Video) => boolean][] = [
    ['newest', (a, b) => a.publishedAt >= b.publishedAt],
    ['shortest', (a, b) => a.duration <= b.duration],
    ['longest', (a, b) => a.duration >= b.duration],
    ['highest', (a, b) => a.calorieBurn >= b.calorieBurn],
  ];
  it.each(sorts)('sorts by %s across pages', async (flag, inOrder) => {
    const every = await everyPage({ sort: { [flag]: true } });
    expect(every).toHaveLength(all.length);
    for (let i = 1; i < every.length; i++) expect(inOrder(every[i - 1]!, every[i]!)).toBe(true);
  });

  const bad: [string, unknown, string | RegExp][] = [
    ['an unknown class type', { classType: 'Zumba' }, /class type/],
    ['two sort flags', { sort: { newest: true, shortest: true } }, videoTexts.oneSortOnly],
    ['a reversed range', { timeLength: { min: 40, max: 10 } }, videoTexts.rangeReversed],
    ['a range that is not a number', { calorieBurn: { min: 'lots' } }, /calorie burn/],
    ['a page size of 0', { pageSize: 0 }, /page size/],
    ['an unknown field', { colour: 'red' }, /.+/],
    ['a studio that is not an id', { studio: 'brooks' }, /studio id/],
    ['a page start that does not exist', { after: 99999999 }, videoTexts.unknownPageStart],
  ];
  it.each(bad)('refuses %s with a 400 and a message', async (_name, body, message) => {
    const res = await listVideos(t, member.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.body.status).toBe(0);
    expect(res.body.content).toMatch(message);
  });
});
