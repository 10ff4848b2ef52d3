import type { Database } from '../../platform/db/database.ts';
import { peopleByIds } from '../accounts/service.ts';
import {
  insertChatMessage as insertMessage,
  listChatMessages as listMessages,
  type ChatMessageRow,
} from './chat-store.ts';

export { removeChatMessage } from './chat-store.ts';

/** A chat message with its sender's first name (accounts'). */
export type ChatRow = ChatMessageRow & { first_name: string };

/** The messages with their senders' first names, read in one go (a sender unknown is left out). */
async function withNames(db: Database, rows: ChatMessageRow[]): Promise<ChatRow[]> {
  const people = await peopleByIds(db, [...new Set(rows.map((r) => r.user_id))]);
  const nameOf = new Map(people.map((p) => [p.id, p.first_name]));
  return rows.flatMap((r) => {
    const first_name = nameOf.get(r.user_id);
    return first_name === undefined ? [] : [{ ...r, first_name }];
  });
}

/**
 * Stores a message, once per `clientMessageId` (chat-store.ts), and answers it with its sender's
 * first name; `fresh` is false when it was stored before.
 */
export async function insertChatMessage(
  db: Database,
  m: Parameters<typeof insertMessage>[1],
): Promise<{ row: ChatRow; fresh: boolean }> {
  const { row, fresh } = await insertMessage(db, m);
  const [named] = await withNames(db, [row]);
  if (!named) throw new Error(`chat message ${row.id}: its sender ${row.user_id} has no account`);
  return { row: named, fresh };
}

/** A batch of the class's messages not removed, newest first, with their senders' first names. */
export async function listChatMessages(
  db: Database,
  liveClassId: number,
  limit: number,
  before?: number,
): Promise<ChatRow[]> {
  return withNames(db, await listMessages(db, liveClassId, limit, before));
}
