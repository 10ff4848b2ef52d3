import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

/** Staff notes on a studio's client (migration 057: studio_client_notes): written, never changed. */
export type ClientNoteRow = Selectable<Tables['studio_client_notes']>;

export function insertClientNote(
  tx: Database,
  n: { studioId: number; userId: number; authorId: number; text: string },
  now: Date,
): Promise<ClientNoteRow> {
  return tx
    .insertInto('studio_client_notes')
    .values({
      studio_id: n.studioId,
      user_id: n.userId,
      author_id: n.authorId,
      text: n.text,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One studio's notes on one client, newest first (another studio's are never read). */
export function listClientNotes(
  db: Database,
  studioId: number,
  userId: number,
): Promise<ClientNoteRow[]> {
  return db
    .selectFrom('studio_client_notes')
    .selectAll()
    .where('studio_id', '=', studioId)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}
