import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { recordedTitle } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/jobs/scheduled-job.ts';
import { insertRecordedClass, updateRecordedClass } from '../../videos/service.ts';
import {
  RECORDING_QUEUE,
  recordingJob,
  recordingPrefixOf,
  TAKE_SETTLED_SECONDS,
} from './recording-keys.ts';
import { deleteParts, markFailed, markReady, partsOf, recordingsOnAir } from './recording-store.ts';
import {
  finishedRecordingsWithParts,
  recordingForJob,
  recordingsToProcess,
} from './recording-reads.ts';
import { encodeTakes, joinTakes, noteOf, takesOf, type TakeNote } from './recording-takes.ts';
import { deleteBroadcastsOfEndedClasses } from '../broadcast-store.ts';

export const RECORDING_SWEEP_QUEUE = 'live-recording-sweep';
export const RECORDING_SWEEP_CRON = '* * * * *';
/**
 * A class still recording this long after its end time, with no "End class", is over: its page
 * was closed or lost its network. (Parts are taken while the class is on air, even past its end.)
 */
export const RECORDING_GRACE_MINUTES = 15;

type RecordingDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs' | 'config'>;

/** What the job says in the log (the server's logger; a test's own). */
export interface RecordingLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Another run of the job published this recording first, or the class resumed and more parts came
 * while this run worked: this run's class is rolled back.
 */
class AlreadyPublished extends Error {}

/** What one run of the job did; 'superseded': more parts came while it ran, and it runs again. */
export type RecordingRun = 'ready' | 'failed' | 'skipped' | 'superseded';

/** Whether the class's scheduled time is over, so it can no longer resume (recording.ts). */
const classOver = (c: { scheduled_at: Date | string; minutes_duration: number }, now: Date) =>
  new Date(c.scheduled_at).getTime() + c.minutes_duration * 60_000 <= now.getTime();

/** Removes a recording's uploaded parts: their files, then their rows. */
async function removeParts(deps: Pick<Deps, 'db' | 'storage'>, recordingId: number) {
  await deps.storage.deletePrefix(recordingPrefixOf(recordingId));
  await deleteParts(deps.db, recordingId);
}

/**
 * While the class is on air: encodes each take that has ended (a newer take began, and its own
 * last part came TAKE_SETTLED_SECONDS ago) and is not encoded yet, so the class's end leaves only
 * its last take to encode. A failure here is only logged: the run after the class ends tries
 * again, and fails the recording with the reason if it must.
 */
export async function encodeEndedTakes(
  deps: RecordingDeps,
  recordingId: number,
  log: RecordingLog,
): Promise<number> {
  const { db, clock, storage, config } = deps;
  const takes = takesOf(await partsOf(db, recordingId)).slice(0, -1);
  const settled = clock.now().getTime() - TAKE_SETTLED_SECONDS * 1000;
  const ended = [];
  for (const take of takes)
    if (take.lastPartAt.getTime() <= settled && !(await noteOf(storage, recordingId, take)))
      ended.push(take);
  if (ended.length === 0) return 0;
  const work = await mkdtemp(path.join(os.tmpdir(), 'jetsweat-recording-'));
  try {
    await encodeTakes({ storage, ffmpeg: config.ffmpeg }, recordingId, ended, work);
    log.info({ recordingId, takes: ended.length }, 'recording takes encoded while on air');
    return ended.length;
  } catch (err) {
    log.error({ err, recordingId }, `recording ${recordingId}: a take was not encoded on air`);
    return 0;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Turns a recording that is 'processing' into an on-demand class of its studio: encodes its takes
 * not encoded yet (encodeEndedTakes did the others while the class was on air), joins them into
 * one rendition in the class's media folder, then in one transaction stores the class (titled
 * with its date and time, recordedTitle) and marks the recording ready (only from 'processing'
 * and only if no part came meanwhile, so a second run of the job makes no second class). A
 * recording made again after its class resumed replaces the playlists of the class it became,
 * which keeps its id. Any failure (ffmpeg missing, a broken upload, a take that is not WebM) marks
 * it failed with the reason, logged; its parts are kept so it can be processed again. On success
 * the parts are removed once the class's time is over (until then it may resume, and the next run
 * joins every take again).
 */
