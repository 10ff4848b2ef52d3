import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favouriteTexts, videoTexts } from '@jetsweat/contract';
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

const post = (url: string, token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url, token, payload });
const get = (url: string, token: string) => t.call({ method: 'GET', url, token });
const rowsOf = (table: string, userId: number) =>
  t.db.query(`SELECT * FROM ${table} WHERE user_id = $1`, [userId]);

describe('favourite classes', () => {
  it('adds a class, lists it newest first with its video, and marks it with favoriteId in the library', async () => {
    const m = await newMember(t);
    const first = await post('/api/favorites/add', m.token, { videoId: videoIds[0] });
    expect(first.statusCode).toBe(201);
    expect(first.body.status).toBe(1);
    expect(first.body.content).toMatchObject({ videoId: videoIds[0], video: { id: videoIds[0] } });
    t.clock.advance(1000);
    const second = await post('/api/favorites/add', m.token, { videoId: videoIds[1] });
    const list = await get('/api/favorites/myFavorites', m.token);
    expect(list.statusCode).toBe(200);
    expect(list.body.content.map((f: { id: number }) => f.id)).toEqual([
      second.body.content.id,
      first.body.content.id,
    ]);
    expect(list.body.content[0].video.favoriteId).toBe(second.body.content.id);
    const viaPost = await post('/api/favorites/myFavorites', m.token, {});
    expect(viaPost.body.content).toEqual(list.body.content);
    const page1 = (await listVideos(t, m.token, { pageSize: 100 })).body.content;
    const page2 = (await listVideos(t, m.token, { pageSize: 100, after: page1.at(-1).id })).body
      .content;
    const marked = [...page1, ...page2].filter((v: { favoriteId: number | null }) => v.favoriteId);
    expect(marked.map((v: { id: number }) => v.id).sort()).toEqual(
      [videoIds[0], videoIds[1]].sort(),
    );
    const detail = await get(`/api/video/${videoIds[0]}`, m.token);
    expect(detail.body.content.favoriteId).toBe(first.body.content.id);
  });

  it('refuses a duplicate with 409, also when two adds race, and keeps one record', async () => {
    const m = await newMember(t);
    const both = await Promise.all([
      post('/api/favorites/add', m.token, { videoId: videoIds[2] }),
      post('/api/favorites/add', m.token, { videoId: videoIds[2] }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const again = await post('/api/favorites/add', m.token, { videoId: videoIds[2] });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({ status: 0, content: favouriteTexts.alreadyFavourite });
    expect(await rowsOf('favourite_videos', m.id)).toHaveLength(1);
  });

  it('refuses an unknown class (404) and bad input (400), adding nothing', async () => {
    const m = await newMember(t);
    const unknown = await post('/api/favorites/add', m.token, { videoId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(videoTexts.videoNotFound);
    for (const body of [{}, { videoId: 'x' }, { videoId: -1 }])
      expect((await post('/api/favorites/add', m.token, body)).statusCode).toBe(400);
    expect(await rowsOf('favourite_videos', m.id)).toEqual([]);
  });

  it('removes the member’s own favourite, and answers 404 for another member’s or a removed one', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const fav = (await post('/api/favorites/add', owner.token, { videoId: videoIds[3] })).body
      .content;
    const theirs = await post('/api/favorites/delete', other.token, { favoriteId: fav.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body.content).toBe(favouriteTexts.favouriteNotFound);
    expect(await rowsOf('favourite_videos', owner.id)).toHaveLength(1);
    const mine = await post('/api/favorites/delete', owner.token, { favoriteId: fav.id });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toEqual({ status: 1, content: { id: fav.id } });
    expect(await rowsOf('favourite_videos', owner.id)).toEqual([]);
    expect(
      (await post('/api/favorites/delete', owner.token, { favoriteId: fav.id })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/favorites/delete', owner.token, { favoriteId: 'one' })).statusCode,
    ).toBe(400);
  });

  it('keeps favourite classes for members: 402 without a plan, 401 without a login', async () => {
    const visitor = await t.newUser();
    expect((await get('/api/favorites/myFavorites', visitor.token)).statusCode).toBe(402);
    const add = await post('/api/favorites/add', visitor.token, { videoId: videoIds[0] });
    expect(add.statusCode).toBe(402);
    expect(await rowsOf('favourite_videos', visitor.id)).toEqual([]);
    expect((await post('/api/favorites/add', undefined, { videoId: videoIds[0] })).statusCode).toBe(
      401,
    );
  });
});

describe('favourite class types and studios', () => {
  it('adds, lists and removes class types; refuses a duplicate, an unknown type and another member’s id', async () => {
    const m = await t.newUser();
    const added = await post('/api/favoriteClasses/add', m.token, { classId: 'Yoga' });
    expect(added.statusCode).toBe(201);
    expect(added.body.content).toEqual({ id: expect.any(Number), classId: 'Yoga' });
    expect((await post('/api/favoriteClasses/add', m.token, { classId: 'Yoga' })).statusCode).toBe(
      409,
    );
    const unknown = await post('/api/favoriteClasses/add', m.token, { classId: 'Zumba' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.content).toMatch(/class type/);
    const list = await get('/api/favoriteClasses/myFavoriteClasses', m.token);
    expect(list.body.content).toEqual([added.body.content]);
    const other = await t.newUser();
    expect(
      (await post('/api/favoriteClasses/delete', other.token, { id: added.body.content.id }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/favoriteClasses/delete', m.token, { id: added.body.content.id }))
        .statusCode,
    ).toBe(200);
    expect((await get('/api/favoriteClasses/myFavoriteClasses', m.token)).body.content).toEqual([]);
  });

  it('adds, lists and removes studios; refuses a duplicate, an unknown studio and another member’s id', async () => {
    const m = await t.newUser();
    const [studio] = await t.db.query<{ id: number; name: string }>(
      'SELECT id, name FROM studios WHERE in_catalogue ORDER BY id LIMIT 1',
    );
    const added = await post('/api/favoriteStudios/add', m.token, { studioId: studio!.id });
    expect(added.statusCode).toBe(201);
    expect(added.body.content).toMatchObject({ studioId: studio!.id, studioName: studio!.name });
    expect(
      (await post('/api/favoriteStudios/add', m.token, { studioId: studio!.id })).statusCode,
    ).toBe(409);
    const unknown = await post('/api/favoriteStudios/add', m.token, { studioId: 987654 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(favouriteTexts.unknownStudio);
    expect((await get('/api/favoriteStudios/myFavoriteStudios', m.token)).body.content).toEqual([
      added.body.content,
    ]);
    const other = await t.newUser();
    expect(
      (await post('/api/favoriteStudios/delete', other.token, { id: added.body.content.id }))
        .statusCode,
    ).toBe(404);
    expect(await rowsOf('favourite_studios', m.id)).toHaveLength(1);
    expect(
      (await post('/api/favoriteStudios/delete', m.token, { id: added.body.content.id }))
        .statusCode,
    ).toBe(200);
    expect(await rowsOf('favourite_studios', m.id)).toEqual([]);
  });

  it('needs a login', async () => {
    expect(
      (await t.call({ method: 'GET', url: '/api/favoriteStudios/myFavoriteStudios' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/favoriteClasses/add', undefined, { classId: 'Yoga' })).statusCode,
    ).toBe(401);
  });
});
