import { useEffect, useId, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import {
  boardSortKeys,
  boardSortNames,
  liveBoardEvents as ev,
  type BoardSortKey,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
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
  const legend = useId();
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

  const shown = chosen ?? current ?? boardSortKeys[0];
  return (
    <fieldset className="board__sort" aria-labelledby={legend}>
      <legend id={legend}>Rank the leaderboard by</legend>
      {boardSortKeys.map((key) => (
        <label key={key}>
          <input
            type="radio"
            name={`board-sort-${liveClassId}`}
            value={key}
            checked={shown === key}
            disabled={!socket}
            onChange={() => setChosen(key)}
          />
          {boardSortNames[key]}
        </label>
      ))}
      {problem ? (
        <p className="board__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
