import type { Deps } from '../../../platform/deps.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { clientHistory } from './client-history.ts';
import { insertClientNote } from './client-notes-store.ts';

/**
 * A staff note on one of the studio's clients (404 when the member is none of its clients), and
 * its audit entry in the same transaction. The caller's role was asked before.
 */
export async function addClientNote(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  ids: { studioId: number; userId: number; authorId: number },
  text: string,
): Promise<{ id: number }> {
  await clientHistory(db, ids.studioId, ids.userId);
  const now = clock.now();
  return db.transaction().execute(async (tx) => {
    const note = await insertClientNote(tx, { ...ids, text }, now);
    await insertAuditEntry(
      tx,
      {
        studioId: ids.studioId,
        actorId: ids.authorId,
        action: 'client_note.create',
        entity: 'client',
        entityId: ids.userId,
        before: null,
        after: { noteId: note.id, text },
      },
      now,
    );
    return { id: note.id };
  });
}
