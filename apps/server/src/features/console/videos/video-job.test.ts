// The transcode as a pg-boss job: the last byte of an upload files it, the worker transcodes, and
// a retry from the console files it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleVideoSchema, consoleVideoTexts } from '@jetsweat/contract';
import type { TestApp } from '../../../../test/harness.ts';
import { startTestQueue } from '../../../../test/job-queue-kit.ts';
import type { Background } from '../../../platform/jobs/background.ts';
import { findTranscoder } from '../../../platform/runtime/ffmpeg.ts';
import { BK, type Callers } from '../console-kit.ts';
import { createUpload, detailsBody, patchUpload, videosUrl, videoTestApp } from './video-kit.ts';
import { processConsoleVideo, startConsoleVideoJobs } from './video-transcode-job.ts';

let t: TestApp;
let who: Callers;
let background: Background;
let clip: Buffer;
let instructorId: number;
beforeAll(async () => {
  ({ t, who, clip, bkInstructor: instructorId } = await videoTestApp('upload-job'));
  const started = await startTestQueue(t);
  background = started.background;
  t.deps.jobs.attach(started.queue);
  await startConsoleVideoJobs(started.queue, t.deps, t.app.log);
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

/** Waits for the job to bring the video to `state`: up to 90 s, as a busy CI machine transcodes
 * three renditions slowly. */
async function stateBecomes(id: number, state: string) {
  for (let i = 0; i < 900; i++) {
    const [row] = await t.db.query<{ state: string; failure: string | null }>(
      'SELECT state, failure FROM console_videos WHERE id = $1',
      [id],
    );
    if (row!.state === state) return row!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`console video ${id} never became ${state}`);
}

describe('the transcode job', () => {
  it(
    'runs when the upload completes, and again on retry after a failure',
    { timeout: 120_000 },
    async () => {
      const v = await t.okContent(
        {
          method: 'POST',
          url: videosUrl(BK),
          token: who.bkAdmin,
          payload: detailsBody(instructorId),
        },
        consoleVideoSchema,
        201,
      );
      const created = await createUpload(t, who.bkAdmin, { videoId: v.id, length: clip.length });
      const done = await patchUpload(t, who.bkAdmin, created.headers.location as string, clip);
      expect(done.statusCode).toBe(204);
      await stateBecomes(v.id, 'ready');
      expect(await t.deps.storage.size(`media/classes/upload-${v.id}/poster.jpg`)).toBeGreaterThan(
        0,
      );

      // A broken source (as a disk error would leave it): the job fails and says why; once the
      // file is whole again, a retry transcodes it. (Written once the job has removed the source
      // it transcoded, which it does just after the video is ready.)
      await expect.poll(() => t.deps.storage.list(`uploads/${v.id}/`)).toEqual([]);
      await t.db.query("UPDATE console_videos SET state = 'failed' WHERE id = $1", [v.id]);
      await t.deps.storage.put(`uploads/${v.id}/source`, Buffer.from('not a video at all'));
      const retried = await t.okContent(
        { method: 'POST', url: `${videosUrl(BK)}/${v.id}/retry`, token: who.bkAdmin },
        consoleVideoSchema,
      );
      expect(retried.state).toBe('processing');
      const failed = await stateBecomes(v.id, 'failed');
      expect(failed.failure).toBe(consoleVideoTexts.notAVideo);
      await t.deps.storage.put(`uploads/${v.id}/source`, clip);
      await t.okContent(
        { method: 'POST', url: `${videosUrl(BK)}/${v.id}/retry`, token: who.bkAdmin },
        consoleVideoSchema,
      );
      await stateBecomes(v.id, 'ready');
    },
  );

  it('finds the system’s ffmpeg, else says it is missing in the console and the failed job', async () => {
    expect((await findTranscoder(t.config.ffmpeg)).kind).toBe('system');
    const none = { ffmpegPath: 'jetsweat-no-ffmpeg', ffprobePath: 'jetsweat-no-ffprobe' };
    expect((await findTranscoder(none)).kind).toBe('missing');
    const noFfmpeg = { ...t.deps, config: { ...t.deps.config, ffmpeg: none } };
    const v = await t.okContent(
      {
        method: 'POST',
        url: videosUrl(BK),
        token: who.bkAdmin,
        payload: detailsBody(instructorId),
      },
      consoleVideoSchema,
      201,
    );
    await t.deps.storage.put(`uploads/${v.id}/source`, clip);
    await t.db.query("UPDATE console_videos SET state = 'processing' WHERE id = $1", [v.id]);
    const log = { info: () => undefined, error: () => undefined };
    expect(await processConsoleVideo(noFfmpeg, v.id, log)).toBe('failed');
    const [row] = await t.db.query<{ failure: string; state: string }>(
      'SELECT failure, state FROM console_videos WHERE id = $1',
      [v.id],
    );
    expect(row).toEqual({ failure: consoleVideoTexts.ffmpegMissing, state: 'failed' });
    // Its upload is kept, to be transcoded again once ffmpeg is there.
    expect(await t.deps.storage.list(`uploads/${v.id}/`)).toContain(`uploads/${v.id}/source`);
  });
});
