import {
  apiErrorCodes,
  liveTexts,
  RECORDING_MAX_BYTES,
  recordedTitle,
  recordingTexts,
  type RecordingPart,
  type RecordingStatus,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
} from '../../../platform/http/errors.ts';
import { findClassBroadcast } from '../broadcast-store.ts';
import { findRoom, teaches, type RoomPerson } from '../room-access.ts';
import { partKeyOf, recordingJob } from './recording-keys.ts';
import {
  closeRecording,
  hasPart,
  insertPart,
  markRetried,
  openRecording,
  recordedBytes,
  reopenRecording,
} from './recording-store.ts';
import {
  recordingStatusById,
  recordingStatusOfClass,
  studioRecordings,
  type RecordingStatusRow,
} from './recording-reads.ts';
import { beginsAnotherFile, beginsWebm } from './webm-take.ts';

/**
 * Stores one part of the class's recording (POST /api/livestream/recording/{id}/parts): only
 * from the class's teachers (the room's rule, as for ending a broadcast) and only while it is on
 * air, so the recording holds what members saw. The class's recording begins with its first part.
 * A class ended and put on air again within its scheduled time goes on being the same recording:
 * its first part after "End class" takes the recording back to 'recording' (whatever the job made
 * of it meanwhile), and the next end joins every take into the one class. Past the class's time,
 * a closed recording takes nothing more (409, recording_closed).
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
  let recording = await openRecording(db, { liveClassId, userId: person.id, now });
  if (recording.state !== 'recording') {
    if (now.getTime() >= room.endsAt.getTime())
      throw conflict(recordingTexts.closed, apiErrorCodes.recordingClosed);
    recording = await reopenRecording(db, recording.id, now);
  }
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

type StatusDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;

/** A class's recording as the teach page and the console show it. */
function statusView(r: RecordingStatusRow): RecordingStatus {
  return {
    liveClassId: r.live_class_id,
    recordingId: r.recording_id,
    title: recordedTitle(r.title, r.scheduled_at),
    scheduledAt: new Date(r.scheduled_at).toISOString(),
    state: r.state ?? 'none',
    failure: r.failure,
    videoId: r.video_id,
    updatedAt: r.updated_at ? new Date(r.updated_at).toISOString() : null,
  };
}

/** The class, for its teachers only (at any time: a class long over still shows its recording). */
async function requireTeacher(db: Deps['db'], person: RoomPerson, liveClassId: number, now: Date) {
  const room = await findRoom(db, liveClassId, now);
  if (!(await teaches(db, person, room))) throw forbidden(liveTexts.notInstructor);
}

/** GET /api/livestream/recording/{liveClassId}: the class's recording, for its teachers. */
export async function recordingStatus(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  person: RoomPerson,
  liveClassId: number,
): Promise<RecordingStatus> {
  await requireTeacher(db, person, liveClassId, clock.now());
  return statusView((await recordingStatusOfClass(db, liveClassId))!);
}

/**
 * Files a failed recording's job again (Retry). Idempotent: a recording that is not failed (already
 * filed again, processing, ready, or still recording) is left as it is, and every call answers the
 * state it leaves. The job is one per recording at a time (its singleton key), and the recordings
 * sweep files any processing recording whose job was lost.
 */
async function retry({ db, clock, jobs }: StatusDeps, recordingId: number): Promise<void> {
  if (!(await markRetried(db, recordingId, clock.now()))) return;
  const job = recordingJob(recordingId);
  await jobs.send(job.name, job.data, job.options);
}

/** POST /api/livestream/recording/{liveClassId}/retry: the class's teachers try a failed one again. */
export async function retryClassRecording(
  deps: StatusDeps,
  person: RoomPerson,
  liveClassId: number,
): Promise<RecordingStatus> {
  await requireTeacher(deps.db, person, liveClassId, deps.clock.now());
  const found = await recordingStatusOfClass(deps.db, liveClassId);
  if (found?.recording_id == null) throw notFound(recordingTexts.recordingNotFound);
  await retry(deps, found.recording_id);
  return statusView((await recordingStatusOfClass(deps.db, liveClassId))!);
}

/** The most recordings the console lists for a studio: its latest classes'. */
const STUDIO_RECORDINGS_LISTED = 100;

/**
 * The studio console's view (features/console, which checks the caller runs the studio): the
 * studio's recordings, latest classes first, and Retry on one of them (404 for another studio's).
 */
export const studioRecordingStatuses = async (
  { db }: Pick<Deps, 'db'>,
  studioId: number,
): Promise<RecordingStatus[]> =>
  (await studioRecordings(db, studioId, STUDIO_RECORDINGS_LISTED)).map(statusView);

export async function retryStudioRecording(
  deps: StatusDeps,
  studioId: number,
  recordingId: number,
): Promise<RecordingStatus> {
  const found = await recordingStatusById(deps.db, recordingId);
  if (found?.studio_id !== studioId) throw notFound(recordingTexts.recordingNotFound);
  await retry(deps, recordingId);
  return statusView((await recordingStatusById(deps.db, recordingId))!);
}
