// The console's on-demand classes (issue 25, point 4): a studio admin uploads a video by tus, the
// job transcodes it to the HLS ladder, and once published it plays in the member library.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleTexts,
  consoleVideoListSchema,
  consoleVideoSchema,
  consoleVideoTexts,
  videoDetailSchema,
} from '@jetsweat/contract';
import type { TestApp } from '../../../../test/harness.ts';
import { BK, BROOKS, type Callers } from '../console-kit.ts';
import { processConsoleVideo } from './video-transcode-job.ts';
import { createUpload, detailsBody, patchUpload, videosUrl, videoTestApp } from './video-kit.ts';

let t: TestApp;
let who: Callers;
let clip: Buffer;
let bkInstructor: number;
const log = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  ({ t, who, clip, bkInstructor } = await videoTestApp('upload-test'));
});
afterAll(() => t.close());

const row = async (id: number) =>
  (
    await t.db.query<{ state: string; failure: string | null; video_id: number | null }>(
      'SELECT state, failure, video_id FROM console_videos WHERE id = $1',
      [id],
    )
  )[0]!;
const auditOf = async (id: number) =>
  (
    await t.db.query<{ action: string }>(
      "SELECT action FROM console_audit_log WHERE entity = 'video' AND entity_id = $1 ORDER BY id",
      [String(id)],
    )
  ).map((r) => r.action);

async function newVideo(token = who.bkAdmin, studioId = BK) {
  return t.okContent(
    { method: 'POST', url: videosUrl(studioId), token, payload: detailsBody(bkInstructor) },
    consoleVideoSchema,
    201,
  );
}

