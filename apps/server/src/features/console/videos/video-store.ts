import type { Selectable } from 'kysely';
import type { ConsoleVideoDetails } from '@jetsweat/contract';
import type { Database, Tables } from '../../../platform/db/database.ts';
import { NONE } from '../../../platform/db/state-machine.ts';
import { consoleVideo, type ConsoleVideoMove } from './video-machine.ts';

/** An upload's row (migration 034: console_videos). */
export type ConsoleVideoRow = Selectable<Tables['console_videos']>;

/** The details as columns. */
const columnsOf = (d: ConsoleVideoDetails) => ({
  title: d.title,
  summary: d.summary,
  instructor_id: d.instructorId,
  class_type: d.classType,
  level: d.level,
  body_focus: d.bodyFocus,
  equipment: d.equipment,
});

export async function insertConsoleVideo(
  db: Database,
  v: { studioId: number; createdBy: number; details: ConsoleVideoDetails },
  now: Date,
): Promise<ConsoleVideoRow> {
  return db
    .insertInto('console_videos')
    .values({
      ...columnsOf(v.details),
      studio_id: v.studioId,
      created_by: v.createdBy,
      state: consoleVideo.moves.create.check(NONE).to,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One upload by id (locked for the caller's transaction when `lock`). */
export function findConsoleVideo(
  db: Database,
  id: number,
  lock = false,
): Promise<ConsoleVideoRow | undefined> {
  let q = db.selectFrom('console_videos').selectAll().where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export function listConsoleVideos(db: Database, studioId: number): Promise<ConsoleVideoRow[]> {
  return db
    .selectFrom('console_videos')
    .selectAll()
    .where('studio_id', '=', studioId)
    .orderBy('id', 'desc')
    .execute();
}

export async function updateConsoleVideo(
  db: Database,
  id: number,
  change: {
    details?: ConsoleVideoDetails;
    /** A change of state, by its move: applied only to an upload in a state the move starts from. */
    move?: ConsoleVideoMove;
    failure?: string | null;
    fileName?: string;
    fileBytes?: number;
    durationSeconds?: number;
    hasCaptions?: boolean;
    videoId?: number;
    published?: boolean;
  },
  now: Date,
): Promise<boolean> {
  const move = change.move && consoleVideo.moves[change.move];
  let q = db
    .updateTable('console_videos')
    .set({
      ...(change.details ? columnsOf(change.details) : {}),
      ...(move ? { state: move.to } : {}),
      ...(change.failure !== undefined ? { failure: change.failure } : {}),
      ...(change.fileName !== undefined ? { file_name: change.fileName } : {}),
      ...(change.fileBytes !== undefined ? { file_bytes: change.fileBytes } : {}),
      ...(change.durationSeconds !== undefined ? { duration_seconds: change.durationSeconds } : {}),
      ...(change.hasCaptions !== undefined ? { has_captions: change.hasCaptions } : {}),
      ...(change.videoId !== undefined ? { video_id: change.videoId } : {}),
      ...(change.published !== undefined ? { published: change.published } : {}),
      updated_at: now,
    })
    .where('id', '=', id);
  if (move) q = q.where('state', 'in', move.fromStored);
  const res = await q.executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Uploads 'processing' since before `since` (the clean-up's stalled transcodes). */
export function listProcessingSince(db: Database, since: Date): Promise<{ id: number }[]> {
  return db
    .selectFrom('console_videos')
    .select('id')
    .where('state', '=', 'processing')
    .where('updated_at', '<', since)
    .execute();
}
