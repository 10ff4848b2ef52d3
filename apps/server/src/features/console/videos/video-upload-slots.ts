import {
  CONSOLE_UPLOAD_IDLE_MINUTES,
  CONSOLE_UPLOADS_PER_STUDIO,
  consoleVideoTexts,
} from '@jetsweat/contract';
import type { AttemptSlots } from '../../../platform/http/attempt-slots.ts';
import { conflict, tooManyRequests } from '../../../platform/http/errors.ts';

/** A tus upload under way: its id, and the class and studio it takes a place of. */
export type UploadPlace = { uploadId: string; videoId: number; studioId: number };

const videoKey = (videoId: number) => `console-upload:video:${videoId}`;
const studioKey = (studioId: number) => `console-upload:studio:${studioId}`;
const IDLE_SECONDS = CONSOLE_UPLOAD_IDLE_MINUTES * 60;

/**
 * Places for uploads (issue 50, item 6): one upload of a class at a time, and at most
 * CONSOLE_UPLOADS_PER_STUDIO of a studio's, across every instance (rows of attempt_slots in the
 * shared database). An upload holds its places from its creation while it sends parts; one that
 * sends nothing for CONSOLE_UPLOAD_IDLE_MINUTES (a closed tab, an instance that died) loses
 * them to the next upload that asks, and takes them back on its next part if they are free.
 */
export function createUploadPlaces(slots: AttemptSlots) {
  const release = async (u: UploadPlace) => {
    await slots.release(videoKey(u.videoId), u.uploadId);
    await slots.release(studioKey(u.studioId), u.uploadId);
  };
  return {
    /** Takes or renews the upload's places; a 409 or 429 with the console's words otherwise. */
    async hold(u: UploadPlace): Promise<void> {
      if (!(await slots.hold(videoKey(u.videoId), 1, u.uploadId, IDLE_SECONDS)))
        throw conflict(consoleVideoTexts.uploadUnderWay);
      const key = studioKey(u.studioId);
      if (await slots.hold(key, CONSOLE_UPLOADS_PER_STUDIO, u.uploadId, IDLE_SECONDS)) return;
      await slots.release(videoKey(u.videoId), u.uploadId);
      throw tooManyRequests(consoleVideoTexts.tooManyUploads);
    },
    /** The upload finished, was refused or was ended: its places are free. */
    release,
  };
}
export type UploadPlaces = ReturnType<typeof createUploadPlaces>;
