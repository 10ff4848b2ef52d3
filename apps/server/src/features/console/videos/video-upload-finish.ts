import { consoleVideoTexts } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import type { TusDatastore } from '../../../platform/storage/tus-datastore.ts';
import { uploadedMediaOf } from '../../videos/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { consoleVideoJob } from './video-keys.ts';
import { headOf, looksLikeVideo } from './video-sniff.ts';
import { findConsoleVideo, updateConsoleVideo } from './video-store.ts';

type FinishDeps = Pick<Deps, 'db' | 'clock' | 'storage' | 'jobs'>;

/** What tus answers when an upload is refused: its status and the words the console shows. */
export class UploadRefused {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {}
}

/**
 * A finished upload: its bytes checked by content (a video container, else it is dropped and the
 * class still waits for its file), copied into the file storage beside where its renditions will
 * be, dropped from the tus datastore, and its transcode filed. The change is written to the audit
 * log as the uploader's.
 */
export async function finishUpload(
  deps: FinishDeps,
  tus: TusDatastore,
  u: { uploadId: string; consoleVideoId: number; actorId: number; fileName: string; bytes: number },
): Promise<void> {
  const { db, clock, storage } = deps;
  const head = await headOf(await tus.readFinished(u.uploadId));
  if (!looksLikeVideo(head)) {
    await tus.remove(u.uploadId);
    throw new UploadRefused(415, consoleVideoTexts.notAVideo);
  }
  const media = uploadedMediaOf(u.consoleVideoId);
  await storage.put(media.sourceKey, await tus.readFinished(u.uploadId));
  await tus.remove(u.uploadId);
  const moved = await db.transaction().execute(async (tx) => {
    const row = await findConsoleVideo(tx, u.consoleVideoId, true);
    if (!row || row.state !== 'waiting') return false;
    await updateConsoleVideo(
      tx,
      u.consoleVideoId,
      { move: 'receive', fileName: u.fileName, fileBytes: u.bytes },
      clock.now(),
    );
    await insertAuditEntry(
      tx,
      {
        studioId: row.studio_id,
        actorId: u.actorId,
        action: 'video.upload',
        entity: 'video',
        entityId: u.consoleVideoId,
        before: { state: 'waiting' },
        after: { state: 'processing', fileName: u.fileName, bytes: u.bytes },
      },
      clock.now(),
    );
    return true;
  });
  if (!moved) throw new UploadRefused(409, consoleVideoTexts.alreadyUploaded);
  const job = consoleVideoJob(u.consoleVideoId);
  await deps.jobs.send(job.name, job.data, job.options);
}
