// Uploads under way (issue 50, item 6): one per class and CONSOLE_UPLOADS_PER_STUDIO per studio at
// once, across instances, and an upload that stopped lets go of its places after a while.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CONSOLE_UPLOAD_IDLE_MINUTES,
  CONSOLE_UPLOADS_PATH,
  CONSOLE_UPLOADS_PER_STUDIO,
  consoleVideoSchema,
  consoleVideoTexts,
} from '@jetsweat/contract';
import type { TestApp } from '../../../../test/harness.ts';
import { BK, BROOKS, type Callers } from '../console-kit.ts';
import { createUpload, detailsBody, patchUpload, videosUrl, videoTestApp } from './video-kit.ts';

let t: TestApp;
let who: Callers;
let clip: Buffer;
let bkInstructor: number;

beforeAll(async () => {
  ({ t, who, clip, bkInstructor } = await videoTestApp('upload-places'));
});
afterAll(() => t.close());

async function newVideo(studioId = BK, token = who.bkAdmin) {
  const [instructor] = await t.db.query<{ id: number }>(
    'SELECT id FROM studio_instructors WHERE studio_id = $1 ORDER BY position LIMIT 1',
    [studioId],
  );
  const body = detailsBody(studioId === BK ? bkInstructor : instructor!.id);
  return t.okContent(
    { method: 'POST', url: videosUrl(studioId), token, payload: body },
    consoleVideoSchema,
    201,
  );
}

const start = (videoId: number, on: TestApp = t, token = who.bkAdmin) =>
  createUpload(on, token, { videoId, length: clip.length });

/** The places held now, by key (attempt_slots rows still in their time). */
const placesHeld = async () =>
  (
    await t.db.query<{ key: string }>(
      "SELECT key FROM attempt_slots WHERE key LIKE 'console-upload:%' AND held_until > $1 ORDER BY key",
      [t.clock.now()],
    )
  ).map((r) => r.key);

const refusal = (res: { statusCode: number; body: string }) => ({
  status: res.statusCode,
  content: (JSON.parse(res.body) as { content: unknown }).content,
});

/** Every place left over from one test is let go of before the next. */
async function letAllGo() {
  t.clock.advance(CONSOLE_UPLOAD_IDLE_MINUTES * 60_000 + 1000);
}

describe('uploads under way', () => {
  it('runs one upload of a class at a time: a second answers 409 until the first ends', async () => {
    const v = await newVideo();
    const first = await start(v.id);
    expect(first.statusCode).toBe(201);
    const second = await start(v.id);
    expect(refusal(second)).toEqual({ status: 409, content: consoleVideoTexts.uploadUnderWay });
    expect(second.headers.location).toBeUndefined();
    expect(await placesHeld()).toEqual([
      `console-upload:studio:${BK}`,
      `console-upload:video:${v.id}`,
    ]);
    // The first one goes on, in parts, and its last byte frees its places.
    const location = first.headers.location as string;
    const half = Math.floor(clip.length / 2);
    expect((await patchUpload(t, who.bkAdmin, location, clip.subarray(0, half))).statusCode).toBe(
      204,
    );
    const done = await patchUpload(t, who.bkAdmin, location, clip.subarray(half), half);
    expect(done.statusCode).toBe(204);
    expect(await placesHeld()).toEqual([]);
    const [row] = await t.db.query<{ state: string }>(
      'SELECT state FROM console_videos WHERE id = $1',
      [v.id],
    );
    expect(row!.state).toBe('processing');
  });

  it('holds no place for a creation tus refuses', async () => {
    const v = await newVideo();
    // Without the protocol's version header tus answers 412 and makes no upload.
    const refused = await t.app.inject({
      method: 'POST',
      url: CONSOLE_UPLOADS_PATH,
      headers: {
        authorization: `Bearer ${who.bkAdmin}`,
        'upload-length': String(clip.length),
        'upload-metadata': `videoId ${Buffer.from(String(v.id)).toString('base64')}`,
      },
    });
    expect(refused.statusCode).toBe(412);
    // Freed once tus has answered.
    await vi.waitFor(async () => expect(await placesHeld()).toEqual([]));
    expect((await start(v.id)).statusCode).toBe(201);
    await letAllGo();
  });

  it('lets an upload that stopped go after the idle time; its next part is then refused', async () => {
    const v = await newVideo();
    const stalled = await start(v.id);
    expect(stalled.statusCode).toBe(201);
    const location = stalled.headers.location as string;
    // A part within the idle time keeps the place.
    t.clock.advance((CONSOLE_UPLOAD_IDLE_MINUTES - 1) * 60_000);
    const part = await patchUpload(t, who.bkAdmin, location, clip.subarray(0, 100));
    expect(part.statusCode).toBe(204);
    t.clock.advance((CONSOLE_UPLOAD_IDLE_MINUTES - 1) * 60_000);
    expect((await start(v.id)).statusCode).toBe(409);
    // Then nothing for the idle time: a new upload takes over.
    t.clock.advance(CONSOLE_UPLOAD_IDLE_MINUTES * 60_000);
    const fresh = await start(v.id);
    expect(fresh.statusCode).toBe(201);
    const late = await patchUpload(t, who.bkAdmin, location, clip.subarray(100), 100);
    expect(refusal(late)).toEqual({ status: 409, content: consoleVideoTexts.uploadUnderWay });
    const done = await patchUpload(t, who.bkAdmin, fresh.headers.location as string, clip);
    expect(done.statusCode).toBe(204);
  });

  it(`holds a studio to ${CONSOLE_UPLOADS_PER_STUDIO} uploads at once across instances`, async () => {
    await letAllGo();
    const other = await t.secondInstance();
    const elsewhere: TestApp = { ...t, app: other.app };
    const videos = await Promise.all(
      Array.from({ length: CONSOLE_UPLOADS_PER_STUDIO + 3 }, () => newVideo()),
    );
    // All at once, half through each instance: exactly the studio's places are given.
    const answers = await Promise.all(
      videos.map((v, i) => start(v.id, i % 2 === 0 ? t : elsewhere)),
    );
    const started = answers.filter((r) => r.statusCode === 201);
    expect(started).toHaveLength(CONSOLE_UPLOADS_PER_STUDIO);
    for (const r of answers.filter((a) => a.statusCode !== 201))
      expect(refusal(r)).toEqual({ status: 429, content: consoleVideoTexts.tooManyUploads });
    // A refused class holds no place of its own.
    expect((await placesHeld()).filter((k) => k.startsWith('console-upload:video:'))).toHaveLength(
      CONSOLE_UPLOADS_PER_STUDIO,
    );
    // Another studio is not held back by this one.
    const brooks = await newVideo(BROOKS, who.brooksAdmin);
    expect((await start(brooks.id, t, who.brooksAdmin)).statusCode).toBe(201);
    // Ending one upload (tus's DELETE) frees its place for a waiting class.
    const ended = await t.app.inject({
      method: 'DELETE',
      url: started[0]!.headers.location as string,
      headers: { authorization: `Bearer ${who.bkAdmin}`, 'tus-resumable': '1.0.0' },
    });
    expect(ended.statusCode).toBe(204);
    const waiting = videos[answers.findIndex((r) => r.statusCode === 429)]!;
    expect((await start(waiting.id, elsewhere)).statusCode).toBe(201);
  });
});