export async function processRecording(
  deps: RecordingDeps,
  recordingId: number,
  log: RecordingLog,
): Promise<RecordingRun> {
  const { db, clock, storage, config } = deps;
  const rec = await recordingForJob(db, recordingId);
  if (!rec || rec.state !== 'processing') return 'skipped';
  const work = await mkdtemp(path.join(os.tmpdir(), 'jetsweat-recording-'));
  try {
    const parts = await partsOf(db, recordingId);
    if (parts.length === 0) throw new Error('no part of the class was uploaded');
    const takes = takesOf(parts);
    const notes = await Promise.all(takes.map((t) => noteOf(storage, recordingId, t)));
    const left = takes.filter((_, i) => notes[i] === undefined);
    const ffmpeg = { storage, ffmpeg: config.ffmpeg };
    await encodeTakes(ffmpeg, recordingId, left, work);
    const encoded = await Promise.all(takes.map((t) => noteOf(storage, recordingId, t)));
    if (encoded.some((n) => n === undefined)) throw new Error('a take was not encoded');
    const seconds = await joinTakes(ffmpeg, recordingId, encoded as TakeNote[], work);
    const videoId = await db.transaction().execute(async (tx) => {
      const id =
        rec.video_id !== null && (await updateRecordedClass(tx, rec.video_id, seconds))
          ? rec.video_id
          : await insertRecordedClass(tx, {
              recordingId,
              studioId: rec.studio_id,
              title: recordedTitle(rec.title, rec.scheduled_at),
              description: rec.description,
              instructorName: rec.instructor,
              classType: rec.class_type,
              level: rec.level,
              scheduledAt: new Date(rec.scheduled_at),
              seconds,
              publishedAt: clock.now(),
            });
      if (!(await markReady(tx, recordingId, id, parts.length, clock.now())))
        throw new AlreadyPublished();
      return id;
    });
    if (classOver(rec, clock.now())) await removeParts(deps, recordingId);
    log.info({ recordingId, videoId, seconds: Math.round(seconds) }, 'recorded class published');
    return 'ready';
  } catch (err) {
    // Another run published it while this one worked (its class's unique slug refused this
    // one's, or the state had moved on), or the class resumed: not a failure. A class that
    // resumed and ended again while this run worked is waiting to be made again.
    const current = (await recordingForJob(db, recordingId))?.state;
    if (err instanceof AlreadyPublished || current === 'ready')
      return current === 'processing' ? 'superseded' : 'skipped';
    const reason = err instanceof Error ? err.message : String(err);
    log.error({ err, recordingId }, `recording ${recordingId} not processed: ${reason}`);
    await markFailed(db, recordingId, reason, clock.now());
    return 'failed';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Files a job for every recording waiting, closing those whose class ended long ago first (the
 * broadcasts of those classes go off the air with them), and for every recording on air, whose
 * ended takes it encodes. The parts of recordings published before their class's time was over go
 * once it is.
 */
export async function fileWaitingRecordings(deps: RecordingDeps): Promise<Record<string, number>> {
  const broadcastsEnded = await deleteBroadcastsOfEndedClasses(
    deps.db,
    deps.clock.now(),
    RECORDING_GRACE_MINUTES,
  );
  let filed = 0;
  const waiting = await recordingsToProcess(deps.db, deps.clock.now(), RECORDING_GRACE_MINUTES);
  // Those on air too: their takes that have ended are encoded while the class goes on.
  for (const id of [...waiting, ...(await recordingsOnAir(deps.db))]) {
    const job = recordingJob(id);
    if (await deps.jobs.send(job.name, job.data, job.options)) filed++;
  }
  const finished = await finishedRecordingsWithParts(deps.db, deps.clock.now());
  for (const id of finished) await removeParts(deps, id);
  return { recordingJobsFiled: filed, broadcastsEnded, recordingPartsRemoved: finished.length };
}

/**
 * One run of a recording's job: while its class is on air, the takes that have ended are encoded;
 * once it has ended (now, or while this ran), the class is made. A class that resumed and ended
 * again while a run worked is made again at once.
 */
export async function workOnRecording(deps: RecordingDeps, recordingId: number, log: RecordingLog) {
  if ((await recordingForJob(deps.db, recordingId))?.state === 'recording')
    await encodeEndedTakes(deps, recordingId, log);
  for (let run = 0; run < 3; run++)
    if ((await processRecording(deps, recordingId, log)) !== 'superseded') return;
}

/**
 * The recordings' worker and their sweep. One job per recording at a time (the queue's
 * `exclusive` policy with the recording as its key), never retried by the queue: a failure is
 * the recording's state, with its reason, for an operator to look at.
 */
export async function startRecordingJobs(
  queue: JobQueue,
  deps: RecordingDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await queue.createQueue(RECORDING_QUEUE, {
    policy: 'exclusive',
    retryLimit: 0,
    // A long class takes a while to transcode on a small machine.
    expireInSeconds: 4 * 3600,
  });
  await queue.work<{ recordingId: number }>(
    RECORDING_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => void (await workOnRecording(deps, job!.data.recordingId, log)),
  );
  await schedulePeriodicJob(queue, {
    name: RECORDING_SWEEP_QUEUE,
    cron: RECORDING_SWEEP_CRON,
    log,
    work: () => fileWaitingRecordings(deps),
  });
}
