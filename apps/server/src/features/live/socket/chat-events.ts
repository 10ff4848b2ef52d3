import {
  chatHistorySchema,
  chatRemoveSchema,
  chatSendSchema,
  LIVE_CHAT_MESSAGES_PER_WINDOW,
  LIVE_CHAT_WINDOW_SECONDS,
  liveSocketEvents as ev,
  liveSocketTexts,
  type ChatMessage,
} from '@jetsweat/contract';
import { forbidden, notFound, tooManyRequests } from '../../../platform/http/errors.ts';
import {
  insertChatMessage,
  listChatMessages,
  removeChatMessage,
  type ChatRow,
} from '../chat-messages.ts';
import { roomAccess } from '../room-access.ts';
import {
  on,
  personOf,
  placeIn,
  roomOf,
  type LiveSocket,
  type SocketContext,
} from './socket-kit.ts';

const chatView = (r: ChatRow): ChatMessage => ({
  id: r.id,
  liveClassId: r.live_class_id,
  userId: r.user_id,
  name: r.first_name,
  role: r.role,
  text: r.text,
  createdAt: new Date(r.created_at).toISOString(),
});

/** The room's chat: sending (limited and kept), loading older batches, the instructor's removal. */
export function chatEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { io, deps } = ctx;
  on(ctx, socket, ev.chatSend, chatSendSchema, async ({ liveClassId, text, clientMessageId }) => {
    placeIn(socket, liveClassId);
    // The rule again: a class that has ended, or a booking gone, stops the chat too.
    const { role } = await roomAccess(deps.db, personOf(socket), liveClassId, deps.clock.now());
    const sent = await deps.limiter.count(
      `live-chat:${socket.data.userId}:${liveClassId}`,
      LIVE_CHAT_WINDOW_SECONDS,
    );
    if (sent > LIVE_CHAT_MESSAGES_PER_WINDOW) throw tooManyRequests(liveSocketTexts.chatTooFast);
    const { row, fresh } = await insertChatMessage(deps.db, {
      liveClassId,
      userId: socket.data.userId,
      role,
      text,
      clientMessageId,
      now: deps.clock.now(),
    });
    const message = chatView(row);
    // Sent again (its answer was lost): the room has it already.
    if (fresh) io.to(roomOf(liveClassId)).emit(ev.chatMessage, message);
    return message;
  });
  on(ctx, socket, ev.chatHistory, chatHistorySchema, async ({ liveClassId, before, limit }) => {
    placeIn(socket, liveClassId);
    return (await listChatMessages(deps.db, liveClassId, limit, before)).map(chatView);
  });
  on(ctx, socket, ev.chatRemove, chatRemoveSchema, async ({ liveClassId, messageId }) => {
    if (placeIn(socket, liveClassId) !== 'instructor')
      throw forbidden(liveSocketTexts.onlyInstructorRemoves);
    if (!(await removeChatMessage(deps.db, liveClassId, messageId, deps.clock.now())))
      throw notFound(liveSocketTexts.messageNotFound);
    io.to(roomOf(liveClassId)).emit(ev.chatRemoved, { liveClassId, id: messageId });
    return { liveClassId, id: messageId };
  });
}
