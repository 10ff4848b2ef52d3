// The console uploads' part of the hourly clean-up: tus uploads abandoned part-way are dropped,
// and uploads left 'processing' by a transcode that stopped for good become 'failed'.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONSOLE_UPLOADS_PATH, consoleVideoSchema, consoleVideoTexts } from '@jetsweat/contract';
import type { TestApp } from '../../../../test/harness.ts';
import { startTestQueue } from '../../../../test/job-queue-kit.ts';
import type { Background } from '../../../platform/jobs/background.ts';
import { runCleanup } from '../../../platform/jobs/cleanup-job.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { TUS_UPLOAD_EXPIRY_MS } from '../../../platform/storage/tus-datastore.ts';
import { BK, type Callers } from '../console-kit.ts';
import {
  failStalledTranscodes,
  liveTranscodeOn,
  removeExpiredUploads,
  STALLED_TRANSCODE_MS,
} from './video-cleanup.ts';
import { CONSOLE_VIDEO_QUEUE, consoleVideoJobKey } from './video-keys.ts';
import { createUpload, detailsBody, patchUpload, videosUrl, videoTestApp } from './video-kit.ts';

let t: TestApp;
let who: Callers;
let dataDir: string;
let clip: Buffer;
let instructorId: number;
beforeAll(async () => {
  ({ t, who, dataDir, clip, bkInstructor: instructorId } = await videoTestApp('upload-cleanup'));
});
afterAll(() => t.close());

const newVideo = () =>
  t.okContent(
    { method: 'POST', url: videosUrl(BK), token: who.bkAdmin, payload: detailsBody(instructorId) },
    consoleVideoSchema,
    201,
  );
const rowOf = async (id: number) =>
  (
    await t.db.query<{ state: string; failure: string | null }>(
      'SELECT state, failure FROM console_videos WHERE id = $1',
      [id],
    )
  )[0]!;
const tusFiles = () => readdirSync(path.join(dataDir, 'tus'));

/** One clean-up pass with the uploads' task, `aheadMs` later by the wall clock tus reads. */
async function cleanUpLater(aheadMs: number) {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + aheadMs });
  try {
    return await runCleanup(t.db.kysely, t.clock.now(), [removeExpiredUploads(t.deps.tusUploads)]);
  } finally {
    vi.useRealTimers();
  }
}

describe('abandoned uploads', () => {
  it('drops a partial upload once it has expired, and a new upload of the class works', async () => {
    const v = await newVideo();
    const created = await createUpload(t, who.bkAdmin, { videoId: v.id, length: clip.length });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    const half = await patchUpload(t, who.bkAdmin, location, clip.subarray(0, 1000));
    expect(half.statusCode).toBe(204);
    expect(tusFiles()).toEqual(expect.arrayContaining([id, `${id}.json`]));

    // Within its day the upload is kept: it may still be resumed.
    expect((await cleanUpLater(TUS_UPLOAD_EXPIRY_MS - 60_000)).expiredUploads).toBe(0);
    expect(existsSync(path.join(dataDir, 'tus', id))).toBe(true);

    expect((await cleanUpLater(TUS_UPLOAD_EXPIRY_MS + 60_000)).expiredUploads).toBe(1);
    expect(tusFiles().filter((f) => f.startsWith(id))).toEqual([]);
    const gone = await t.app.inject({
      method: 'HEAD',
      url: `${CONSOLE_UPLOADS_PATH}/${id}`,
      headers: { authorization: `Bearer ${who.bkAdmin}`, 'tus-resumable': '1.0.0' },
    });
    expect(gone.statusCode).toBe(404);

    // The class still waits for its file, and a fresh upload takes it: a day has passed on the
    // server's clock too, so the abandoned upload's places (idle for minutes) have lapsed.
    t.clock.advance(TUS_UPLOAD_EXPIRY_MS + 60_000);
    expect((await rowOf(v.id)).state).toBe('waiting');
    const again = await createUpload(t, who.bkAdmin, { videoId: v.id, length: clip.length });
    expect(again.statusCode).toBe(201);
    const whole = await patchUpload(t, who.bkAdmin, again.headers.location as string, clip);
    expect(whole.statusCode).toBe(204);
    expect((await rowOf(v.id)).state).toBe('processing');
  });
});

describe('transcodes that stopped for good', () => {
  let queue: JobQueue;
  let background: Background;
  beforeAll(async () => {
    ({ queue, background } = await startTestQueue(t));
    t.deps.jobs.attach(queue);
    // The queue exists as the worker makes it; no worker runs, so filed jobs stay queued.
    await queue.createQueue(CONSOLE_VIDEO_QUEUE, { policy: 'exclusive' });
  });
  afterAll(() => background.stop());

  /** A class 'processing' since `agoMs` before the test's clock. */
  async function processingSince(agoMs: number) {
    const v = await newVideo();
    await t.db.query(
      "UPDATE console_videos SET state = 'processing', file_name = 'clip.mp4', updated_at = $2 WHERE id = $1",
      [v.id, new Date(t.clock.now().getTime() - agoMs)],
    );
    return v.id;
  }
  const sweep = () =>
    runCleanup(t.db.kysely, t.clock.now(), [failStalledTranscodes(liveTranscodeOn(queue))]);

  it('fails a class left processing with no job, keeps those with a job or still young, and retries', async () => {
    const lost = await processingSince(STALLED_TRANSCODE_MS + 60_000);
    const queued = await processingSince(STALLED_TRANSCODE_MS + 60_000);
    await queue.send(
      CONSOLE_VIDEO_QUEUE,
      { consoleVideoId: queued },
      {
        singletonKey: consoleVideoJobKey(queued),
      },
    );
    const young = await processingSince(STALLED_TRANSCODE_MS - 60_000);

    expect((await sweep()).stalledTranscodes).toBe(1);
    expect(await rowOf(lost)).toEqual({
      state: 'failed',
      failure: consoleVideoTexts.transcodeStopped,
    });
    expect((await rowOf(queued)).state).toBe('processing');
    expect((await rowOf(young)).state).toBe('processing');

    // The console's retry of a failed transcode files it again, with the queue's retries, expiry
    // and heartbeat, so a dead worker's run is taken up again.
    const retried = await t.okContent(
      { method: 'POST', url: `${videosUrl(BK)}/${lost}/retry`, token: who.bkAdmin },
      consoleVideoSchema,
    );
    expect(retried.state).toBe('processing');
    expect(retried.failure ?? null).toBeNull();
    const [job] = await queue.findJobs(CONSOLE_VIDEO_QUEUE, { key: consoleVideoJobKey(lost) });
    expect(job).toMatchObject({ state: 'created', retryLimit: 2, heartbeatSeconds: 60 });
    expect(job!.expireInSeconds).toBe(4 * 3600);
    // Its job now live, the sweep leaves it be even once it is old.
    await t.db.query('UPDATE console_videos SET updated_at = $2 WHERE id = $1', [
      lost,
      new Date(t.clock.now().getTime() - 2 * STALLED_TRANSCODE_MS),
    ]);
    expect((await sweep()).stalledTranscodes).toBe(0);
    expect((await rowOf(lost)).state).toBe('processing');
  });
});
