import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoListAnswerSchema } from '@jetsweat/contract';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import type { Deps } from '../../platform/deps.ts';
import { newMember } from './test-fixtures.ts';

// A library page, with the member's favourites marked, is read per request on every instance:
// nothing of it is kept in memory. These tests run two instances on one database and check that
// no change is missed on either, and that nothing of one member reaches another.

let t: TestApp;
let other: { app: FastifyInstance; deps: Deps };

beforeAll(async () => {
  t = await createTestApp();
  other = await t.secondInstance();
});
afterAll(() => t?.close());

/** The first page of the library, newest first, as `token`'s member sees it on `app`. */
async function page(
  app: FastifyInstance,
  token: string,
  body: object = { sort: { newest: true } },
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/video/videos',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  });
  const listed = answerOf(res, videoListAnswerSchema);
  expectOk(listed);
  return listed.body.content;
}
const both = () => [t.app, other.app];

describe('library pages on every instance', () => {
  it("marks a member's new favourite on the next page on every instance, and only theirs", async () => {
    const [one, two] = [await newMember(t), await newMember(t)];
    for (const app of both()) await page(app, one.token);
    const first = (await page(t.app, one.token))[0]!;
    expect(first.favoriteId).toBeNull();
    const add = await t.call({
      method: 'POST',
      url: '/api/favorites/add',
      token: one.token,
      payload: { videoId: first.id },
    });
    expect(add.statusCode).toBe(201);
    for (const app of both()) {
      expect((await page(app, one.token))[0]).toMatchObject({
        id: first.id,
        favoriteId: expect.any(Number),
      });
      expect((await page(app, two.token))[0]).toMatchObject({ id: first.id, favoriteId: null });
    }
  });

  it('shows a class edited in the database on the next page on every instance', async () => {
    const member = await newMember(t);
    const first = (await page(other.app, member.token))[0]!;
    await t.db.query('UPDATE videos SET title = $1 WHERE id = $2', ['Retitled Flow', first.id]);
    for (const app of both())
      expect((await page(app, member.token))[0]!.title).toBe('Retitled Flow');
  });

  it('shows a class the moment its publication time comes, with no write', async () => {
    const member = await newMember(t);
    const soon = new Date(t.clock.now().getTime() + 2_000);
    const [inserted] = await t.db.query<{ id: number }>(
      `INSERT INTO videos (slug, title, summary, studio_id, instructor_id, class_type, equipment,
         level, body_focus, limitations, target_muscles, duration_seconds, calorie_burn, mhr,
         poster_path, stream_path, captions_path, recommendation_rank, published_at)
       SELECT 'kept-soon-' || id, 'Published Soon', summary, studio_id, instructor_id, class_type,
         equipment, level, body_focus, limitations, target_muscles, duration_seconds,
         calorie_burn, mhr, poster_path, stream_path, captions_path, recommendation_rank, $1
       FROM videos ORDER BY id LIMIT 1 RETURNING id`,
      [soon],
    );
    const id = inserted!.id;
    for (const app of both())
      expect((await page(app, member.token)).map((v) => v.id)).not.toContain(id);
    // Well within the public reads' TTL: a kept page would not show it.
    t.clock.advance(2_000);
    for (const app of both()) expect((await page(app, member.token))[0]!.id).toBe(id);
  });
});
