import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { boardSortKeys, liveBoardEvents as ev, type BoardSortKey } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { BoardSortRadios } from '../../lib/heart-rate/board-sort-radios.tsx';
import { emitWithAck } from './socket/room-socket.ts';

/**
 * The instructor's choice of what the class's leaderboard ranks by (board:sort). The server keeps
 * it with the instructor's connection, so a choice made here is sent again after a reconnection;
 * `current` is the ranking the latest board came with.
 */
export function BoardSortChoice({
  socket,
  liveClassId,
  current,
}: {
  socket: Socket | null;
  liveClassId: number;
  current: BoardSortKey | null;
}) {
  const [chosen, setChosen] = useState<BoardSortKey | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sent = useRef<{ socket: Socket; sortBy: BoardSortKey } | null>(null);

  useEffect(() => {
    if (!socket || !chosen) return;
    const send = () => {
      sent.current = { socket, sortBy: chosen };
      emitWithAck(socket, ev.sort, { liveClassId, sortBy: chosen }).then(
        () => setProblem(null),
        (err: unknown) => setProblem(err instanceof ApiError ? errorMessage(err) : null),
      );
    };
    if (sent.current?.socket !== socket || sent.current.sortBy !== chosen) send();
    // The server forgets the choice with a dropped connection: a reconnection gets it again.
    socket.on('connect', send);
    return () => void socket.off('connect', send);
  }, [socket, liveClassId, chosen]);

  return (
    <BoardSortRadios
      legend="Rank the leaderboard by"
      name={`board-sort-${liveClassId}`}
      className="board__sort"
      value={chosen ?? current ?? boardSortKeys[0]}
      disabled={!socket}
      onChange={setChosen}
    >
      {problem ? (
        <p className="board__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </BoardSortRadios>
  );
}
