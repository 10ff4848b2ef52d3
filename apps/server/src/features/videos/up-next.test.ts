// "Up next" (issue 22, point 8): when a class ends the player offers the next class of a program
// holding it, or else another class of the same studio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upNextAnswerSchema, videoTexts } from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from './test-fixtures.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await newMember(t)).token;
});
afterAll(() => t.close());

const upNext = (id: number, as: { token?: string } = { token }) =>
  t.call({ method: 'GET', url: `/api/video/${id}/up-next`, token: as.token }, upNextAnswerSchema);

interface Placed {
  video_id: number;
  program_id: number;
  title: string;
  week: number;
  position: number;
  studio_id: number;
}

/** Classes of exactly one program, in the program's order. */
async function singleProgramClasses(): Promise<Placed[]> {
  return t.db.query<Placed>(
    `SELECT pc.video_id, pc.program_id, p.title, pc.week, pc.position, v.studio_id
       FROM program_classes pc JOIN programs p ON p.id = pc.program_id
       JOIN videos v ON v.id = pc.video_id
      WHERE (SELECT count(*) FROM program_classes o WHERE o.video_id = pc.video_id) = 1
      ORDER BY pc.program_id, pc.week, pc.position`,
  );
}

describe('GET /api/video/{id}/up-next', () => {
  it('offers the next class of the program, in its order', async () => {
    const placed = await singleProgramClasses();
    const all = await t.db.query<{ video_id: number; week: number; position: number }>(
      'SELECT video_id, week, position FROM program_classes WHERE program_id = $1 ORDER BY week, position',
      [placed[0]!.program_id],
    );
    const i = all.findIndex((c) => c.video_id === placed[0]!.video_id);
    expect(i).toBeLessThan(all.length - 1);
    const res = await upNext(placed[0]!.video_id);
    expectOk(res);
    expect(res.body.content.programTitle).toBe(placed[0]!.title);
    expect(res.body.content.video?.id).toBe(all[i + 1]!.video_id);
  });

  it('offers another class of the same studio after the last class of a program', async () => {
    const last = await t.db.query<Placed>(
      `SELECT DISTINCT ON (pc.program_id) pc.video_id, pc.program_id, v.studio_id
         FROM program_classes pc JOIN videos v ON v.id = pc.video_id
        ORDER BY pc.program_id, pc.week DESC, pc.position DESC`,
    );
    const placed = new Set((await singleProgramClasses()).map((c) => c.video_id));
    const ends = last.filter((c) => placed.has(c.video_id));
    const [end] = ends;
    expect(end).toBeDefined();
    const res = await upNext(end!.video_id);
    expectOk(res);
    expect(res.body.content.programTitle).toBeNull();
    expect(res.body.content.video?.studioId).toBe(end!.studio_id);
    expect(res.body.content.video?.id).not.toBe(end!.video_id);
  });

  it('goes through the studio class by class outside programs, and back to its first', async () => {
    const [studio] = await t.db.query<{ studio_id: number }>(
      `SELECT studio_id FROM videos v
        WHERE NOT EXISTS (SELECT 1 FROM program_classes pc WHERE pc.video_id = v.id)
        GROUP BY studio_id HAVING count(*) >= 2 ORDER BY studio_id LIMIT 1`,
    );
    const classes = await t.db.query<{ id: number }>(
      'SELECT id FROM videos WHERE studio_id = $1 ORDER BY recommendation_rank, id',
      [studio!.studio_id],
    );
    const outside = await t.db.query<{ id: number }>(
      `SELECT id FROM videos v WHERE studio_id = $1
         AND NOT EXISTS (SELECT 1 FROM program_classes pc WHERE pc.video_id = v.id)
       ORDER BY recommendation_rank, id`,
      [studio!.studio_id],
    );
    for (const { id } of outside) {
      const i = classes.findIndex((c) => c.id === id);
      const expected = classes[(i + 1) % classes.length]!.id;
      const res = await upNext(id);
      expectOk(res);
      expect(res.body.content).toMatchObject({ programTitle: null, video: { id: expected } });
    }
  });

  it('answers 404 for a class that does not exist, 401 without a login, 402 without a plan', async () => {
    const missing = await upNext(999_999);
    expectFailure(missing, 404);
    expect(missing.body.content).toBe(videoTexts.videoNotFound);
    const [any] = await t.db.query<{ id: number }>('SELECT id FROM videos LIMIT 1');
    expect((await upNext(any!.id, {})).statusCode).toBe(401);
    const visitor = await t.newUser();
    expect((await upNext(any!.id, visitor)).statusCode).toBe(402);
  });
});
