import {
  CONSOLE_VIDEO_MAX_BYTES,
  consoleVideoTexts,
  type ConsoleVideo,
  type ConsoleVideoDetails,
  type ConsoleVideoList,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, conflict, forbidden } from '../../../platform/http/errors.ts';
import { findTranscoder } from '../../../platform/runtime/ffmpeg.ts';
import { studioContent } from '../../studios/service.ts';
import { uploadedClasses, uploadedMediaOf } from '../../videos/service.ts';
import { insertAuditEntry, type AuditChange } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { consoleChapters } from './console-chapters.ts';
import { consoleRecordings } from './console-recordings.ts';
import { consoleVideoJob } from './video-keys.ts';
import {
  findConsoleVideo,
  insertConsoleVideo,
  listConsoleVideos,
  updateConsoleVideo,
  type ConsoleVideoRow,
} from './video-store.ts';
import { consoleVideoView, detailsOf } from './video-view.ts';

type VideoDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs' | 'config'>;
const editors = ['staff', 'admin'] as const;
type Tx = Database;

type Ctx = { deps: VideoDeps; caller: ConsoleCaller; studioId: number };

/** The upload, when it is the studio's and the caller runs the studio; else 403. */
async function ownVideo({ caller, studioId }: Ctx, videoId: number, tx: Tx) {
  await requireStudioRole(tx, caller, studioId, editors);
  const row = await findConsoleVideo(tx, videoId, true);
  if (!row || row.studio_id !== studioId) throw forbidden(consoleVideoTexts.videoNotFound);
  return row;
}

/** The studio's presented instructors (its page's), whom a class may name. */
async function studioInstructors(db: Tx, studioId: number) {
  const ours = await studioContent.listStudioInstructors(db, studioId);
  return ours.map((i) => ({ id: i.id, name: i.name }));
}

async function requireInstructor(db: Tx, studioId: number, instructorId: number) {
  const ours = await studioInstructors(db, studioId);
  if (!ours.some((i) => i.id === instructorId)) throw badRequest(consoleVideoTexts.noInstructor);
}

const audit = (ctx: Ctx, tx: Tx, c: Omit<AuditChange, 'actorId' | 'entity' | 'studioId'>) =>
  insertAuditEntry(
    tx,
    { ...c, studioId: ctx.studioId, actorId: ctx.caller.userId, entity: 'video' },
    ctx.deps.clock.now(),
  );

/**
 * Changes one upload in a transaction with its row locked (checked first outside it, so a refusal
 * takes no lock): answers the row after.
 */
async function change(
  ctx: Ctx,
  videoId: number,
  work: (tx: Tx, row: ConsoleVideoRow) => Promise<void>,
): Promise<ConsoleVideo> {
  const { db } = ctx.deps;
  await ownVideo(ctx, videoId, db);
  return db.transaction().execute(async (tx) => {
    await work(tx, await ownVideo(ctx, videoId, tx));
    return consoleVideoView((await findConsoleVideo(tx, videoId))!);
  });
}

async function list(ctx: Ctx): Promise<ConsoleVideoList> {
  const { db, config } = ctx.deps;
  await requireStudioRole(db, ctx.caller, ctx.studioId, editors);
  const [rows, instructors, transcoder] = await Promise.all([
    listConsoleVideos(db, ctx.studioId),
    studioInstructors(db, ctx.studioId),
    findTranscoder(config.ffmpeg),
  ]);
  return {
    videos: rows.map(consoleVideoView),
    instructors,
    transcoder: transcoder.kind,
    maxBytes: CONSOLE_VIDEO_MAX_BYTES,
  };
}

async function create(ctx: Ctx, details: ConsoleVideoDetails): Promise<ConsoleVideo> {
  const { db, clock } = ctx.deps;
  await requireStudioRole(db, ctx.caller, ctx.studioId, editors);
  await requireInstructor(db, ctx.studioId, details.instructorId);
  return db.transaction().execute(async (tx) => {
    const row = await insertConsoleVideo(
      tx,
      { studioId: ctx.studioId, createdBy: ctx.caller.userId, details },
      clock.now(),
    );
    await audit(ctx, tx, {
      action: 'video.create',
      entityId: row.id,
      before: null,
      after: detailsOf(row),
    });
    return consoleVideoView(row);
  });
}