/** Uploads `bytes` to the video in two PATCHes (a resumed upload): the last answer. */
async function upload(videoId: number, bytes: Buffer, token = who.bkAdmin) {
  const created = await createUpload(t, token, { videoId, length: bytes.length });
  expect(created.statusCode).toBe(201);
  const location = created.headers.location as string;
  const half = Math.floor(bytes.length / 2);
  const first = await patchUpload(t, token, location, bytes.subarray(0, half));
  expect(first.statusCode).toBe(204);
  const head = await t.app.inject({
    method: 'HEAD',
    url: location,
    headers: { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' },
  });
  expect(head.headers['upload-offset']).toBe(String(half));
  return patchUpload(t, token, location, bytes.subarray(half), half);
}

describe('uploading a class', () => {
  it('uploads by tus, transcodes to the ladder with a poster, publishes, and plays for members', async () => {
    const v = await newVideo();
    expect(v.state).toBe('waiting');
    const done = await upload(v.id, clip);
    expect(done.statusCode).toBe(204);
    expect((await row(v.id)).state).toBe('processing');
    expect(await processConsoleVideo(t.deps, v.id, log)).toBe('ready');
    const stored = await t.deps.storage.list(`media/classes/upload-${v.id}/`);
    for (const f of ['index.m3u8', '360p.m3u8', '540p.m3u8', '720p.m3u8', 'poster.jpg'])
      expect(stored).toContain(`media/classes/upload-${v.id}/${f}`);
    expect(await t.deps.storage.list(`uploads/${v.id}/`)).toEqual([]);

    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.500\nBreathe in.\n';
    const captioned = await t.okContent(
      {
        method: 'PUT',
        url: `${videosUrl(BK)}/${v.id}/captions`,
        token: who.bkAdmin,
        payload: { vtt },
      },
      consoleVideoSchema,
    );
    expect(captioned.hasCaptions).toBe(true);
    const published = await t.okContent(
      { method: 'POST', url: `${videosUrl(BK)}/${v.id}/publish`, token: who.bkAdmin },
      consoleVideoSchema,
    );
    expect(published.published).toBe(true);
    const libraryId = published.libraryVideoId!;

    const detail = await t.okContent(
      { method: 'GET', url: `/api/video/${libraryId}`, token: who.member },
      videoDetailSchema,
    );
    expect(detail.title).toBe('Reformer Basics');
    const master = await t.app.inject({ method: 'GET', url: detail.streamUrl! });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('720p.m3u8');
    const rung = await t.app.inject({
      method: 'GET',
      url: detail.streamUrl!.replace(/index\.m3u8$/, '360p.m3u8'),
    });
    expect(rung.statusCode).toBe(200);
    const captions = await t.app.inject({ method: 'GET', url: detail.captionsUrl! });
    expect(captions.body).toContain('Breathe in.');
    const poster = await t.app.inject({ method: 'GET', url: `/media/uploaded/${v.id}/poster.jpg` });
    expect(poster.headers['content-type']).toBe('image/jpeg');

    await t.okContent(
      { method: 'POST', url: `${videosUrl(BK)}/${v.id}/unpublish`, token: who.bkAdmin },
      consoleVideoSchema,
    );
    const gone = await t.call({ method: 'GET', url: `/api/video/${libraryId}`, token: who.member });
    expect(gone.statusCode).toBe(404);
    expect(await auditOf(v.id)).toEqual([
      'video.create',
      'video.upload',
      'video.captions',
      'video.publish',
      'video.unpublish',
    ]);
  });

  it('refuses a file over the limit or of another type before storing it, and a non-video by content', async () => {
    const v = await newVideo();
    const huge = await createUpload(t, who.bkAdmin, { videoId: v.id, length: 3 * 1024 ** 3 });
    expect(huge.statusCode).toBe(413);
    expect(JSON.parse(huge.body).content).toMatch(/too large/);
    const pdf = await createUpload(t, who.bkAdmin, {
      videoId: v.id,
      length: 100,
      filetype: 'application/pdf',
    });
    expect(pdf.statusCode).toBe(415);
    expect(JSON.parse(pdf.body).content).toBe(consoleVideoTexts.notAVideo);

    // Declared a video, but a picture by content: dropped when it is complete.
    const fake = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(600, 1)]);
    const created = await createUpload(t, who.bkAdmin, { videoId: v.id, length: fake.length });
    const done = await patchUpload(t, who.bkAdmin, created.headers.location as string, fake);
    expect(done.statusCode).toBe(415);
    expect(done.body).toBe(consoleVideoTexts.notAVideo);
    expect((await row(v.id)).state).toBe('waiting');
    expect(await t.deps.storage.list(`uploads/${v.id}/`)).toEqual([]);
    expect(await auditOf(v.id)).toEqual(['video.create']);
  });

  it('says why a transcode failed, and transcodes again on retry', async () => {
    const v = await newVideo();
    expect((await upload(v.id, clip)).statusCode).toBe(204);
    const missing = { ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: '/nonexistent/ffprobe' };
    expect(await processConsoleVideo(t.deps, v.id, log, missing)).toBe('failed');
    const failed = await row(v.id);
    expect(failed.state).toBe('failed');
    expect(failed.failure).toMatch(/ffprobe was not found/);
    const list = await t.okContent(
      { method: 'GET', url: videosUrl(BK), token: who.bkAdmin },
      consoleVideoListSchema,
    );
    expect(list.videos.find((x) => x.id === v.id)?.failure).toBe(failed.failure);
    expect(list.transcoder).toBe('system');
    const early = await t.call({
      method: 'POST',
      url: `${videosUrl(BK)}/${v.id}/publish`,
      token: who.bkAdmin,
    });
    expect(early.statusCode).toBe(409);

    const retried = await t.okContent(
      { method: 'POST', url: `${videosUrl(BK)}/${v.id}/retry`, token: who.bkAdmin },
      consoleVideoSchema,
    );
    expect(retried.state).toBe('processing');
    expect(await processConsoleVideo(t.deps, v.id, log)).toBe('ready');
    expect((await row(v.id)).failure).toBeNull();
    const again = await t.call({
      method: 'POST',
      url: `${videosUrl(BK)}/${v.id}/retry`,
      token: who.bkAdmin,
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('bad input and other studios', () => {
  it('answers messages by field and stores nothing', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM console_videos'))[0]!.n;
    const before = await count();
    const bad = await t.call({
      method: 'POST',
      url: videosUrl(BK),
      token: who.bkAdmin,
      payload: detailsBody(bkInstructor, { title: '  ' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatchObject({ content: 'The title is required.', field: 'title' });
    const level = await t.call({
      method: 'POST',
      url: videosUrl(BK),
      token: who.bkAdmin,
      payload: detailsBody(bkInstructor, { level: 'Expert' }),
    });
    expect(level.body).toMatchObject({ content: 'Please choose a level.', field: 'level' });
    const captions = await t.call({
      method: 'PUT',
      url: `${videosUrl(BK)}/1/captions`,
      token: who.bkAdmin,
      payload: { vtt: 'not captions' },
    });
    expect(captions.body).toMatchObject({ field: 'vtt', content: consoleVideoTexts.notCaptions });
    expect(await count()).toBe(before);
  });

  it("refuses another studio's admin, ids and instructor with 403, changing nothing", async () => {
    const v = await newVideo();
    const other = videosUrl(BROOKS);
    const asBrooks = (method: 'POST' | 'PUT', url: string, payload?: object) =>
      t.call({ method, url, token: who.brooksAdmin, ...(payload ? { payload } : {}) });
    // Brooks' admin naming BK's studio, or BK's video under Brooks' studio.
    for (const res of [
      await asBrooks('POST', videosUrl(BK), detailsBody(bkInstructor)),
      await asBrooks('PUT', `${videosUrl(BK)}/${v.id}`, detailsBody(bkInstructor)),
      await asBrooks('PUT', `${other}/${v.id}`, detailsBody(bkInstructor, { title: 'Mine' })),
      await asBrooks('POST', `${other}/${v.id}/publish`),
      await asBrooks('POST', `${other}/${v.id}/retry`),
      await asBrooks('PUT', `${other}/${v.id}/captions`, { vtt: 'WEBVTT\n' }),
    ])
      expect(res.statusCode).toBe(403);
    const tus = await createUpload(t, who.brooksAdmin, { videoId: v.id, length: clip.length });
    expect(tus.statusCode).toBe(403);
    expect(JSON.parse(tus.body).content).toBe(consoleTexts.notThisStudio);
    const instructor = await t.call({
      method: 'GET',
      url: videosUrl(BK),
      token: who.bkInstructor,
    });
    expect(instructor.statusCode).toBe(403);
    const otherInstructor = await asBrooks('POST', other, detailsBody(bkInstructor));
    expect(otherInstructor.statusCode).toBe(400);
    expect(otherInstructor.body.content).toBe(consoleVideoTexts.noInstructor);
    expect(await auditOf(v.id)).toEqual(['video.create']);
    expect((await row(v.id)).state).toBe('waiting');
  });
});
