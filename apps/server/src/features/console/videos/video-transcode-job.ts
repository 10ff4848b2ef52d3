import { createReadStream } from 'node:fs';
import { open, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { consoleVideoTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { findTranscoder, type FfmpegPrograms } from '../../../platform/runtime/ffmpeg.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { transcodeTakes } from '../../live/service.ts';
import { storeRendition, uploadedMediaOf } from '../../videos/service.ts';
import { CONSOLE_VIDEO_JOB_OPTIONS, CONSOLE_VIDEO_QUEUE } from './video-keys.ts';
import { containerOf, headOf } from './video-sniff.ts';
import { findConsoleVideo, updateConsoleVideo } from './video-store.ts';

type JobDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'config'>;

/** What the job says in the log. */
export interface TranscodeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Copies the stored source file to a local file ffmpeg can read. */
async function fetchSource(deps: JobDeps, consoleVideoId: number, file: string): Promise<void> {
  const body = await deps.storage.read(uploadedMediaOf(consoleVideoId).sourceKey);
  if (!body) throw new Error('the uploaded file is missing from storage; please upload it again');
  const out = await open(file, 'w');
  try {
    for await (const chunk of body) await out.write(chunk as Buffer);
  } finally {
    await out.close();
  }
}

/**
 * Transcodes an uploaded class that is 'processing' into the on-demand ladder, the way recorded
 * live classes are (features/live/recording/recording-transcode.ts: the renditions of
 * features/videos/hls-ladder.ts and a poster), and stores the rendition beside its captions.
 * The source is read as the container its bytes are (video-sniff.ts), never probed. Success makes
 * it 'ready' (the studio then publishes it); any failure makes it 'failed' with the reason, its
 * source kept so the studio can retry. `programs` is for tests; by default the transcoder
 * platform/runtime/ffmpeg.ts finds.
 */
export async function processConsoleVideo(
  deps: JobDeps,
  consoleVideoId: number,
  log: TranscodeLog,
  programs?: FfmpegPrograms,
): Promise<'ready' | 'failed' | 'skipped'> {
  const { db, clock, storage } = deps;
  const row = await findConsoleVideo(db, consoleVideoId);
  if (!row || row.state !== 'processing') return 'skipped';
  const work = await mkdtemp(path.join(os.tmpdir(), 'jetsweat-upload-'));
  const media = uploadedMediaOf(consoleVideoId);
  try {
    const run = programs
      ? { kind: 'given' as const, programs }
      : await findTranscoder(deps.config.ffmpeg);
    if (run.kind === 'missing') throw new Error(consoleVideoTexts.ffmpegMissing);
    const source = path.join(work, 'source');
    await fetchSource(deps, consoleVideoId, source);
    // Sniffed again here, as the upload was: ffmpeg reads the file as that container only.
    const container = containerOf(await headOf(createReadStream(source)));
    if (!container) throw new Error(consoleVideoTexts.notAVideo);
    const out = path.join(work, 'hls');
    await mkdir(out);
    const { seconds } = await transcodeTakes(run.programs, [{ file: source, container }], out);
    // The player asks for captions beside every class: empty ones until the studio adds theirs.
    if ((await storage.size(`${media.storagePrefix}captions.vtt`)) === undefined)
      await writeFile(path.join(out, 'captions.vtt'), 'WEBVTT\n\n');
    await storeRendition(storage, media.storagePrefix, out);
    await updateConsoleVideo(
      db,
      consoleVideoId,
      { move: 'finish', durationSeconds: Math.round(seconds) },
      clock.now(),
    );
    await storage.deletePrefix(`uploads/${consoleVideoId}/`);
    log.info({ consoleVideoId, seconds: Math.round(seconds) }, 'uploaded class transcoded');
    return 'ready';
  } catch (err) {
    const reason = (err instanceof Error ? err.message : String(err)).slice(0, 2000);
    log.error(
      { err, consoleVideoId },
      `uploaded class ${consoleVideoId} not transcoded: ${reason}`,
    );
    await updateConsoleVideo(db, consoleVideoId, { move: 'fail', failure: reason }, clock.now());
    return 'failed';
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * The uploads' transcode worker: one job per upload at a time. A failure is the upload's state,
 * with its reason, and the studio retries from the console; the queue retries only a run that
 * never ended (video-keys.ts).
 */
export async function startConsoleVideoJobs(
  queue: JobQueue,
  deps: JobDeps,
  log: FastifyBaseLogger,
): Promise<void> {
  await queue.createQueue(CONSOLE_VIDEO_QUEUE, {
    policy: 'exclusive',
    ...CONSOLE_VIDEO_JOB_OPTIONS,
  });
  await queue.work<{ consoleVideoId: number }>(
    CONSOLE_VIDEO_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => void (await processConsoleVideo(deps, job!.data.consoleVideoId, log)),
  );
}
