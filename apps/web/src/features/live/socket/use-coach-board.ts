import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { liveBoardEvents as ev, type CoachBoard } from '@jetsweat/contract';

/**
 * The instructor's view of the leaderboard: every opted-in member's zone and heart rate, as the
 * server sends it (board:coach, with each change of the board, at most once a second).
 */
export function useCoachBoard(socket: Socket | null, liveClassId: number): CoachBoard | null {
  const [board, setBoard] = useState<CoachBoard | null>(null);
  useEffect(() => {
    if (!socket) return;
    const coach = (b: CoachBoard) => b.liveClassId === liveClassId && setBoard(b);
    socket.on(ev.coach, coach);
    return () => {
      socket.off(ev.coach, coach);
      setBoard(null);
    };
  }, [socket, liveClassId]);
  return board;
}
