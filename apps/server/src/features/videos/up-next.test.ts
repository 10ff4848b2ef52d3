// "Up next" (issue 22, point 8; issue 56, item 3): when a class ends the player offers the next
// class of a program holding it, or else the next class of the same instructor, or else of the
// same studio; the server chooses, and says why.
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
  instructor_id: number;
}

/** Classes of exactly one program, in the program's order. */
async function singleProgramClasses(): Promise<Placed[]> {
  return t.db.query<Placed>(
    `SELECT pc.video_id, pc.program_id, p.title, pc.week, pc.position, v.studio_id,
            v.instructor_id
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
    expect(res.body.content.reason).toBe('program');
    expect(res.body.content.video?.id).toBe(all[i + 1]!.video_id);
  });

  /** The classes of an instructor or a studio, in the library's recommended order. */
  const classesOf = (column: 'instructor_id' | 'studio_id', id: number) =>
    t.db.query<{ id: number }>(
      `SELECT id FROM videos WHERE ${column} = $1 ORDER BY recommendation_rank, id`,
      [id],
    );

  it('offers the same instructor’s next class after the last class of a program', async () => {
    const last = await t.db.query<Placed>(
      `SELECT DISTINCT ON (pc.program_id) pc.video_id, pc.program_id, v.studio_id, v.instructor_id
         FROM program_classes pc JOIN videos v ON v.id = pc.video_id
        WHERE (SELECT count(*) FROM videos o WHERE o.instructor_id = v.instructor_id) >= 2
        ORDER BY pc.program_id, pc.week DESC, pc.position DESC`,
    );
    const placed = new Set((await singleProgramClasses()).map((c) => c.video_id));
    const end = last.find((c) => placed.has(c.video_id));
    expect(end).toBeDefined();
    const theirs = await classesOf('instructor_id', end!.instructor_id);
    const i = theirs.findIndex((c) => c.id === end!.video_id);
    const res = await upNext(end!.video_id);
    expectOk(res);
    expect(res.body.content).toMatchObject({
      programTitle: null,
      reason: 'instructor',
      video: { id: theirs[(i + 1) % theirs.length]!.id, instructor: expect.any(String) },
    });
  });

  it('goes through the instructor’s classes outside programs one by one, and back to the first', async () => {
    const [teacher] = await t.db.query<{ instructor_id: number }>(
      `SELECT instructor_id FROM videos v
        WHERE NOT EXISTS (SELECT 1 FROM program_classes pc WHERE pc.video_id = v.id)
        GROUP BY instructor_id HAVING count(*) >= 2 ORDER BY instructor_id LIMIT 1`,
    );
    const classes = await classesOf('instructor_id', teacher!.instructor_id);
    const outside = await t.db.query<{ id: number }>(
      `SELECT id FROM videos v WHERE instructor_id = $1
         AND NOT EXISTS (SELECT 1 FROM program_classes pc WHERE pc.video_id = v.id)`,
      [teacher!.instructor_id],
    );
    expect(outside.length).toBeGreaterThanOrEqual(2);
    for (const { id } of outside) {
      const i = classes.findIndex((c) => c.id === id);
      const res = await upNext(id);
      expectOk(res);
      expect(res.body.content).toMatchObject({
        programTitle: null,
        reason: 'instructor',
        video: { id: classes[(i + 1) % classes.length]!.id },
      });
    }
  });

  it('offers the studio’s next class when the instructor teaches no other, and nothing when neither has one', async () => {
    const [alone] = await t.db.query<{ id: number; studio_id: number }>(
      `SELECT id, studio_id FROM videos v
        WHERE NOT EXISTS (SELECT 1 FROM program_classes pc WHERE pc.video_id = v.id)
          AND (SELECT count(*) FROM videos o WHERE o.instructor_id = v.instructor_id) = 1
        ORDER BY id LIMIT 1`,
    );
    const studio = await classesOf('studio_id', alone!.studio_id);
    const i = studio.findIndex((c) => c.id === alone!.id);
    const res = await upNext(alone!.id);
    expectOk(res);
    expect(res.body.content).toMatchObject({
      programTitle: null,
      reason: 'studio',
      video: { id: studio[(i + 1) % studio.length]!.id, studioId: alone!.studio_id },
    });

    // Every other class of that studio taken out of the library: there is nothing to offer.
    const others = await t.db.query<{ id: number; published_at: Date }>(
      'SELECT id, published_at FROM videos WHERE studio_id = $1 AND id <> $2',
      [alone!.studio_id, alone!.id],
    );
    const ids = others.map((o) => o.id);
    await t.db.query(`UPDATE videos SET published_at = '9999-12-31' WHERE id = ANY($1::int[])`, [
      ids,
    ]);
    try {
      const none = await upNext(alone!.id);
      expectOk(none);
      expect(none.body.content).toEqual({ video: null, programTitle: null, reason: null });
    } finally {
      for (const o of others)
        await t.db.query('UPDATE videos SET published_at = $1 WHERE id = $2', [
          o.published_at,
          o.id,
        ]);
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
