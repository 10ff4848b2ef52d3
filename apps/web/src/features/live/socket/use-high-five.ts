import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS,
  liveCheerEvents as ev,
  type CheerSent,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { emitWithAck } from './room-socket.ts';

/**
 * A member's high-fives to others on the board, by their line's seat. A member just high-fived
 * is marked for LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS (the server refuses another before then); a
 * refusal's text is kept to show.
 */
export function useHighFive(socket: Socket | null, liveClassId: number) {
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const send = useCallback(
    async (seat: string) => {
      if (!socket) return;
      try {
        await emitWithAck<CheerSent>(socket, ev.highFive, { liveClassId, seat });
        setProblem(null);
        setSent((now) => new Set(now).add(seat));
        const timer = setTimeout(() => {
          timers.current.delete(timer);
          setSent((now) => new Set([...now].filter((s) => s !== seat)));
        }, LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS * 1000);
        timers.current.add(timer);
      } catch (err) {
        setProblem(err instanceof ApiError ? errorMessage(err) : null);
      }
    },
    [socket, liveClassId],
  );

  return { sent, problem, send };
}

export type HighFive = ReturnType<typeof useHighFive>;
