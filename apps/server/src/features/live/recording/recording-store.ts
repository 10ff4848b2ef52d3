import { sql, type Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { recording } from './recording-machine.ts';

// The recording's named moves (recording-machine.ts), each applied only from the states it allows.
const { open, close, publish, fail, retry, reopen } = recording.moves;

/** A class's recording (migration 020: live_recordings). */
export type RecordingRow = Selectable<Tables['live_recordings']>;

/** The class's recording, begun by `userId` now when it has none yet. */
export async function openRecording(
  db: Database,
  r: { liveClassId: number; userId: number; now: Date },
): Promise<RecordingRow> {
  await db
    .insertInto('live_recordings')
    .values({
      live_class_id: r.liveClassId,
      started_by: r.userId,
      state: open.check(NONE).to,
      created_at: r.now,
      updated_at: r.now,
    })
    .onConflict((oc) => oc.column('live_class_id').doNothing())
    .execute();
  return db
    .selectFrom('live_recordings')
    .selectAll()
    .where('live_class_id', '=', r.liveClassId)
    .executeTakeFirstOrThrow();
}

export async function hasPart(
  db: Database,
  p: { recordingId: number; take: string; sequence: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('live_recording_parts')
    .select('bytes')
    .where('recording_id', '=', p.recordingId)
    .where('take', '=', p.take)
    .where('sequence', '=', p.sequence)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many bytes the recording's parts hold so far. */
export async function recordedBytes(db: Database, recordingId: number): Promise<number> {
  const row = await db
    .selectFrom('live_recording_parts')
    .select(sql<string>`coalesce(sum(bytes), 0)`.as('total'))
    .where('recording_id', '=', recordingId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * Takes parts again for a recording closed by "End class" (processing, ready or failed): its
 * class went on air again within its time. Answers the recording as it now is.
 */
export async function reopenRecording(
  db: Database,
  recordingId: number,
  now: Date,
): Promise<RecordingRow> {
  await db
    .updateTable('live_recordings')
    .set({ state: reopen.to, failure: null, updated_at: now })
    .where('id', '=', recordingId)
    .where('state', 'in', reopen.fromStored)
    .execute();
  return db
    .selectFrom('live_recordings')
    .selectAll()
    .where('id', '=', recordingId)
    .executeTakeFirstOrThrow();
}

/** Records a stored part: false when it was already recorded (a retry). */
export async function insertPart(
  db: Database,
  p: { recordingId: number; take: string; sequence: number; bytes: number; now: Date },
): Promise<boolean> {
  const row = await db
    .insertInto('live_recording_parts')
    .values({
      recording_id: p.recordingId,
      take: p.take,
      sequence: p.sequence,
      bytes: p.bytes,
      received_at: p.now,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('sequence')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stops taking parts for the class's recording: its id when it was recording until now. */
export async function closeRecording(
  db: Database,
  liveClassId: number,
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .updateTable('live_recordings')
    .set({ state: close.to, updated_at: now })
    .where('live_class_id', '=', liveClassId)
    .where('state', 'in', close.fromStored)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The recordings taking parts, with their classes (the schedule's: when they end). */
export function recordingsTakingParts(
  db: Database,
): Promise<Pick<RecordingRow, 'id' | 'live_class_id'>[]> {
  return db
    .selectFrom('live_recordings')
    .select(['id', 'live_class_id'])
    .where('state', '=', 'recording')
    .orderBy('id')
    .execute();
}

/** Stops taking parts for these recordings, those still taking them. */
export async function closeRecordings(db: Database, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('live_recordings')
    .set({ state: close.to, updated_at: now })
    .where('id', 'in', ids)
    .where('state', 'in', close.fromStored)
    .execute();
}

/** Every recording waiting to be processed. */
export async function recordingsProcessing(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('live_recordings')
    .select('id')
    .where('state', '=', 'processing')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The recordings still taking parts: their classes are on air (or were, with no End class yet). */
export async function recordingsOnAir(db: Database): Promise<number[]> {
  const rows = await db
    .selectFrom('live_recordings')
    .select('id')
    .where('state', '=', 'recording')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** One recording, by its id. */
export function findRecording(
  db: Database,
  recordingId: number,
): Promise<RecordingRow | undefined> {
  return db
    .selectFrom('live_recordings')
    .selectAll()
    .where('id', '=', recordingId)
    .executeTakeFirst();
}

/** The class's recording, if it has one. */
export function recordingOfClass(
  db: Database,
  liveClassId: number,
): Promise<RecordingRow | undefined> {
  return db
    .selectFrom('live_recordings')
    .selectAll()
    .where('live_class_id', '=', liveClassId)
    .executeTakeFirst();
}

/** The recordings of these classes (one a class at most). */
export function recordingsOfClasses(db: Database, classIds: number[]): Promise<RecordingRow[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('live_recordings')
    .selectAll()
    .where((eb) => eb('live_class_id', '=', eb.fn.any(eb.val(classIds))))
    .execute();
}

/** The recording's parts, take by take in the order the takes began, each take in sequence. */
export async function partsOf(db: Database, recordingId: number) {
  return db
    .selectFrom('live_recording_parts as p')
    .select([
      'p.take',
      'p.sequence',
      'p.received_at',
      sql<Date>`min(p.received_at) over (partition by p.take)`.as('take_began'),
    ])
    .where('p.recording_id', '=', recordingId)
    .orderBy('take_began')
    .orderBy('p.take')
    .orderBy('p.sequence')
    .execute();
}

/**
 * Marks the recording ready with its on-demand class, only from 'processing' and only when the
 * run made it from every part the recording has (`parts`): answers false when another run got
 * there first, or the class resumed and more parts came (the caller then rolls its class back).
 */
export async function markReady(
  tx: Database,
  recordingId: number,
  videoId: number,
  parts: number,
  now: Date,
): Promise<boolean> {
  const row = await tx
    .updateTable('live_recordings')
    .set({ state: publish.to, video_id: videoId, failure: null, updated_at: now })
    .where('id', '=', recordingId)
    .where('state', 'in', publish.fromStored)
    .where(
      (eb) =>
        eb
          .selectFrom('live_recording_parts')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('recording_id', '=', recordingId),
      '=',
      parts,
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A failed recording filed again (Retry): true when this call moved it, false when it was not failed. */
export async function markRetried(db: Database, recordingId: number, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('live_recordings')
    .set({ state: retry.to, failure: null, updated_at: now })
    .where('id', '=', recordingId)
    .where('state', 'in', retry.fromStored)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Forgets the recording's parts (their files are removed first). */
export async function deleteParts(db: Database, recordingId: number): Promise<void> {
  await db.deleteFrom('live_recording_parts').where('recording_id', '=', recordingId).execute();
}

/** Published recordings that still keep their parts, with their classes. */
export function readyRecordingsWithParts(
  db: Database,
): Promise<Pick<RecordingRow, 'id' | 'live_class_id'>[]> {
  return db
    .selectFrom('live_recordings as r')
    .select(['r.id', 'r.live_class_id'])
    .where('r.state', '=', 'ready')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('live_recording_parts as p')
          .select('p.sequence')
          .whereRef('p.recording_id', '=', 'r.id'),
      ),
    )
    .orderBy('r.id')
    .execute();
}

export async function markFailed(
  db: Database,
  recordingId: number,
  reason: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('live_recordings')
    .set({ state: fail.to, failure: reason.slice(0, 2000), updated_at: now })
    .where('id', '=', recordingId)
    .where('state', 'in', fail.fromStored)
    .execute();
}
