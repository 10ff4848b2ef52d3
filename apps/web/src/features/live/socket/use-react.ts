import { useCallback, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  liveCheerEvents as ev,
  liveCheerTexts as texts,
  liveReactionFaces,
  type LiveReaction,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';

/** A member's reactions to the instructor: what was last sent, or why it was refused. */
export function useReact(socket: Socket | null, liveClassId: number) {
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const send = useCallback(
    async (reaction: LiveReaction) => {
      if (!socket) return;
      try {
        await emitWithAck(socket, ev.react, { liveClassId, reaction });
        setStatus({ text: texts.reacted(liveReactionFaces[reaction].name), failed: false });
      } catch (err) {
        if (err instanceof ApiError) setStatus({ text: errorMessage(err), failed: true });
      }
    },
    [socket, liveClassId],
  );
  return { status, send };
}
