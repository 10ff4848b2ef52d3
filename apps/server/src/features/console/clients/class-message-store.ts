import type { Database } from '../../../platform/db/database.ts';

/**
 * Messages to a class's attendees (migration 057: studio_class_messages), one per key of the
 * page: claiming a key twice finds the first claim, so a double click sends once.
 */
export async function claimMessageKey(
  db: Database,
  m: {
    studioId: number;
    classId: number;
    authorId: number;
    key: string;
    subject: string;
    text: string;
  },
  now: Date,
): Promise<{ id: number; claimed: true } | { sent: number | null; claimed: false }> {
  const row = await db
    .insertInto('studio_class_messages')
    .values({
      studio_id: m.studioId,
      live_class_id: m.classId,
      author_id: m.authorId,
      idempotency_key: m.key,
      subject: m.subject,
      text: m.text,
      created_at: now,
    })
    .onConflict((oc) => oc.constraint('studio_class_messages_key_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (row) return { id: row.id, claimed: true };
  const first = await db
    .selectFrom('studio_class_messages')
    .select('sent')
    .where('studio_id', '=', m.studioId)
    .where('idempotency_key', '=', m.key)
    .executeTakeFirstOrThrow();
  return { sent: first.sent, claimed: false };
}

/** How many mails the claimed message filed. */
export async function recordMessageSent(tx: Database, id: number, sent: number): Promise<void> {
  await tx.updateTable('studio_class_messages').set({ sent }).where('id', '=', id).execute();
}
