import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { Socket } from 'socket.io-client';
import {
  LIVE_CHAT_BATCH_DEFAULT,
  liveSocketEvents as ev,
  type ChatMessage,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';

/** Newest first, each message once (a sent message comes back as the room's too). */
export function merge(front: ChatMessage[], rest: ChatMessage[]): ChatMessage[] {
  const seen = new Set<number>();
  return [...front, ...rest].filter((m) => !seen.has(m.id) && seen.add(m.id));
}

/** Keeps the list up with the room: new messages at the front, removed ones gone. */
function followRoom(
  socket: Socket,
  liveClassId: number,
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>,
): () => void {
  const added = (m: ChatMessage) =>
    m.liveClassId === liveClassId && setMessages((list) => merge([m], list));
  const removed = (r: { liveClassId: number; id: number }) =>
    r.liveClassId === liveClassId && setMessages((list) => list.filter((m) => m.id !== r.id));
  socket.on(ev.chatMessage, added);
  socket.on(ev.chatRemoved, removed);
  return () => {
    socket.off(ev.chatMessage, added);
    socket.off(ev.chatRemoved, removed);
  };
}

/**
 * The class's chat (spec 4): newest first, a new message added at the front, older ones loaded
 * in batches behind. Loaded once the room is entered, and again after a reconnection.
 */
export function useChat(socket: Socket | null, liveClassId: number, entered: boolean) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [more, setMore] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** One batch older than message `before` (none: the newest), put behind those shown. */
  const takeBatch = useCallback(
    async (before?: number) => {
      if (!socket) return;
      try {
        const batch = await emitWithAck<ChatMessage[]>(socket, ev.chatHistory, {
          liveClassId,
          before,
        });
        setMessages((list) => merge(list, batch));
        setMore(batch.length >= LIVE_CHAT_BATCH_DEFAULT);
      } catch (err) {
        setProblem(errorMessage(err));
      }
    },
    [socket, liveClassId],
  );

  useEffect(() => {
    if (!socket || !entered) return;
    void takeBatch();
    return followRoom(socket, liveClassId, setMessages);
  }, [socket, liveClassId, entered, takeBatch]);

  const oldest = messages.at(-1)?.id;
  const loadOlder = useCallback(() => takeBatch(oldest), [takeBatch, oldest]);

  /** Sends a message; answers false (with the server's reason shown) when it was refused. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      if (!socket) return false;
      try {
        const sent = await emitWithAck<ChatMessage>(socket, ev.chatSend, { liveClassId, text });
        setMessages((list) => merge([sent], list));
        setProblem(null);
        return true;
      } catch (err) {
        setProblem(errorMessage(err));
        return false;
      }
    },
    [socket, liveClassId],
  );

  const remove = useCallback(
    (messageId: number) =>
      socket
        ? emitWithAck(socket, ev.chatRemove, { liveClassId, messageId }).then(
            () => setMessages((list) => list.filter((m) => m.id !== messageId)),
            (err: unknown) => setProblem(errorMessage(err)),
          )
        : Promise.resolve(),
    [socket, liveClassId],
  );

  return { messages, more, problem, send, loadOlder, remove };
}
