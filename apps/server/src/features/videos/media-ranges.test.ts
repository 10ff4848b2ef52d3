// How the class media are delivered (issue 27, item 4): byte ranges from the media folder and
// from the file storage (the disk and S3), caching for as long as the link works, and the signed
// link checked by its signature alone: serving a playlist or a segment asks the database nothing.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { pgliteOf, poolOf } from '../../platform/db/open.ts';
import { storageKeyOf } from './recorded-media.ts';
import { signMediaPath } from './stream-signing.ts';

/** A segment whose every byte tells where it is: byte i is i. */
const SEGMENT = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
const RENDITION: Record<string, string | Buffer> = {
  'index.m3u8': ['#EXTM3U', '#EXT-X-STREAM-INF:BANDWIDTH=100000', 'video.m3u8'].join('\n'),
  'video.m3u8': ['#EXTM3U', '#EXT-X-TARGETDURATION:6', '#EXTINF:6.0,', 'seg.ts'].join('\n'),
  'seg.ts': SEGMENT,
};
/** The rendition in the media folder, and a recorded class's in the file storage. */
const FOLDERS = ['classes/shared/', 'classes/recorded-5/'];
const LINK_SECONDS = 300;

let mediaDir: string;
let dataDir: string;
let s3: S3TestServer;
const apps: { storage: string; t: TestApp }[] = [];

async function startApp(storage: string, env: Record<string, string>) {
  const t = await createTestApp({ seed: false, env: { MEDIA_DIR: mediaDir, ...env } });
  for (const [name, body] of Object.entries(RENDITION))
    await t.deps.storage.put(storageKeyOf(FOLDERS[1]!, name), Buffer.from(body));
  apps.push({ storage, t });
}

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'jetsweat-media-'));
  dataDir = mkdtempSync(path.join(tmpdir(), 'jetsweat-data-'));
  mkdirSync(path.join(mediaDir, FOLDERS[0]!), { recursive: true });
  for (const [name, body] of Object.entries(RENDITION))
    writeFileSync(path.join(mediaDir, FOLDERS[0]!, name), body);
  s3 = await startS3TestServer();
  const bucket = await s3.bucket();
  await startApp('disk', { DATA_DIR: dataDir });
  await startApp('S3', {
    STORAGE: 's3',
    S3_BUCKET: bucket.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'test',
    S3_SECRET_ACCESS_KEY: 'test-secret',
  });
});
afterAll(async () => {
  for (const { t } of apps) await t.close();
  await s3?.stop();
  rmSync(mediaDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

/** A signed link to `file` of the rendition in `folder`, as the class's detail hands it out. */
function link(t: TestApp, folder: string, file: string) {
  const expiresAt = Math.floor(t.clock.now().getTime() / 1000) + LINK_SECONDS;
  const url = signMediaPath(t.config.media.signingSecret, `/media/${folder}index.m3u8`, {
    videoId: 1,
    expiresAt,
  });
  return url!.replace(/index\.m3u8$/, file);
}

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const cases = () =>
  apps.flatMap(({ storage, t }) =>
    FOLDERS.map((folder) => ({ t, folder, name: `${folder} (storage: ${storage})` })),
  );

describe('a segment asked in part', () => {
  it('is answered 206 with the bytes asked, from the media folder and from either storage', async () => {
    for (const { t, folder, name } of cases()) {
      const url = link(t, folder, 'seg.ts');
      const part = await get(t, url, { range: 'bytes=10-19' });
      expect(part.statusCode, name).toBe(206);
      expect(part.headers['content-range'], name).toBe('bytes 10-19/256');
      expect(part.headers['content-length'], name).toBe('10');
      expect(part.rawPayload.equals(SEGMENT.subarray(10, 20)), name).toBe(true);
      const tail = await get(t, url, { range: 'bytes=250-' });
      expect(tail.statusCode, name).toBe(206);
      expect(tail.rawPayload.equals(SEGMENT.subarray(250)), name).toBe(true);
      const last = await get(t, url, { range: 'bytes=-6' });
      expect(last.headers['content-range'], name).toBe('bytes 250-255/256');
      const past = await get(t, url, { range: 'bytes=256-' });
      expect(past.statusCode, name).toBe(416);
      // The file storage's answer says the size too (@fastify/static's error answer does not).
      if (folder === FOLDERS[1]) expect(past.headers['content-range'], name).toBe('bytes */256');
    }
  });

  it('is answered whole without a Range, saying that ranges are served', async () => {
    for (const { t, folder, name } of cases()) {
      const whole = await get(t, link(t, folder, 'seg.ts'));
      expect(whole.statusCode, name).toBe(200);
      expect(whole.headers['accept-ranges'], name).toBe('bytes');
      expect(whole.headers['content-length'], name).toBe('256');
      expect(whole.headers['content-type'], name).toBe('video/mp2t');
      expect(whole.rawPayload.equals(SEGMENT), name).toBe(true);
    }
  });

  it('may be kept by the browser, unchanged, for as long as its link works', async () => {
    for (const { t, folder, name } of cases()) {
      for (const file of ['index.m3u8', 'seg.ts']) {
        const res = await get(t, link(t, folder, file));
        expect(res.headers['cache-control'], `${name} ${file}`).toBe(
          `private, max-age=${LINK_SECONDS}, immutable`,
        );
      }
    }
  });
});

/** Counts the statements the app's database runs (the embedded one, or a PostgreSQL pool's). */
function watchQueries(t: TestApp) {
  const pglite = pgliteOf(t.deps.db);
  const pool = poolOf(t.deps.db);
  const spies = pglite
    ? [vi.spyOn(pglite, 'query'), vi.spyOn(pglite, 'exec'), vi.spyOn(pglite, 'transaction')]
    : [vi.spyOn(pool!, 'connect'), vi.spyOn(pool!, 'query')];
  return {
    count: () => spies.reduce((n, s) => n + s.mock.calls.length, 0),
    stop: () => spies.forEach((s) => s.mockRestore()),
  };
}

describe('serving the media through a signed link', () => {
  it('asks the database nothing: the link is checked by its signature alone', async () => {
    for (const { t, folder, name } of cases()) {
      // Known to count: a call that reads the database is seen.
      const check = watchQueries(t);
      await t.deps.db.selectFrom('users').select('id').limit(1).execute();
      expect(check.count(), name).toBeGreaterThan(0);
      check.stop();

      const queries = watchQueries(t);
      try {
        for (const file of ['index.m3u8', 'video.m3u8', 'seg.ts'])
          expect((await get(t, link(t, folder, file))).statusCode, `${name} ${file}`).toBe(200);
        const part = await get(t, link(t, folder, 'seg.ts'), { range: 'bytes=0-99' });
        expect(part.statusCode, name).toBe(206);
        expect(queries.count(), name).toBe(0);
      } finally {
        queries.stop();
      }
    }
  });
});
