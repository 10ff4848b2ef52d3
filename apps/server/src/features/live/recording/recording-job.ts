import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { recordedTitle, recordingTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { JobQueue } from '../../../platform/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/scheduled-job.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import {
  insertRecordedClass,
  recordedMediaOf,
  storeRendition,
  updateRecordedClass,
} from '../../videos/service.ts';
import { partKeyOf, RECORDING_QUEUE, recordingJob, recordingPrefixOf } from './recording-keys.ts';
import {
  deleteParts,
  finishedRecordingsWithParts,
  markFailed,
  markReady,
  partsOf,
  recordingForJob,
  recordingsToProcess,
} from './recording-store.ts';
import { transcodeTakes, type MediaFile } from './recording-transcode.ts';
import { beginsAnotherFile, beginsWebm } from './webm-take.ts';
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

/** A stored part's bytes (at most RECORDING_PART_MAX_BYTES). */
async function readPart(storage: FileStorage, key: string): Promise<Buffer> {
  const body = await storage.read(key);
  if (!body) throw new Error(`${key} is missing from storage`);
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Joins each take's parts, in sequence, into one WebM file per take: the files, in order. Every
 * part is checked again as it is joined (webm-take.ts; parts stored before the checks on arrival
 * existed are checked too): a take that does not begin with its part 0 and a WebM header, or has
 * a part beginning another file, refuses the whole recording before anything is transcoded.
 */
async function writeTakes(
  storage: FileStorage,
  recordingId: number,
  parts: { take: string; sequence: number }[],
  dir: string,
): Promise<MediaFile[]> {
  const files: MediaFile[] = [];
  for (const take of [...new Set(parts.map((p) => p.take))]) {
    const file = path.join(dir, `take-${files.length}.webm`);
    const out = await open(file, 'w');
    try {
      for (const [i, p] of parts.filter((q) => q.take === take).entries()) {
        const bytes = await readPart(storage, partKeyOf(recordingId, p.take, p.sequence));
        const fits = i === 0 ? p.sequence === 0 && beginsWebm(bytes) : !beginsAnotherFile(bytes);
        if (!fits) throw new Error(recordingTexts.takeNotWebm);
        await out.write(bytes);
      }
    } finally {
      await out.close();
    }
    files.push({ file, container: 'matroska' });
  }
  return files;
}

/**
 * Turns a recording that is 'processing' into an on-demand class of its studio: joins its takes,
 * transcodes them to HLS with ffmpeg, stores the rendition, then in one transaction stores the
 * class (titled with its date and time, recordedTitle) and marks the recording ready (only from
 * 'processing' and only if no part came meanwhile, so a second run of the job makes no second
 * class). A recording made again after its class resumed replaces the media of the class it
 * became, which keeps its id. Any failure (ffmpeg missing, a broken upload, a take that is not
 * WebM) marks it failed with the reason, logged; its parts are kept so it can be processed again.
 * On success the parts are removed once the class's time is over (until then it may resume, and
 * the next run joins every take again).
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
    const takes = await writeTakes(storage, recordingId, parts, work);
    const out = path.join(work, 'hls');
    await mkdir(out);
    const { seconds } = await transcodeTakes(config.ffmpeg, takes, out, 'recording');
    // The player asks for captions beside every class; a recording has none to show.
    await writeFile(path.join(out, 'captions.vtt'), 'WEBVTT\n\n');
    await storeRendition(storage, recordedMediaOf(recordingId).storagePrefix, out);
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
 * Files a job for every recording waiting, closing those whose class ended long ago first; the
 * broadcasts of those classes go off the air with them. The parts of recordings published before
 * their class's time was over go once it is.
 */
export async function fileWaitingRecordings(deps: RecordingDeps): Promise<Record<string, number>> {
  const broadcastsEnded = await deleteBroadcastsOfEndedClasses(
    deps.db,
    deps.clock.now(),
    RECORDING_GRACE_MINUTES,
  );
  let filed = 0;
  for (const id of await recordingsToProcess(deps.db, deps.clock.now(), RECORDING_GRACE_MINUTES)) {
    const job = recordingJob(id);
    if (await deps.jobs.send(job.name, job.data, job.options)) filed++;
  }
  const finished = await finishedRecordingsWithParts(deps.db, deps.clock.now());
  for (const id of finished) await removeParts(deps, id);
  return { recordingJobsFiled: filed, broadcastsEnded, recordingPartsRemoved: finished.length };
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
    async ([job]) => {
      // A class that resumed and ended again while a run worked is made again at once.
      for (let run = 0; run < 3; run++)
        if ((await processRecording(deps, job!.data.recordingId, log)) !== 'superseded') return;
    },
  );
  await schedulePeriodicJob(queue, {
    name: RECORDING_SWEEP_QUEUE,
    cron: RECORDING_SWEEP_CRON,
    log,
    work: () => fileWaitingRecordings(deps),
  });
}
