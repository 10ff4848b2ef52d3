import type { RoomRole } from '@jetsweat/contract';
import type { InferResult } from 'kysely';
import type { Database } from '../../platform/db/database.ts';

/** A class room's chat (migration 019: live_chat_messages); removed messages are kept, marked. */
/** A chat message as messages() selects it (its sender's name is accounts', chat-messages.ts). */
export type ChatMessageRow = InferResult<ReturnType<typeof messages>>[number];

function messages(db: Database) {
  return db
    .selectFrom('live_chat_messages as m')
    .select(['m.id', 'm.live_class_id', 'm.user_id', 'm.role', 'm.text', 'm.created_at']);
}

/**
 * Stores a message, once per `clientMessageId` (the page's name for it): sent again, the stored
 * one comes back with `fresh` false and nothing changes.
 */
export async function insertChatMessage(
  db: Database,
  m: {
    liveClassId: number;
    userId: number;
    role: RoomRole;
    text: string;
    clientMessageId?: string | undefined;
    now: Date;
  },
): Promise<{ row: ChatMessageRow; fresh: boolean }> {
  const inserted = await db
    .insertInto('live_chat_messages')
    .values({
      live_class_id: m.liveClassId,
      user_id: m.userId,
      role: m.role,
      text: m.text,
      client_message_id: m.clientMessageId ?? null,
      created_at: m.now,
    })
    .onConflict((oc) =>
      oc
        .columns(['live_class_id', 'user_id', 'client_message_id'])
        .where('client_message_id', 'is not', null)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  // Nothing inserted only when the name was taken (a message without one never conflicts).
  const id =
    inserted?.id ??
    db
      .selectFrom('live_chat_messages')
      .select('id')
      .where('live_class_id', '=', m.liveClassId)
      .where('user_id', '=', m.userId)
      .where('client_message_id', '=', m.clientMessageId!);
  const row = await messages(db).where('m.id', '=', id).executeTakeFirstOrThrow();
  return { row, fresh: inserted !== undefined };
}

/** A batch of the class's messages not removed, newest first, older than `before` if given. */
export async function listChatMessages(
  db: Database,
  liveClassId: number,
  limit: number,
  before?: number,
): Promise<ChatMessageRow[]> {
  return messages(db)
    .where('m.live_class_id', '=', liveClassId)
    .where('m.removed_at', 'is', null)
    .$if(before !== undefined, (q) => q.where('m.id', '<', before!))
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute();
}

/** Marks a message of the class removed; false when there is no such message there. */
export async function removeChatMessage(
  db: Database,
  liveClassId: number,
  messageId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('live_chat_messages')
    .set({ removed_at: now })
    .where('id', '=', messageId)
    .where('live_class_id', '=', liveClassId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
