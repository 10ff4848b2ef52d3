import {
  apiErrorCodes,
  liveTexts,
  RECORDING_MAX_BYTES,
  recordingTexts,
  type RecordingPart,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, conflict, forbidden, HttpError } from '../../../platform/errors.ts';
import { findClassBroadcast } from '../broadcast-store.ts';
import { findRoom, teaches, type RoomPerson } from '../room-access.ts';
import { partKeyOf, recordingJob } from './recording-keys.ts';
import {
  closeRecording,
  hasPart,
  insertPart,
  openRecording,
  recordedBytes,
} from './recording-store.ts';
import { beginsAnotherFile, beginsWebm } from './webm-take.ts';

/**
 * Stores one part of the class's recording (POST /api/livestream/recording/{id}/parts): only
 * from the class's teachers (the room's rule, as for ending a broadcast) and only while it is on
 * air, so the recording holds what members saw. The class's recording begins with its first part.
 * A part already stored (a retry) is not stored again; the answer says which. Each part is checked
 * as one piece of one WebM stream (webm-take.ts): part 0 begins it, a later part goes on with a
 * take whose part 0 is stored (the page sends a take's parts strictly in order) and begins no file
 * of its own.
 */
export async function saveRecordingPart(
  { db, clock, storage }: Pick<Deps, 'db' | 'clock' | 'storage'>,
  person: RoomPerson,
  liveClassId: number,
  part: { take: string; sequence: number; body: Buffer },
): Promise<RecordingPart> {
  const now = clock.now();
  const room = await findRoom(db, liveClassId, now);
  if (!(await teaches(db, person, room))) throw forbidden(liveTexts.notInstructor);
  if (!(await findClassBroadcast(db, liveClassId))) throw conflict(recordingTexts.notOnAir);
  if (part.body.length === 0) throw badRequest(recordingTexts.partEmpty);
  if (part.sequence === 0 && !beginsWebm(part.body))
    throw badRequest(recordingTexts.firstPartNotWebm);
  if (part.sequence > 0 && beginsAnotherFile(part.body))
    throw badRequest(recordingTexts.partNotWebm);
  const recording = await openRecording(db, { liveClassId, userId: person.id, now });
  if (recording.state !== 'recording')
    throw conflict(recordingTexts.closed, apiErrorCodes.recordingClosed);
  const which = { recordingId: recording.id, take: part.take, sequence: part.sequence };
  const answer = { ...which, liveClassId, bytes: part.body.length };
  if (await hasPart(db, which)) return { ...answer, stored: false };
  if (part.sequence > 0 && !(await hasPart(db, { ...which, sequence: 0 })))
    throw conflict(recordingTexts.takeWithoutStart);
  // A bound on the disk one class can fill, whatever its page sends.
  if ((await recordedBytes(db, recording.id)) + part.body.length > RECORDING_MAX_BYTES)
    throw new HttpError(413, recordingTexts.recordingFull);
  // The bytes first, then the row: a row always has its file. Two copies of one retry racing
  // here write the same bytes under the same key, and only one row is made.
  await storage.put(partKeyOf(recording.id, part.take, part.sequence), part.body);
  const stored = await insertPart(db, { ...which, bytes: part.body.length, now });
  return { ...answer, stored };
}

/**
 * The class's broadcast ended: its recording takes no more parts and its job is filed (if no
 * queue runs here, the recordings sweep files it within a minute).
 */
export async function finishRecording(
  { db, clock, jobs }: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  liveClassId: number,
): Promise<void> {
  const recordingId = await closeRecording(db, liveClassId, clock.now());
  if (recordingId === undefined) return;
  const job = recordingJob(recordingId);
  await jobs.send(job.name, job.data, job.options);
}
