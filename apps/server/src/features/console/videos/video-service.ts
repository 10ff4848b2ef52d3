import {
  CONSOLE_VIDEO_MAX_BYTES,
  consoleVideoTexts,
  type ConsoleVideo,
  type ConsoleVideoDetails,
  type ConsoleVideoList,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, conflict, forbidden } from '../../../platform/errors.ts';
import { findTranscoder } from '../../../platform/ffmpeg.ts';
import { uploadedMediaOf } from '../../videos/service.ts';
import { insertAuditEntry, type AuditChange } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';
import { consoleVideoJob } from './video-keys.ts';
import { publishToLibrary, refreshLibraryRow, unpublishFromLibrary } from './video-publishing.ts';
import {
  findConsoleVideo,
  insertConsoleVideo,
  listConsoleVideos,
  studioInstructors,
  updateConsoleVideo,
  type ConsoleVideoRow,
} from './video-store.ts';
import { consoleVideoView, detailsOf } from './video-view.ts';

type VideoDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs' | 'config'>;
const editors = ['staff', 'admin'] as const;
type Tx = Database;

/**
 * The console's on-demand classes (issue 25, point 4): the studio's admins (and staff) create a
 * class with its details, upload its file by tus (video-tus.ts), and once the transcode job has
 * made its renditions (video-transcode-job.ts) publish it to the member library. Every change is
 * written to the audit log in its own transaction; another studio's video is 403, nothing changed.
 */
export function createConsoleVideos(deps: VideoDeps) {
  const { db, clock } = deps;

  /** The upload, when it is the studio's and the caller runs the studio; else 403. */
  async function ownVideo(caller: ConsoleCaller, studioId: number, videoId: number, tx: Tx = db) {
    await requireStudioRole(tx, caller, studioId, editors);
    const row = await findConsoleVideo(tx, videoId, tx !== db);
    if (!row || row.studio_id !== studioId) throw forbidden(consoleVideoTexts.videoNotFound);
    return row;
  }

  async function requireInstructor(studioId: number, instructorId: number) {
    const ours = await studioInstructors(db, studioId);
    if (!ours.some((i) => i.id === instructorId)) throw badRequest(consoleVideoTexts.noInstructor);
  }

  const audit = (tx: Tx, caller: ConsoleCaller, c: Omit<AuditChange, 'actorId' | 'entity'>) =>
    insertAuditEntry(tx, { ...c, actorId: caller.userId, entity: 'video' }, clock.now());

  /** Changes one upload in a transaction with its row locked: answers the row after. */
  async function change(
    caller: ConsoleCaller,
    studioId: number,
    videoId: number,
    work: (tx: Tx, row: ConsoleVideoRow) => Promise<void>,
  ): Promise<ConsoleVideo> {
    await ownVideo(caller, studioId, videoId);
    return db.transaction().execute(async (tx) => {
      const row = await ownVideo(caller, studioId, videoId, tx);
      await work(tx, row);
      return consoleVideoView((await findConsoleVideo(tx, videoId))!);
    });
  }

  return {
    async list(caller: ConsoleCaller, studioId: number): Promise<ConsoleVideoList> {
      await requireStudioRole(db, caller, studioId, editors);
      const [rows, instructors, transcoder] = await Promise.all([
        listConsoleVideos(db, studioId),
        studioInstructors(db, studioId),
        findTranscoder(deps.config.ffmpeg),
      ]);
      return {
        videos: rows.map(consoleVideoView),
        instructors,
        transcoder: transcoder.kind,
        maxBytes: CONSOLE_VIDEO_MAX_BYTES,
      };
    },

    async create(caller: ConsoleCaller, studioId: number, details: ConsoleVideoDetails) {
      await requireStudioRole(db, caller, studioId, editors);
      await requireInstructor(studioId, details.instructorId);
      return db.transaction().execute(async (tx) => {
        const row = await insertConsoleVideo(
          tx,
          { studioId, createdBy: caller.userId, details },
          clock.now(),
        );
        await audit(tx, caller, {
          studioId,
          action: 'video.create',
          entityId: row.id,
          before: null,
          after: detailsOf(row),
        });
        return consoleVideoView(row);
      });
    },

    async update(caller: ConsoleCaller, studioId: number, videoId: number, d: ConsoleVideoDetails) {
      await ownVideo(caller, studioId, videoId);
      await requireInstructor(studioId, d.instructorId);
      return change(caller, studioId, videoId, async (tx, row) => {
        await updateConsoleVideo(tx, videoId, { details: d }, clock.now());
        const after = (await findConsoleVideo(tx, videoId))!;
        await refreshLibraryRow(tx, after);
        await audit(tx, caller, {
          studioId,
          action: 'video.update',
          entityId: videoId,
          before: detailsOf(row),
          after: detailsOf(after),
        });
      });
    },

    async captions(caller: ConsoleCaller, studioId: number, videoId: number, vtt: string) {
      return change(caller, studioId, videoId, async (tx, row) => {
        const key = `${uploadedMediaOf(videoId).storagePrefix}captions.vtt`;
        await deps.storage.put(key, Buffer.from(vtt.replace(/^\uFEFF/, ''), 'utf8'));
        await updateConsoleVideo(tx, videoId, { hasCaptions: true }, clock.now());
        await audit(tx, caller, {
          studioId,
          action: 'video.captions',
          entityId: videoId,
          before: { hasCaptions: row.has_captions },
          after: { hasCaptions: true, bytes: Buffer.byteLength(vtt) },
        });
      });
    },

    async retry(caller: ConsoleCaller, studioId: number, videoId: number) {
      const video = await change(caller, studioId, videoId, async (tx, row) => {
        if (row.state !== 'failed') throw conflict(consoleVideoTexts.notFailed);
        await updateConsoleVideo(tx, videoId, { state: 'processing', failure: null }, clock.now());
        await audit(tx, caller, {
          studioId,
          action: 'video.retry',
          entityId: videoId,
          before: { state: 'failed', failure: row.failure },
          after: { state: 'processing' },
        });
      });
      const job = consoleVideoJob(videoId);
      await deps.jobs.send(job.name, job.data, job.options);
      return video;
    },

    async setPublished(
      caller: ConsoleCaller,
      studioId: number,
      videoId: number,
      published: boolean,
    ) {
      return change(caller, studioId, videoId, async (tx, row) => {
        if (published && row.state !== 'ready') throw conflict(consoleVideoTexts.notReady);
        if (row.published === published) return;
        if (published) {
          const libraryId = await publishToLibrary(tx, row, clock.now());
          await updateConsoleVideo(tx, videoId, { published, videoId: libraryId }, clock.now());
        } else {
          await unpublishFromLibrary(tx, row.video_id!);
          await updateConsoleVideo(tx, videoId, { published }, clock.now());
        }
        await audit(tx, caller, {
          studioId,
          action: published ? 'video.publish' : 'video.unpublish',
          entityId: videoId,
          before: { published: row.published },
          after: { published },
        });
      });
    },
  };
}
export type ConsoleVideos = ReturnType<typeof createConsoleVideos>;
