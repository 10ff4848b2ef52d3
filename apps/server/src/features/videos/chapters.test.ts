// A class's chapters (issue 56, item 3): the demo classes have theirs from the seed, the class's
// studio replaces them on the console, and a list out of order, not starting at 0 or running
// past the class's end is a 400 that says why and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chapterTexts,
  chaptersAnswerSchema,
  consoleTexts,
  videoDetailSchema,
  videoTexts,
  type Chapter,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../console/console-kit.ts';
import { demoChapters, seedDemoChapters } from './seed-demo-chapters.ts';
import { newMember, videoIdOf } from './test-fixtures.ts';

let t: TestApp;
let who: Callers;
let member: string;
/** A demo class of BK Pilates with chapters from the seed, and its length. */
let core: { id: number; seconds: number };

beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  member = (await newMember(t)).token;
  const id = await videoIdOf(t, 'core-ignite');
  const [row] = await t.db.query<{ studio_id: number; duration_seconds: number }>(
    'SELECT studio_id, duration_seconds FROM videos WHERE id = $1',
    [id],
  );
  expect(row!.studio_id).toBe(BK);
  core = { id, seconds: row!.duration_seconds };
});
afterAll(() => t.close());

const chaptersUrl = (studioId: number, videoId: number) =>
  `/api/console/studios/${studioId}/library/${videoId}/chapters`;

const put = (payload: object, token = who.bkAdmin, studioId = BK, videoId = core.id) =>
  t.call(
    { method: 'PUT', url: chaptersUrl(studioId, videoId), token, payload },
    chaptersAnswerSchema,
  );

/** The class's chapters as the member's player reads them. */
async function chaptersOfClass(id = core.id): Promise<Chapter[]> {
  const detail = await t.okContent(
    { method: 'GET', url: `/api/video/${id}`, token: member },
    videoDetailSchema,
  );
  return detail.chapters;
}

