// The generated demo media (issue 52, item 6): until the maker has made a demo class's rendition
// or a studio's preview, asking for it says the video is being prepared (503), not that the link
// is bad; once made, it is served. Production, which never makes them, answers 404.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoDetailSchema, videoTexts } from '@jetsweat/contract';
import { answerOf, expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { demoMediaMissing } from './demo-media-routes.ts';
import { anyVideoId, newMember } from './test-fixtures.ts';

let t: TestApp;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'jetsweat-demo-media-'));
  t = await createTestApp({ env: { MEDIA_DIR: mediaDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

describe('demo media not made yet', () => {
  it("a demo class's signed link answers that its video is being prepared", async () => {
    const member = await newMember(t);
    const res = await t.call(
      { method: 'GET', url: `/api/video/${await anyVideoId(t)}`, token: member.token },
      videoDetailSchema,
    );
    expectOk(res);
    const media = await fetchMedia(res.body.content.streamUrl);
    expect(media.statusCode).toBe(503);
    expect(media.headers['retry-after']).toBe('60');
    expect(answerOf(media).body.content).toBe(videoTexts.demoVideoPreparing);
  });

  it("a studio's preview answers the same, then plays once made", async () => {
    const url = '/media/videos/explore-baristudio/index.m3u8';
    const before = await fetchMedia(url);
    expect(before.statusCode).toBe(503);
    expect(answerOf(before).body.content).toBe(videoTexts.demoVideoPreparing);

    const folder = path.join(mediaDir, 'videos/explore-baristudio');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'index.m3u8'), '#EXTM3U\n#EXT-X-ENDLIST\n');
    writeFileSync(path.join(folder, '0123456789abcdef.ts'), 'x'.repeat(188));
    const playlist = await fetchMedia(url);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTM3U');
    expect(playlist.headers['cache-control']).toBe('public, max-age=300');
    const segment = await fetchMedia('/media/videos/explore-baristudio/0123456789abcdef.ts');
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['cache-control']).toMatch(/immutable/);
  });

  it('refuses a path outside a preview folder', async () => {
    for (const url of [
      '/media/videos/explore-baristudio/../../secret',
      '/media/videos/explore-x/.key',
      '/media/videos/explore-x/a/b.ts',
    ])
      expect((await fetchMedia(url)).statusCode, url).toBe(404);
  });
});

describe('in production', () => {
  it('a missing demo video is not found, as production never makes the demo media', () => {
    const config = { ...t.deps.config, env: 'production' as const };
    expect(demoMediaMissing({ config }).statusCode).toBe(404);
    expect(demoMediaMissing(t.deps).statusCode).toBe(503);
  });
});
