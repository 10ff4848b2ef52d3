import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deletedFavouriteSchema,
  favouriteClassTypeSchema,
  favouriteStudioSchema,
  favouriteTexts,
  favouriteVideoSchema,
  myFavoriteClassesAnswerSchema,
  myFavoritesAnswerSchema,
  myFavoriteStudiosAnswerSchema,
  videoTexts,
  videoDetailSchema,
} from '@jetsweat/contract';
import type { z } from 'zod';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { listVideos, newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let videoIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  videoIds = (await t.db.query<{ id: number }>('SELECT id FROM videos ORDER BY id LIMIT 5')).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

// Each call reads its answer with the content schema favourites/routes.ts declares.
const post = <S extends z.core.$ZodType>(
  url: string,
  token: string | undefined,
  payload: object,
  schema: S,
) => t.call({ method: 'POST', url, token, payload }, schema);
const get = <S extends z.core.$ZodType>(url: string, token: string, schema: S) =>
  t.call({ method: 'GET', url, token }, schema);
const rowsOf = (table: string, userId: number) =>
  t.db.query(`SELECT * FROM ${table} WHERE user_id = $1`, [userId]);

describe('favourite classes', () => {
  it('adds a class, lists it newest first with its video, and marks it with favoriteId in the library', async () => {
    const m = await newMember(t);
    const first = await post(
      '/api/favorites/add',
      m.token,
      { videoId: videoIds[0] },
      favouriteVideoSchema,
    );
    expectOk(first, 201);
    expect(first.body.status).toBe(1);
    expect(first.body.content).toMatchObject({ videoId: videoIds[0], video: { id: videoIds[0] } });
    t.clock.advance(1000);
    const second = await post(
      '/api/favorites/add',
      m.token,
      { videoId: videoIds[1] },
      favouriteVideoSchema,
    );
    expectOk(second, 201);
    const list = await get('/api/favorites/myFavorites', m.token, myFavoritesAnswerSchema);
    expectOk(list);
    expect(list.body.content.map((f) => f.id)).toEqual([
      second.body.content.id,
      first.body.content.id,
    ]);
    expect(list.body.content[0]?.video.favoriteId).toBe(second.body.content.id);
    const viaPost = await post('/api/favorites/myFavorites', m.token, {}, myFavoritesAnswerSchema);
    expect(viaPost.body.content).toEqual(list.body.content);
    const page1 = await listVideos(t, m.token, { pageSize: 100 });
    expectOk(page1);
    const page2 = await listVideos(t, m.token, {
      pageSize: 100,
      after: page1.body.content.at(-1)?.id,
    });
    expectOk(page2);
    const marked = [...page1.body.content, ...page2.body.content].filter((v) => v.favoriteId);
    expect(marked.map((v) => v.id).sort()).toEqual([videoIds[0], videoIds[1]].sort());
    const detail = await t.call(
      { method: 'GET', url: `/api/video/${videoIds[0]}`, token: m.token },
      videoDetailSchema,
    );
    expectOk(detail);
    expect(detail.body.content.favoriteId).toBe(first.body.content.id);
    // A filtered page reads the member's records in its own statement: marked the same.
    const filtered = await listVideos(t, m.token, {
      pageSize: 100,
      classType: [detail.body.content.classType],
    });
    expectOk(filtered);
    const byId = new Map(filtered.body.content.map((v) => [v.id, v.favoriteId]));
    expect(byId.get(videoIds[0]!)).toBe(first.body.content.id);
    expect([...byId].filter(([id, f]) => f !== null && id !== videoIds[1])).toEqual([
      [videoIds[0], first.body.content.id],
    ]);
  });

  it('refuses a duplicate with 409, also when two adds race, and keeps one record', async () => {
    const m = await newMember(t);
    const both = await Promise.all([
      post('/api/favorites/add', m.token, { videoId: videoIds[2] }, favouriteVideoSchema),
      post('/api/favorites/add', m.token, { videoId: videoIds[2] }, favouriteVideoSchema),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await post(
      '/api/favorites/add',
      m.token,
      { videoId: videoIds[2] },
      favouriteVideoSchema,
    );
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({ status: 0, content: favouriteTexts.alreadyFavourite });
    expect(await rowsOf('favourite_videos', m.id)).toHaveLength(1);
  });

  it('refuses an unknown class (404) and bad input (400), adding nothing', async () => {
    const m = await newMember(t);
    const unknown = await post(
      '/api/favorites/add',
      m.token,
      { videoId: 99999999 },
      favouriteVideoSchema,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(videoTexts.videoNotFound);
    for (const body of [{}, { videoId: 'x' }, { videoId: -1 }])
      expect(
        (await post('/api/favorites/add', m.token, body, favouriteVideoSchema)).statusCode,
      ).toBe(400);
    expect(await rowsOf('favourite_videos', m.id)).toEqual([]);
  });

  it('removes the member’s own favourite, and answers 404 for another member’s or a removed one', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const added = await post(
      '/api/favorites/add',
      owner.token,
      { videoId: videoIds[3] },
      favouriteVideoSchema,
    );
    expectOk(added, 201);
    const fav = added.body.content;
    const theirs = await post(
      '/api/favorites/delete',
      other.token,
      { favoriteId: fav.id },
      deletedFavouriteSchema,
    );
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.content).toBe(favouriteTexts.favouriteNotFound);
    expect(await rowsOf('favourite_videos', owner.id)).toHaveLength(1);
    const mine = await post(
      '/api/favorites/delete',
      owner.token,
      { favoriteId: fav.id },
      deletedFavouriteSchema,
    );
    expectOk(mine);
    expect(mine.body).toEqual({ status: 1, content: { id: fav.id } });
    expect(await rowsOf('favourite_videos', owner.id)).toEqual([]);
    expect(
      (
        await post(
          '/api/favorites/delete',
          owner.token,
          { favoriteId: fav.id },
          deletedFavouriteSchema,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/favorites/delete',
          owner.token,
          { favoriteId: 'one' },
          deletedFavouriteSchema,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('keeps favourite classes for members: 402 without a plan, 401 without a login', async () => {
    const visitor = await t.newUser();
    expect(
      (await get('/api/favorites/myFavorites', visitor.token, myFavoritesAnswerSchema)).statusCode,
    ).toBe(402);
    const add = await post(
      '/api/favorites/add',
      visitor.token,
      { videoId: videoIds[0] },
      favouriteVideoSchema,
    );
    expect(add.statusCode).toBe(402);
    expect(await rowsOf('favourite_videos', visitor.id)).toEqual([]);
    expect(
      (await post('/api/favorites/add', undefined, { videoId: videoIds[0] }, favouriteVideoSchema))
        .statusCode,
    ).toBe(401);
  });
});

describe('favourite class types and studios', () => {
  it('adds, lists and removes class types; refuses a duplicate, an unknown type and another member’s id', async () => {
    const m = await t.newUser();
    const added = await post(
      '/api/favoriteClasses/add',
      m.token,
      { classId: 'Yoga' },
      favouriteClassTypeSchema,
    );
    expectOk(added, 201);
    expect(added.body.content).toEqual({ id: expect.any(Number), classId: 'Yoga' });
    expect(
      (
        await post(
          '/api/favoriteClasses/add',
          m.token,
          { classId: 'Yoga' },
          favouriteClassTypeSchema,
        )
      ).statusCode,
    ).toBe(409);
    const unknown = await post(
      '/api/favoriteClasses/add',
      m.token,
      { classId: 'Zumba' },
      favouriteClassTypeSchema,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.content).toMatch(/class type/);
    const list = await get(
      '/api/favoriteClasses/myFavoriteClasses',
      m.token,
      myFavoriteClassesAnswerSchema,
    );
    expect(list.body.content).toEqual([added.body.content]);
    const other = await t.newUser();
    expect(
      (
        await post(
          '/api/favoriteClasses/delete',
          other.token,
          { id: added.body.content.id },
          deletedFavouriteSchema,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/favoriteClasses/delete',
          m.token,
          { id: added.body.content.id },
          deletedFavouriteSchema,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await get('/api/favoriteClasses/myFavoriteClasses', m.token, myFavoriteClassesAnswerSchema))
        .body.content,
    ).toEqual([]);
  });

  it('adds, lists and removes studios; refuses a duplicate, an unknown studio and another member’s id', async () => {
    const m = await t.newUser();
    const [studio] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM studios WHERE in_catalogue ORDER BY id LIMIT 1',
    );
    const added = await post(
      '/api/favoriteStudios/add',
      m.token,
      { studioId: studio!.id },
      favouriteStudioSchema,
    );
    expectOk(added, 201);
    expect(added.body.content).toMatchObject({ studioId: studio!.id, studioName: studio!.name });
    expect(
      (
        await post(
          '/api/favoriteStudios/add',
          m.token,
          { studioId: studio!.id },
          favouriteStudioSchema,
        )
      ).statusCode,
    ).toBe(409);
    const unknown = await post(
      '/api/favoriteStudios/add',
      m.token,
      { studioId: 987654 },
      favouriteStudioSchema,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(favouriteTexts.unknownStudio);
    expect(
      (await get('/api/favoriteStudios/myFavoriteStudios', m.token, myFavoriteStudiosAnswerSchema))
        .body.content,
    ).toEqual([added.body.content]);
    const other = await t.newUser();
    expect(
      (
        await post(
          '/api/favoriteStudios/delete',
          other.token,
          { id: added.body.content.id },
          deletedFavouriteSchema,
        )
      ).statusCode,
    ).toBe(404);
    expect(await rowsOf('favourite_studios', m.id)).toHaveLength(1);
    expect(
      (
        await post(
          '/api/favoriteStudios/delete',
          m.token,
          { id: added.body.content.id },
          deletedFavouriteSchema,
        )
      ).statusCode,
    ).toBe(200);
    expect(await rowsOf('favourite_studios', m.id)).toEqual([]);
  });

  it('needs a login', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/favoriteStudios/myFavoriteStudios' })).statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          '/api/favoriteClasses/add',
          undefined,
          { classId: 'Yoga' },
          favouriteClassTypeSchema,
        )
      ).statusCode,
    ).toBe(401);
  });
});
