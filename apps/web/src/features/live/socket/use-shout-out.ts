import { useCallback, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { liveCheerEvents as ev, liveCheerTexts as texts, type CheerSent } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';

/** The instructor's shout-outs to members on the board: whom the last reached, or why not. */
export function useShoutOut(socket: Socket | null, liveClassId: number) {
  const [status, setStatus] = useState<{ text: string; failed: boolean } | null>(null);
  const send = useCallback(
    async (seat: string) => {
      if (!socket) return;
      try {
        const sent = await emitWithAck<CheerSent>(socket, ev.shoutOut, { liveClassId, seat });
        setStatus({ text: texts.shoutOutSent(sent.to), failed: false });
      } catch (err) {
        if (err instanceof ApiError) setStatus({ text: errorMessage(err), failed: true });
      }
    },
    [socket, liveClassId],
  );
  return { status, send };
}