describe('a class’s chapters', () => {
  it('come with the class, in order, as the demo seed wrote them', async () => {
    const written = demoChapters().find((c) => c.slug === 'core-ignite')!;
    const chapters = await chaptersOfClass();
    expect(chapters).toEqual(written.chapters);
    expect(chapters.map((c) => c.title)).toEqual([
      'Warm-up',
      'The hundred and the rolling series',
      'Criss-cross set',
      'Cool-down',
    ]);
    expect(chapters.map((c) => c.startSeconds)).toEqual([0, 300, 960, 1500]);
  });

  it('are none for a class the seed gave none: the player draws nothing', async () => {
    const listed = new Set(demoChapters().map((c) => c.slug));
    const [other] = await t.db.query<{ id: number }>(
      'SELECT id FROM videos WHERE NOT (slug = ANY($1::text[])) ORDER BY id LIMIT 1',
      [[...listed]],
    );
    expect(await chaptersOfClass(other!.id)).toEqual([]);
  });

  it('are replaced by the studio’s admin, and an empty list removes them', async () => {
    const mine = [
      { title: 'Warm-up', startSeconds: 0 },
      { title: 'Main set', startSeconds: 120 },
      { title: 'Cool-down', startSeconds: core.seconds - 1 },
    ];
    const res = await put({ chapters: mine });
    expectOk(res);
    expect(res.body.content.chapters).toEqual(mine);
    expect(await chaptersOfClass()).toEqual(mine);
    // Titles are trimmed; staff may edit any studio's class.
    const trimmed = await put(
      { chapters: [{ title: '  Whole class ', startSeconds: 0 }] },
      who.staff,
    );
    expectOk(trimmed);
    expect(await chaptersOfClass()).toEqual([{ title: 'Whole class', startSeconds: 0 }]);
    expectOk(await put({ chapters: [] }));
    expect(await chaptersOfClass()).toEqual([]);
    expectOk(await put({ chapters: mine }));
  });

  it('are given again on a start to a demo class without any, and a studio’s own are kept', async () => {
    const edited = [{ title: 'Our own warm-up', startSeconds: 0 }];
    expectOk(await put({ chapters: edited }));
    const barre = await videoIdOf(t, 'barre-basics');
    await t.db.query('DELETE FROM video_chapters WHERE video_id = $1', [barre]);
    expect(await seedDemoChapters(t.deps.db)).toBe(1);
    expect(await chaptersOfClass(barre)).toEqual(
      demoChapters().find((c) => c.slug === 'barre-basics')!.chapters,
    );
    expect(await chaptersOfClass()).toEqual(edited);
    expect(await seedDemoChapters(t.deps.db)).toBe(0);
  });

  describe('bad input is a 400 that says why and changes nothing', () => {
    const refused = async (payload: object, message: string, field?: string) => {
      const before = await chaptersOfClass();
      const res = await put(payload);
      expectFailure(res, 400);
      expect(res.body.content).toBe(message);
      if (field) expect(res.body.field).toBe(field);
      expect(await chaptersOfClass()).toEqual(before);
    };

    it('out of order, or two at the same second', async () => {
      await refused(
        {
          chapters: [
            { title: 'Warm-up', startSeconds: 0 },
            { title: 'Cool-down', startSeconds: 600 },
            { title: 'Main set', startSeconds: 300 },
          ],
        },
        chapterTexts.notInOrder,
      );
      await refused(
        {
          chapters: [
            { title: 'Warm-up', startSeconds: 0 },
            { title: 'Main set', startSeconds: 0 },
          ],
        },
        chapterTexts.notInOrder,
      );
    });

    it('a first chapter after the start', async () => {
      await refused(
        { chapters: [{ title: 'Main set', startSeconds: 60 }] },
        chapterTexts.firstNotAtStart,
      );
    });

    it('a chapter at or past the class’s end, named by where the class ends', async () => {
      const end = `${Math.floor(core.seconds / 60)}:${String(core.seconds % 60).padStart(2, '0')}`;
      await refused(
        {
          chapters: [
            { title: 'Warm-up', startSeconds: 0 },
            { title: 'Bonus', startSeconds: core.seconds },
          ],
        },
        chapterTexts.pastTheEnd(end),
        'chapters.1',
      );
    });

    it('a blank or long title, a start that is not whole seconds, too many', async () => {
      await refused({ chapters: [{ title: '  ', startSeconds: 0 }] }, chapterTexts.titleMissing);
      await refused(
        { chapters: [{ title: 'x'.repeat(61), startSeconds: 0 }] },
        chapterTexts.titleTooLong,
      );
      await refused(
        { chapters: [{ title: 'Warm-up', startSeconds: 1.5 }] },
        chapterTexts.startNotSeconds,
      );
      await refused(
        { chapters: [{ title: 'Warm-up', startSeconds: -1 }] },
        chapterTexts.startNotSeconds,
      );
      await refused(
        {
          chapters: Array.from({ length: 21 }, (_, i) => ({ title: `Part ${i}`, startSeconds: i })),
        },
        chapterTexts.tooMany,
      );
    });
  });

  it('are the class’s studio’s to change: others 403, an unknown class 404, nothing changed', async () => {
    const before = await chaptersOfClass();
    const body = { chapters: [{ title: 'Mine now', startSeconds: 0 }] };
    // Another studio's admin, under their own studio or under this one.
    const underOwn = await put(body, who.brooksAdmin, BROOKS);
    expectFailure(underOwn, 403);
    expect(underOwn.body.content).toBe(chapterTexts.notYours);
    expectFailure(await put(body, who.brooksAdmin, BK), 403);
    // The studio's instructor and a member: 403 before the body is even read.
    const instructor = await put({ chapters: 'nonsense' }, who.bkInstructor);
    expectFailure(instructor, 403);
    expect(instructor.body.content).toBe(consoleTexts.adminsOnly);
    expectFailure(await put(body, member), 403);
    expect((await put(body, '')).statusCode).toBe(401);
    const missing = await put(body, who.bkAdmin, BK, 999_999);
    expectFailure(missing, 404);
    expect(missing.body.content).toBe(videoTexts.videoNotFound);
    expect(await chaptersOfClass()).toEqual(before);
  });
});
