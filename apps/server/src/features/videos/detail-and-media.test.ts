import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  videoTexts,
  videoDetailSchema,
  programListAnswerSchema,
  recommendedProgramsAnswerSchema,
  programSchema,
  programInfoAnswerSchema,
} from '@jetsweat/contract';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { ensureDemoMedia, MAKING_TIMEOUT_MS, testMediaDir } from '../../../test/demo-media.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { anyVideoId, newMember } from './test-fixtures.ts';

let t: TestApp;
let member: { token: string; id: number };
let videoId: number;
beforeAll(async () => {
  // The demo classes' renditions are generated, not committed (demo-media.ts).
  ensureDemoMedia();
  t = await createTestApp({ env: { MEDIA_DIR: testMediaDir } });
  member = await newMember(t);
  videoId = await anyVideoId(t);
}, MAKING_TIMEOUT_MS);
afterAll(() => t.close());

const detail = (token: string | undefined, id: number | string) =>
  t.call({ method: 'GET', url: `/api/video/${id}`, token }, videoDetailSchema);
/** The class as the member's player reads it. */
async function playable() {
  const res = await detail(member.token, videoId);
  expectOk(res);
  return res.body.content;
}
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/video/{videoId}', () => {
  it('answers the class with its heart-rate factor, a signed stream and captions, and no resume point yet', async () => {
    const res = await detail(member.token, videoId);
    expectOk(res);
    const [stored] = await t.db.query<{ mhr: number; duration_seconds: number }>(
      'SELECT mhr, duration_seconds FROM videos WHERE id = $1',
      [videoId],
    );
    const v = res.body.content;
    expect(v).toMatchObject({
      id: videoId,
      mhr: stored!.mhr,
      duration: stored!.duration_seconds,
      resumeAt: null,
    });
    // A demo class plays its rendition looped to the length it is listed at (…-30m for 30 min).
    const minutes = stored!.duration_seconds / 60;
    expect(v.streamUrl).toMatch(
      new RegExp(
        `^/media/signed/${videoId}/\\d+/[\\w-]{43}/index-${minutes}m\\.m3u8/classes/[a-z0-9-]+/index-${minutes}m\\.m3u8$`,
      ),
    );
    expect(v.captionsUrl).toMatch(new RegExp(`^/media/signed/.+/captions-${minutes}m\\.vtt$`));
    expect(new Date(v.streamExpiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('refuses a person without a plan (402), a visitor (401), an unknown class (404) and a bad id (400)', async () => {
    const visitor = await t.newUser();
    expect((await detail(visitor.token, videoId)).statusCode).toBe(402);
    expect((await detail(undefined, videoId)).statusCode).toBe(401);
    const missing = await detail(member.token, 99999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.body.content).toBe(videoTexts.videoNotFound);
    expect((await detail(member.token, 'abc')).statusCode).toBe(400);
  });
});

describe('signed class media', () => {
  it('serves the playlist, its rendition, segments and captions through the signed link', async () => {
    const v = await playable();
    const master = await fetchMedia(v.streamUrl);
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('#EXTM3U');
    expect(master.headers['cache-control']).toMatch(/^private/);
    const base = v.streamUrl.replace(/[^/]+$/, '');
    const rendition = master.body
      .split('\n')
      .find((l: string) => l.endsWith('.m3u8') && !l.startsWith('#'))!;
    const playlist = await fetchMedia(base + rendition);
    expect(playlist.statusCode).toBe(200);
    const segment = playlist.body.split('\n').find((l: string) => l.endsWith('.ts'))!;
    const seg = await fetchMedia(base + segment);
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload.length).toBeGreaterThan(1000);
    const captions = await fetchMedia(v.captionsUrl);
    expect(captions.statusCode).toBe(200);
    expect(captions.body).toMatch(/^WEBVTT/);
  });

  it('refuses the same files without a signature, with a changed one, for another folder, and after expiry', async () => {
    const v = await playable();
    const plain = v.streamUrl.replace(/^\/media\/signed\/\d+\/\d+\/[\w-]+\/[\w.-]+/, '/media');
    expect((await fetchMedia(plain)).statusCode).toBe(404);
    const tampered = v.streamUrl.replace(
      /\/([\w-]{43})\//,
      (_m: string, sig: string) => `/${sig.slice(0, 42)}${sig.endsWith('A') ? 'B' : 'A'}/`,
    );
    expect((await fetchMedia(tampered)).statusCode).toBe(403);
    const otherFolder = v.streamUrl.replace(/classes\/[a-z0-9-]+\//, 'classes/other-class/');
    expect((await fetchMedia(otherFolder)).statusCode).toBe(403);
    const longer = v.streamUrl.replace(
      /signed\/(\d+)\/(\d+)\//,
      (_m: string, id: string, exp: string) => `signed/${id}/${Number(exp) + 3600}/`,
    );
    expect((await fetchMedia(longer)).statusCode).toBe(403);
    expect(
      (await fetchMedia(v.streamUrl.replace(/index-\d+m\.m3u8/, '..%2F..%2Fposters'))).statusCode,
    ).toBe(403);
    // The same folder's 90-second playlists are not among the files this class's master names.
    expect((await fetchMedia(v.streamUrl.replace(/[^/]+$/, '360p.m3u8'))).statusCode).toBe(403);
    t.clock.advance(t.config.media.linkSeconds * 1000);
    try {
      const expired = await fetchMedia(v.streamUrl);
      expect(expired.statusCode).toBe(403);
      expect(answerOf(expired).body.content).toBe(videoTexts.streamLinkExpired);
    } finally {
      t.clock.advance(-t.config.media.linkSeconds * 1000);
    }
  });
});

describe('programs', () => {
  it('lists every program with its weeks, classes and length, and recommends some', async () => {
    const all = await t.call(
      { method: 'GET', url: '/api/video/programs', token: member.token },
      programListAnswerSchema,
    );
    expectOk(all);
    expect(all.body.content.length).toBeGreaterThanOrEqual(6);
    const first = all.body.content[0]!;
    expect(first.weeks).toBeGreaterThan(0);
    expect(first.classCount).toBeGreaterThan(0);
    expect(first.totalDuration).toBeGreaterThan(0);
    const rec = await t.call(
      { method: 'GET', url: '/api/programs/list', token: member.token },
      recommendedProgramsAnswerSchema,
    );
    expectOk(rec);
    expect(rec.body.content.recommendedPrograms.map((p) => p.id)).toEqual(
      all.body.content.slice(0, 6).map((p) => p.id),
    );
  });

  it('answers one program with its classes week by week, and 404 for an unknown one', async () => {
    const [p] = await t.db.query<{ id: number; n: number }>(
      'SELECT program_id AS id, count(*)::int AS n FROM program_classes GROUP BY program_id ORDER BY program_id LIMIT 1',
    );
    const res = await t.call(
      {
        method: 'GET',
        url: `/api/video/programs/${p!.id}`,
        token: member.token,
      },
      programSchema,
    );
    expectOk(res);
    const classes = res.body.content.schedule.flatMap((w) => w.classes);
    expect(classes).toHaveLength(p!.n);
    expect(res.body.content.schedule[0]?.week).toBe(1);
    const missing = await t.call({
      method: 'GET',
      url: '/api/video/programs/999999',
      token: member.token,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.content).toBe(videoTexts.programNotFound);
  });

  it('keeps programs for members: 402 without a plan', async () => {
    const visitor = await t.newUser();
    for (const url of ['/api/video/programs', '/api/programs/list'])
      expect((await t.call({ method: 'GET', url, token: visitor.token })).statusCode).toBe(402);
  });

  it('names the programs of the member’s own workouts only, and refuses another member’s id', async () => {
    const [pc] = await t.db.query<{ program_id: number; video_id: number }>(
      'SELECT program_id, video_id FROM program_classes ORDER BY program_id LIMIT 1',
    );
    await t.db.query(
      `INSERT INTO workouts (user_id, video_id, program_id, status, scheduled_for, created_at)
       VALUES ($1, $2, $3, 'scheduled', $4, $4)`,
      [member.id, pc!.video_id, pc!.program_id, t.clock.now()],
    );
    const mine = await t.call(
      {
        method: 'POST',
        url: '/api/program/getProgramInfo',
        token: member.token,
        payload: { fromDate: '2026-01-01', toDate: '2026-12-31', authUserInfo: { id: member.id } },
      },
      programInfoAnswerSchema,
    );
    expectOk(mine);
    expect(mine.body.content.map((p) => p.id)).toContain(pc!.program_id);
    const other = await t.newUser();
    const theirs = await t.call({
      method: 'POST',
      url: '/api/program/getProgramInfo',
      token: other.token,
      payload: {},
    });
    expect(theirs.body.content).toEqual([]);
    const spoof = await t.call({
      method: 'POST',
      url: '/api/program/getProgramInfo',
      token: other.token,
      payload: { authUserInfo: { id: member.id } },
    });
    expect(spoof.statusCode).toBe(403);
    const bad = await t.call({
      method: 'POST',
      url: '/api/program/getProgramInfo',
      token: other.token,
      payload: { fromDate: 'yesterday' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