async function update(ctx: Ctx, videoId: number, d: ConsoleVideoDetails) {
  await ownVideo(ctx, videoId, ctx.deps.db);
  await requireInstructor(ctx.deps.db, ctx.studioId, d.instructorId);
  return change(ctx, videoId, async (tx, row) => {
    await updateConsoleVideo(tx, videoId, { details: d }, ctx.deps.clock.now());
    const after = (await findConsoleVideo(tx, videoId))!;
    await uploadedClasses.refresh(tx, consoleVideoView(after));
    await audit(ctx, tx, {
      action: 'video.update',
      entityId: videoId,
      before: detailsOf(row),
      after: detailsOf(after),
    });
  });
}

function captions(ctx: Ctx, videoId: number, vtt: string) {
  return change(ctx, videoId, async (tx, row) => {
    const key = `${uploadedMediaOf(videoId).storagePrefix}captions.vtt`;
    await ctx.deps.storage.put(key, Buffer.from(vtt.replace(/^\uFEFF/, ''), 'utf8'));
    await updateConsoleVideo(tx, videoId, { hasCaptions: true }, ctx.deps.clock.now());
    await audit(ctx, tx, {
      action: 'video.captions',
      entityId: videoId,
      before: { hasCaptions: row.has_captions },
      after: { hasCaptions: true, bytes: Buffer.byteLength(vtt) },
    });
  });
}

async function retry(ctx: Ctx, videoId: number) {
  const video = await change(ctx, videoId, async (tx, row) => {
    if (row.state !== 'failed') throw conflict(consoleVideoTexts.notFailed);
    const now = ctx.deps.clock.now();
    await updateConsoleVideo(tx, videoId, { move: 'retry', failure: null }, now);
    await audit(ctx, tx, {
      action: 'video.retry',
      entityId: videoId,
      before: { state: 'failed', failure: row.failure },
      after: { state: 'processing' },
    });
  });
  const job = consoleVideoJob(videoId);
  await ctx.deps.jobs.send(job.name, job.data, job.options);
  return video;
}

function setPublished(ctx: Ctx, videoId: number, published: boolean) {
  return change(ctx, videoId, async (tx, row) => {
    if (published && row.state !== 'ready') throw conflict(consoleVideoTexts.notReady);
    if (row.published === published) return;
    const now = ctx.deps.clock.now();
    if (published) {
      const libraryId = await uploadedClasses.publish(tx, consoleVideoView(row), now);
      await updateConsoleVideo(tx, videoId, { published, videoId: libraryId }, now);
    } else {
      await uploadedClasses.unpublish(tx, row.video_id!);
      await updateConsoleVideo(tx, videoId, { published }, now);
    }
    await audit(ctx, tx, {
      action: published ? 'video.publish' : 'video.unpublish',
      entityId: videoId,
      before: { published: row.published },
      after: { published },
    });
  });
}

/**
 * The console's on-demand classes (issue 25, point 4): the studio's admins (and staff) create a
 * class with its details, upload its file by tus (video-tus.ts), and once the transcode job has
 * made its renditions (video-transcode-job.ts) publish it to the member library. Every change is
 * written to the audit log in its own transaction; another studio's video is 403, nothing changed.
 */
export function createConsoleVideos(deps: VideoDeps) {
  const ctx = (caller: ConsoleCaller, studioId: number): Ctx => ({ deps, caller, studioId });
  return {
    list: (caller: ConsoleCaller, studioId: number) => list(ctx(caller, studioId)),
    create: (caller: ConsoleCaller, studioId: number, details: ConsoleVideoDetails) =>
      create(ctx(caller, studioId), details),
    update: (caller: ConsoleCaller, studioId: number, videoId: number, d: ConsoleVideoDetails) =>
      update(ctx(caller, studioId), videoId, d),
    captions: (caller: ConsoleCaller, studioId: number, videoId: number, vtt: string) =>
      captions(ctx(caller, studioId), videoId, vtt),
    retry: (caller: ConsoleCaller, studioId: number, videoId: number) =>
      retry(ctx(caller, studioId), videoId),
    setPublished: (caller: ConsoleCaller, studioId: number, videoId: number, published: boolean) =>
      setPublished(ctx(caller, studioId), videoId, published),
    ...consoleRecordings(deps),
    ...consoleChapters(deps),
  };
}
export type ConsoleVideos = ReturnType<typeof createConsoleVideos>;
