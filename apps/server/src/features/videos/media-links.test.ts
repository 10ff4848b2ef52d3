// Signed media links (issue 19, item 8): one class's rendition only, even in a shared folder; a
// short life; refreshed only for a member still logged in and entitled.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoDetailSchema, videoTexts } from '@jetsweat/contract';
import { after, DAY } from '../../../test/billing-kit.ts';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from './test-fixtures.ts';

let t: TestApp;
let mediaDir: string;
let classA: number;
let classB: number;

/** Two classes whose renditions share one folder, as the demo's yoga classes share theirs. */
function writeSharedFolder(dir: string) {
  const folder = path.join(dir, 'classes/shared');
  mkdirSync(folder, { recursive: true });
  const media = (segments: string[]) =>
    [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:6',
      ...segments.flatMap((s) => ['#EXTINF:6.0,', s]),
      '#EXT-X-ENDLIST',
    ].join('\n');
  const master = (playlist: string) =>
    ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=100000', playlist].join('\n');
  const files: Record<string, string> = {
    'a.m3u8': master('a-video.m3u8'),
    'a-video.m3u8': media(['a1.ts', 'a2.ts']),
    'a1.ts': 'A1'.repeat(100),
    'a2.ts': 'A2'.repeat(100),
    'a.vtt': 'WEBVTT\n',
    'b.m3u8': master('b-video.m3u8'),
    'b-video.m3u8': media(['b1.ts']),
    'b1.ts': 'B1'.repeat(100),
    'b.vtt': 'WEBVTT\n',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'jetsweat-media-'));
  writeSharedFolder(mediaDir);
  t = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
  const ids = await t.db.query<{ id: number }>(
    'SELECT id FROM videos ORDER BY recommendation_rank, id LIMIT 2',
  );
  [classA, classB] = ids.map((r) => r.id) as [number, number];
  for (const [id, name] of [
    [classA, 'a'],
    [classB, 'b'],
  ] as const) {
    await t.db.query('UPDATE videos SET stream_path = $2, captions_path = $3 WHERE id = $1', [
      id,
      `/media/classes/shared/${name}.m3u8`,
      `/media/classes/shared/${name}.vtt`,
    ]);
  }
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const detail = (token: string | undefined, id: number) =>
  t.call({ method: 'GET', url: `/api/video/${id}`, token }, videoDetailSchema);
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });
/** The same signed link, asking for another file of the folder. */
const sibling = (url: string, file: string) => url.replace(/[^/]+$/, file);

async function linkFor(token: string, id: number) {
  const res = await detail(token, id);
  expectOk(res);
  return res.body.content;
}

describe('the scope of a signed link', () => {
  it("opens its class's playlists and segments, and none of another class's in the same folder", async () => {
    const member = await newMember(t);
    const a = await linkFor(member.token, classA);
    for (const file of ['a.m3u8', 'a-video.m3u8', 'a1.ts', 'a2.ts'])
      expect((await fetchMedia(sibling(a.streamUrl, file))).statusCode, file).toBe(200);
    for (const file of ['b.m3u8', 'b-video.m3u8', 'b1.ts', 'b.vtt', 'a.vtt']) {
      const res = await fetchMedia(sibling(a.streamUrl, file));
      expect(res.statusCode, file).toBe(403);
      expect(answerOf(res).body.content).toBe(videoTexts.streamLinkInvalid);
    }
    // B's own link opens B's files.
    const b = await linkFor(member.token, classB);
    expect((await fetchMedia(sibling(b.streamUrl, 'b1.ts'))).statusCode).toBe(200);
  });

  it('opens with a captions link only the captions', async () => {
    const member = await newMember(t);
    const a = await linkFor(member.token, classA);
    expect((await fetchMedia(a.captionsUrl)).statusCode).toBe(200);
    expect((await fetchMedia(sibling(a.captionsUrl, 'a1.ts'))).statusCode).toBe(403);
  });

  it('is refused when the class or the entry it names is changed', async () => {
    const member = await newMember(t);
    const a = await linkFor(member.token, classA);
    const otherClass = a.streamUrl.replace(`/signed/${classA}/`, `/signed/${classB}/`);
    expect((await fetchMedia(otherClass)).statusCode).toBe(403);
    const otherEntry = a.streamUrl.replace('/a.m3u8/', '/b.m3u8/').replace(/a\.m3u8$/, 'b1.ts');
    expect((await fetchMedia(otherEntry)).statusCode).toBe(403);
  });
});

describe('the life of a signed link', () => {
  it('lasts MEDIA_LINK_SECONDS (5 minutes), then answers that it expired', async () => {
    expect(t.config.media.linkSeconds).toBe(300);
    const member = await newMember(t);
    const a = await linkFor(member.token, classA);
    expect(new Date(a.streamExpiresAt).getTime() - t.clock.now().getTime()).toBe(300_000);
    expect(a.streamLinkSeconds).toBe(300);
    const segment = sibling(a.streamUrl, 'a2.ts');
    t.clock.advance(299_000);
    const last = await fetchMedia(segment);
    expect(last.statusCode).toBe(200);
    // The browser keeps a file no longer than its link works; shared caches not at all.
    expect(last.headers['cache-control']).toBe('private, max-age=1, immutable');
    t.clock.advance(1_000);
    const expired = await fetchMedia(segment);
    expect(expired.statusCode).toBe(403);
    expect(answerOf(expired).body.content).toBe(videoTexts.streamLinkExpired);
  });

  it('is refreshed for a member still logged in, and not after logout', async () => {
    const member = await newMember(t);
    const first = await linkFor(member.token, classA);
    t.clock.advance(150_000);
    const fresh = await linkFor(member.token, classA);
    expect(fresh.streamUrl).not.toBe(first.streamUrl);
    expect(new Date(fresh.streamExpiresAt).getTime()).toBeGreaterThan(
      new Date(first.streamExpiresAt).getTime(),
    );
    const out = await t.call({ method: 'POST', url: '/api/user/logout', token: member.token });
    expect(out.statusCode).toBe(200);
    const refused = await detail(member.token, classA);
    expect(refused.statusCode).toBe(401);
    expect(refused.body.status).toBe(0);
    // What was handed out before stops within one link life.
    t.clock.advance(300_000);
    expect((await fetchMedia(sibling(fresh.streamUrl, 'a1.ts'))).statusCode).toBe(403);
  });

  it('is not refreshed once the subscription has ended', async () => {
    const member = await newMember(t);
    const cancel = await t.call({
      method: 'POST',
      url: '/api/user/subscription/cancel',
      token: member.token,
    });
    expect(cancel.statusCode).toBe(200);
    // Cancelled in the trial: still entitled until the trial ends.
    const before = await linkFor(member.token, classA);
    await after(t, 8 * DAY);
    const refused = await detail(member.token, classA);
    expect(refused.statusCode).toBe(402);
    expect((await fetchMedia(sibling(before.streamUrl, 'a1.ts'))).statusCode).toBe(403);
  });
});
