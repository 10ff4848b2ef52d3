import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  continueWatchingAnswerSchema,
  historyAnswerSchema,
  myFavoritesAnswerSchema,
  programListAnswerSchema,
  recommendedProgramsAnswerSchema,
  videoDetailSchema,
  videoListAnswerSchema,
  type Video,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from './test-fixtures.ts';

/**
 * A studio's own (white-label) site shows that studio's classes in the member area, and the main
 * site the whole network (issue 22, point 7): the library with its search and filters, programs,
 * favourites, history and continue watching, for a member of JetSweat's own plan on both sites.
 */

let t: TestApp;
let member: { token: string; id: number };
let brooksId: number;
let brooksClasses: number[];
let otherClasses: number[];
/** The request headers that reach a site: a studio's own domain, or the main site. */
type Site = Record<string, string>;
const brooks: Site = { host: 'brookspilates.localhost' };
const main: Site = {};

beforeAll(async () => {
  t = await createTestApp();
  member = await newMember(t);
  brooksId = (
    await t.db.query<{ id: number }>("SELECT id FROM studios WHERE short_name = 'brookspilates'")
  )[0]!.id;
  const published = await t.db.query<{ id: number; studio_id: number }>(
    'SELECT id, studio_id FROM videos WHERE published_at <= $1 ORDER BY id',
    [t.clock.now()],
  );
  brooksClasses = published.filter((v) => v.studio_id === brooksId).map((v) => v.id);
  otherClasses = published.filter((v) => v.studio_id !== brooksId).map((v) => v.id);
});
afterAll(() => t.close());

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** Every class the library answers for `body` on a site, page after page. */
async function library(headers: Site, body: Record<string, unknown> = {}): Promise<Video[]> {
  const seen: Video[] = [];
  for (let page = 0; page < 50; page++) {
    const after = seen.at(-1)?.id;
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/video/videos',
        token: member.token,
        headers,
        payload: { ...body, pageSize: 50, ...(after ? { after } : {}) },
      },
      videoListAnswerSchema,
    );
    expectOk(res);
    seen.push(...res.body.content);
    if (res.body.content.length < 50) return seen;
  }
  throw new Error('too many pages');
}

/** A program of `classes` (week 1, in order), published now. */
async function insertProgram(slug: string, classes: number[]): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO programs (slug, title, poster_path, published_at, recommendation_rank)
     VALUES ($1, $1, '/media/programs/test.svg', $2, 0) RETURNING id`,
    [slug, t.clock.now()],
  );
  for (const [i, videoId] of classes.entries()) {
    await t.db.query(
      'INSERT INTO program_classes (program_id, week, position, video_id) VALUES ($1, 1, $2, $3)',
      [row!.id, i + 1, videoId],
    );
  }
  return row!.id;
}

describe("the member area on a studio's own site", () => {
  it('lists only the studio’s classes there, and the whole network on the main site', async () => {
    expect(brooksClasses.length).toBeGreaterThan(0);
    const there = await library(brooks);
    expect(sorted(there.map((v) => v.id))).toEqual(brooksClasses);
    expect(new Set(there.map((v) => v.studioShortName))).toEqual(new Set(['brookspilates']));
    const everywhere = await library(main);
    expect(sorted(everywhere.map((v) => v.id))).toEqual(
      sorted([...brooksClasses, ...otherClasses]),
    );
  });

  it('keeps search, filters and every order within the studio’s classes', async () => {
    const [first] = await library(brooks);
    const found = await library(brooks, { search: first!.title });
    expect(found.map((v) => v.id)).toContain(first!.id);
    expect(found.every((v) => v.studioId === brooksId)).toBe(true);
    const other = (await library(main)).find((v) => v.studioId !== brooksId)!;
    expect(await library(brooks, { search: other.title })).not.toContainEqual(
      expect.objectContaining({ id: other.id }),
    );
    expect(await library(brooks, { studio: [other.studioId] })).toEqual([]);
    for (const sort of ['newest', 'shortest', 'longest', 'highest'] as const) {
      const ids = (await library(brooks, { sort: { [sort]: true } })).map((v) => v.id);
      expect(sorted(ids), sort).toEqual(brooksClasses);
    }
    const pilates = await library(brooks, { classType: [first!.classType] });
    expect(pilates.length).toBeGreaterThan(0);
    expect(pilates.every((v) => v.studioId === brooksId)).toBe(true);
  });

  it('lists only the programs made of the studio’s classes alone', async () => {
    const own = await insertProgram('brooks-only-test', brooksClasses.slice(0, 2));
    const mixed = await insertProgram('brooks-and-more-test', [
      brooksClasses[0]!,
      otherClasses[0]!,
    ]);
    const programs = async (headers: Site) => {
      const res = await t.call(
        { method: 'GET', url: '/api/video/programs', token: member.token, headers },
        programListAnswerSchema,
      );
      expectOk(res);
      return res.body.content.map((p) => p.id);
    };
    const recommended = async (headers: Site) => {
      const res = await t.call(
        { method: 'GET', url: '/api/programs/list', token: member.token, headers },
        recommendedProgramsAnswerSchema,
      );
      expectOk(res);
      return res.body.content.recommendedPrograms.map((p) => p.id);
    };
    expect(await programs(brooks)).toEqual([own]);
    expect(await recommended(brooks)).toEqual([own]);
    const onMain = await programs(main);
    expect(onMain).toEqual(expect.arrayContaining([own, mixed]));
    expect(onMain.length).toBeGreaterThan(2);
    expect(await recommended(main)).toContain(own);
  });

  it('shows history, continue watching and favourites of the studio’s classes only', async () => {
    const mine = brooksClasses[0]!;
    const theirs = otherClasses[0]!;
    const at = t.clock.now();
    for (const videoId of [mine, theirs]) {
      await t.db.query(
        `INSERT INTO video_positions (user_id, video_id, position_seconds, finished, watched_at)
         VALUES ($1, $2, 60, false, $3)`,
        [member.id, videoId, at],
      );
      const added = await t.call({
        method: 'POST',
        url: '/api/favorites/add',
        token: member.token,
        payload: { videoId },
      });
      expect(added.statusCode).toBe(201);
    }
    const read = async (headers: Site) => {
      const call = (url: string) => ({
        method: 'POST' as const,
        url,
        token: member.token,
        headers,
        payload: {},
      });
      const history = await t.call(call('/api/history/myHistory'), historyAnswerSchema);
      const going = await t.call(
        call('/api/history/continueWatching'),
        continueWatchingAnswerSchema,
      );
      const favourites = await t.call(call('/api/favorites/myFavorites'), myFavoritesAnswerSchema);
      expectOk(history);
      expectOk(going);
      expectOk(favourites);
      return {
        history: sorted(history.body.content.map((h) => h.id)),
        continueWatching: sorted(going.body.content.map((h) => h.id)),
        favourites: sorted(favourites.body.content.map((f) => f.videoId)),
      };
    };
    expect(await read(brooks)).toEqual({
      history: [mine],
      continueWatching: [mine],
      favourites: [mine],
    });
    const both = sorted([mine, theirs]);
    expect(await read(main)).toEqual({ history: both, continueWatching: both, favourites: both });
  });

  it('still opens another studio’s class by its address (a workout on the schedule links to it)', async () => {
    const res = await t.call(
      { method: 'GET', url: `/api/video/${otherClasses[0]}`, token: member.token, headers: brooks },
      videoDetailSchema,
    );
    expectOk(res);
    expect(res.body.content.id).toBe(otherClasses[0]);
  });
});
