import type { Database } from '../../../platform/db/database.ts';
import { classRecords, type ClassRecord } from '../../schedule/service.ts';
import {
  closeRecordings,
  findRecording,
  readyRecordingsWithParts,
  recordingOfClass,
  recordingsOfClasses,
  recordingsProcessing,
  recordingsTakingParts,
  type RecordingRow,
} from './recording-store.ts';

/**
 * The recordings beside their classes: the recordings are the live room's (recording-store.ts),
 * the classes the schedule's, read through its service by id.
 */

const MINUTE = 60_000;
const endOf = (c: ClassRecord, extraMinutes = 0) =>
  new Date(c.scheduled_at).getTime() + (c.minutes_duration + extraMinutes) * MINUTE;

/** The classes of these recordings, by class id. */
async function classesOf(db: Database, recordings: Pick<RecordingRow, 'live_class_id'>[]) {
  const ids = [...new Set(recordings.map((r) => r.live_class_id))];
  return new Map((await classRecords.byIds(db, ids)).map((c) => [c.id, c]));
}

/**
 * Closes the recordings whose class ended more than `graceMinutes` ago without "End class" (the
 * instructor's page closed or lost its network), and answers every recording waiting to be
 * processed, those included.
 */
export async function recordingsToProcess(
  db: Database,
  now: Date,
  graceMinutes: number,
): Promise<number[]> {
  const onAir = await recordingsTakingParts(db);
  const classOf = await classesOf(db, onAir);
  const over = onAir.filter((r) => {
    const c = classOf.get(r.live_class_id);
    return c !== undefined && endOf(c, graceMinutes) < now.getTime();
  });
  await closeRecordings(
    db,
    over.map((r) => r.id),
    now,
  );
  return recordingsProcessing(db);
}

/** A recording with what its on-demand class is made from: its live class. */
export async function recordingForJob(db: Database, recordingId: number) {
  const r = await findRecording(db, recordingId);
  if (!r) return undefined;
  const c = (await classesOf(db, [r])).get(r.live_class_id);
  return (
    c && {
      id: r.id,
      state: r.state,
      video_id: r.video_id,
      minutes_duration: c.minutes_duration,
      studio_id: c.studio_id,
      title: c.title,
      description: c.description,
      instructor: c.instructor,
      class_type: c.class_type,
      level: c.level,
      scheduled_at: c.scheduled_at,
    }
  );
}

/**
 * Published recordings whose class's time is over, so it can no longer resume, and which still
 * keep their parts: those may go.
 */
export async function finishedRecordingsWithParts(db: Database, now: Date): Promise<number[]> {
  const ready = await readyRecordingsWithParts(db);
  const classOf = await classesOf(db, ready);
  return ready
    .filter((r) => {
      const c = classOf.get(r.live_class_id);
      return c !== undefined && endOf(c) <= now.getTime();
    })
    .map((r) => r.id);
}

/** What the teach page and the console show of a class's recording, from the class's side. */
export interface RecordingStatusRow {
  live_class_id: number;
  title: string;
  scheduled_at: ClassRecord['scheduled_at'];
  studio_id: number;
  recording_id: number | null;
  state: RecordingRow['state'] | null;
  failure: string | null;
  video_id: number | null;
  updated_at: RecordingRow['updated_at'] | null;
}

const statusRow = (c: ClassRecord, r: RecordingRow | undefined): RecordingStatusRow => ({
  live_class_id: c.id,
  title: c.title,
  scheduled_at: c.scheduled_at,
  studio_id: c.studio_id,
  recording_id: r?.id ?? null,
  state: r?.state ?? null,
  failure: r?.failure ?? null,
  video_id: r?.video_id ?? null,
  updated_at: r?.updated_at ?? null,
});

/** The class's recording as its teachers see it (no recording: its columns are null). */
export async function recordingStatusOfClass(
  db: Database,
  liveClassId: number,
): Promise<RecordingStatusRow | undefined> {
  const [[c], r] = await Promise.all([
    classRecords.byIds(db, [liveClassId]),
    recordingOfClass(db, liveClassId),
  ]);
  return c && statusRow(c, r);
}

/** One recording as the console sees it, found by its id. */
export async function recordingStatusById(
  db: Database,
  recordingId: number,
): Promise<RecordingStatusRow | undefined> {
  const r = await findRecording(db, recordingId);
  const c = r && (await classesOf(db, [r])).get(r.live_class_id);
  return c && statusRow(c, r);
}

/** The studio's recordings, the latest classes first. */
export async function studioRecordings(
  db: Database,
  studioId: number,
  limit: number,
): Promise<RecordingStatusRow[]> {
  const classes = await classRecords.ofStudio(db, studioId);
  const classOf = new Map(classes.map((c) => [c.id, c]));
  const recordings = await recordingsOfClasses(db, [...classOf.keys()]);
  const startOf = (r: RecordingRow) =>
    new Date(classOf.get(r.live_class_id)!.scheduled_at).getTime();
  return recordings
    .sort((a, b) => startOf(b) - startOf(a) || b.id - a.id)
    .slice(0, limit)
    .map((r) => statusRow(classOf.get(r.live_class_id)!, r));
}
