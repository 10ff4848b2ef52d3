import { consoleVideoTexts } from '@jetsweat/contract';
import type { CleanupTask } from '../../../platform/jobs/cleanup-job.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { TusDatastore } from '../../../platform/storage/tus-datastore.ts';
import { CONSOLE_VIDEO_QUEUE, consoleVideoJobKey } from './video-keys.ts';
import { listProcessingSince, updateConsoleVideo } from './video-store.ts';

/**
 * An upload is 'processing' from its last byte (or a retry) until its transcode ends it. Past this
 * with no transcode job queued or running for it, nothing will end it: its job was lost (the queue
 * retried a dead worker's run and gave up, or the job was never filed). An hour leaves the moment
 * between the state's change and the job's filing far behind.
 */
export const STALLED_TRANSCODE_MS = 60 * 60 * 1000;

/** Whether the queue still holds a transcode job of the upload that will run or runs. */
export type HasLiveTranscode = (consoleVideoId: number) => Promise<boolean>;

/** The queue's answer: a job of the upload's key, queued, waiting for a retry, or running. */
export function liveTranscodeOn(queue: JobQueue): HasLiveTranscode {
  return async (consoleVideoId) => {
    const jobs = await queue.findJobs(CONSOLE_VIDEO_QUEUE, {
      key: consoleVideoJobKey(consoleVideoId),
    });
    return jobs.some((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active');
  };
}

/**
 * Tus uploads started and not finished in time (tus-datastore.ts): their partial files or S3
 * multipart uploads are dropped. Their class keeps waiting for its file, so a new upload works.
 */
export function removeExpiredUploads(tus: TusDatastore): CleanupTask {
  return async () => ({ expiredUploads: await tus.removeExpired() });
}

/**
 * Uploads left 'processing' with no transcode to end it become 'failed' with the reason, so the
 * studio sees it and retries from the console (the retry of a failed transcode).
 */
export function failStalledTranscodes(hasLive: HasLiveTranscode): CleanupTask {
  return async (db, now) => {
    const stalled = await listProcessingSince(db, new Date(now.getTime() - STALLED_TRANSCODE_MS));
    let failed = 0;
    for (const { id } of stalled) {
      if (await hasLive(id)) continue;
      const change = { move: 'fail' as const, failure: consoleVideoTexts.transcodeStopped };
      if (await updateConsoleVideo(db, id, change, now)) failed++;
    }
    return { stalledTranscodes: failed };
  };
}
