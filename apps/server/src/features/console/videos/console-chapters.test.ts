// The console's side of a class's chapters (issue 56, item 3): the studio's library classes and
// one class's chapters to edit, read by the studio's admins and staff only; and every replacement
// written to the studio's audit log (who, which class, how many chapters), nothing for a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  chapterTexts,
  chapteredClassesSchema,
  chaptersAnswerSchema,
  classChaptersSchema,
  consoleTexts,
  videoTexts,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { demoChapters } from '../../videos/seed-demo-chapters.ts';
import { newMember, videoIdOf } from '../../videos/test-fixtures.ts';
import {
  auditCount,
  BK,
  BROOKS,
  consoleCallers,
  idOf,
  lastAudit,
  studioUrl,
  type Callers,
} from '../console-kit.ts';

let t: TestApp;
let who: Callers;
let member: string;
/** BK Pilates' demo class with chapters from the seed. */
let core: number;

beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  member = (await newMember(t)).token;
  core = await videoIdOf(t, 'core-ignite');
});
afterAll(() => t.close());

const chaptersUrl = (videoId: number, studioId = BK) =>
  studioUrl(studioId, `library/${videoId}/chapters`);
const readChapters = (token: string, videoId = core, studioId = BK) =>
  t.call({ method: 'GET', url: chaptersUrl(videoId, studioId), token }, classChaptersSchema);
const readClasses = (token: string, studioId = BK) =>
  t.call({ method: 'GET', url: studioUrl(studioId, 'library'), token }, chapteredClassesSchema);
const put = (payload: object, token = who.bkAdmin, studioId = BK) =>
  t.call({ method: 'PUT', url: chaptersUrl(core, studioId), token, payload }, chaptersAnswerSchema);

describe('the console reads a class’s chapters', () => {
  it('lists the studio’s library classes by title, with how many chapters each has', async () => {
    const res = await readClasses(who.bkAdmin);
    expectOk(res);
    const { classes } = res.body.content;
    const rows = await t.db.query<{ id: number }>('SELECT id FROM videos WHERE studio_id = $1', [
      BK,
    ]);
    expect(classes.map((c) => c.videoId).sort()).toEqual(rows.map((r) => r.id).sort());
    const titles = classes.map((c) => c.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const seeded = demoChapters().find((c) => c.slug === 'core-ignite')!.chapters;
    const coreRow = classes.find((c) => c.videoId === core)!;
    expect(coreRow.title).toBe('Core Ignite');
    expect(coreRow.chapterCount).toBe(seeded.length);
    expect(classes.filter((c) => c.videoId !== core).every((c) => c.chapterCount === 0)).toBe(true);
    // Staff read any studio's.
    expectOk(await readClasses(who.staff, BROOKS));
  });

  it('answers one class’s chapters in order, with its title and length', async () => {
    const res = await readChapters(who.bkAdmin);
    expectOk(res);
    const [row] = await t.db.query<{ duration_seconds: number }>(
      'SELECT duration_seconds FROM videos WHERE id = $1',
      [core],
    );
    expect(res.body.content).toEqual({
      videoId: core,
      title: 'Core Ignite',
      durationSeconds: row!.duration_seconds,
      chapters: demoChapters().find((c) => c.slug === 'core-ignite')!.chapters,
    });
  });

  it('is the studio’s admins’ and staff’s only: others 403, an unknown class 404', async () => {
    expectOk(await readChapters(who.staff));
    const other = await readChapters(who.brooksAdmin);
    expectFailure(other, 403);
    expect(other.body.content).toBe(consoleTexts.notThisStudio);
    // Under their own studio, a class of another studio's is still not theirs.
    const underOwn = await readChapters(who.brooksAdmin, core, BROOKS);
    expectFailure(underOwn, 403);
    expect(underOwn.body.content).toBe(chapterTexts.notYours);
    expectFailure(await readClasses(who.brooksAdmin), 403);
    const instructor = await readChapters(who.bkInstructor);
    expectFailure(instructor, 403);
    expect(instructor.body.content).toBe(consoleTexts.adminsOnly);
    expectFailure(await readChapters(member), 403);
    expect((await readChapters('')).statusCode).toBe(401);
    const missing = await readChapters(who.bkAdmin, 999_999);
    expectFailure(missing, 404);
    expect(missing.body.content).toBe(videoTexts.videoNotFound);
  });
});

describe('replacing a class’s chapters is audited', () => {
  it('writes who, which class and how many chapters, shown in the studio’s log', async () => {
    const before = await readChapters(who.bkAdmin);
    expectOk(before);
    const had = before.body.content.chapters.length;
    const res = await put({
      chapters: [
        { title: 'Warm-up', startSeconds: 0 },
        { title: 'Main set', startSeconds: 240 },
      ],
    });
    expectOk(res);
    expect(await lastAudit(t)).toEqual({
      action: 'video.chapters',
      entity_id: String(core),
      before: { chapters: had },
      after: { class: 'Core Ignite', chapters: 2 },
    });
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.bkAdmin },
      auditPageSchema,
    );
    const entry = log.entries[0]!;
    expect(entry).toMatchObject({
      studioId: BK,
      actorId: await idOf(t, 'admin.bkpilates@jetsweat.example'),
      action: 'video.chapters',
      entity: 'video',
      entityId: String(core),
    });
    // An empty list (chapters removed) is a replacement too.
    expectOk(await put({ chapters: [] }, who.staff));
    expect(await lastAudit(t)).toMatchObject({
      action: 'video.chapters',
      before: { chapters: 2 },
      after: { class: 'Core Ignite', chapters: 0 },
    });
  });

  it('writes nothing for a refusal: bad chapters (400), or another studio’s admin (403 first)', async () => {
    const count = await auditCount(t);
    const before = (await readChapters(who.bkAdmin)).body;
    // Out of order, past the class's end, a blank title: each a 400 saying why.
    const late = await put({
      chapters: [
        { title: 'Warm-up', startSeconds: 0 },
        { title: 'Late', startSeconds: 99_999 },
      ],
    });
    expectFailure(late, 400);
    expect(late.body.field).toBe('chapters.1');
    const unordered = await put({
      chapters: [
        { title: 'Warm-up', startSeconds: 0 },
        { title: 'Main set', startSeconds: 600 },
        { title: 'Early', startSeconds: 300 },
      ],
    });
    expectFailure(unordered, 400);
    expect(unordered.body.content).toBe(chapterTexts.notInOrder);
    const blank = await put({ chapters: [{ title: ' ', startSeconds: 0 }] });
    expectFailure(blank, 400);
    expect(blank.body.content).toBe(chapterTexts.titleMissing);
    // Another studio's admin: 403 whatever the body, before it is validated.
    const invalid = await put({ chapters: [{ title: '', startSeconds: 'x' }] }, who.brooksAdmin);
    expectFailure(invalid, 403);
    expect(invalid.body.content).toBe(consoleTexts.notThisStudio);
    const valid = await put({ chapters: [{ title: 'Mine', startSeconds: 0 }] }, who.brooksAdmin);
    expectFailure(valid, 403);
    expect(await auditCount(t)).toBe(count);
    expect((await readChapters(who.bkAdmin)).body).toEqual(before);
  });
});
