import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';
import type { Socket } from 'socket.io-client';
import {
  LIVE_CHAT_BATCH_DEFAULT,
  liveSocketEvents as ev,
  liveSocketTexts,
  type ChatMessage,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';

/** Newest first, each message once (a sent message comes back as the room's too). */
export function merge(front: ChatMessage[], rest: ChatMessage[]): ChatMessage[] {
  const seen = new Set<number>();
  return [...front, ...rest].filter((m) => !seen.has(m.id) && seen.add(m.id));
}

/** How often a message is sent again after getting no answer before the page gives up. */
const SEND_ATTEMPTS = 4;

/**
 * Whether a failed send may simply be sent again: no answer came (the network dropped, the ack
 * timed out), or it raced the drop and reached the server before the room was entered again.
 */
export const worthResending = (err: unknown): boolean =>
  !(err instanceof ApiError) || (err.status === 403 && err.message === liveSocketTexts.notInRoom);

/** A promise that settles once the room is entered (at once when it is). */
function useEntered(entered: boolean): () => Promise<void> {
  const state = useRef({ entered, waiting: [] as (() => void)[] });
  useEffect(() => {
    state.current.entered = entered;
    if (entered) for (const wake of state.current.waiting.splice(0)) wake();
  }, [entered]);
  return useCallback(
    () =>
      state.current.entered
        ? Promise.resolve()
        : new Promise<void>((resolve) => state.current.waiting.push(resolve)),
    [],
  );
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
 * Sends a message; answers false (with the server's reason shown) when it was refused. A
 * message that gets no answer (a network drop) waits for the room and goes again under the
 * same name, which the server keeps once: nothing written is lost, nothing shown twice.
 */
function useSend(
  socket: Socket | null,
  liveClassId: number,
  entered: boolean,
  setMessages: Dispatch<SetStateAction<ChatMessage[]>>,
  setProblem: (problem: string | null) => void,
) {
  const whenEntered = useEntered(entered);
  return useCallback(
    async (text: string): Promise<boolean> => {
      if (!socket) return false;
      const message = { liveClassId, text, clientMessageId: crypto.randomUUID() };
      for (let attempt = 1; ; attempt++) {
        await whenEntered();
        try {
          const sent = await emitWithAck<ChatMessage>(socket, ev.chatSend, message);
          setMessages((list) => merge([sent], list));
          setProblem(null);
          return true;
        } catch (err) {
          const again = worthResending(err) && attempt < SEND_ATTEMPTS;
          setProblem(
            again
              ? liveSocketTexts.chatResending
              : err instanceof ApiError
                ? errorMessage(err)
                : liveSocketTexts.chatNotSent,
          );
          if (!again) return false;
        }
      }
    },
    [socket, liveClassId, whenEntered, setMessages, setProblem],
  );
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

  const send = useSend(socket, liveClassId, entered, setMessages, setProblem);

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
