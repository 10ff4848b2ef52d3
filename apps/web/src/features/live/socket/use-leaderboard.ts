import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { liveBoardEvents as ev, type Board, type BoardDisplay } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import type { BoardFigures } from '../board-figures.ts';
import { emitWithAck } from './room-socket.ts';

/** The page sends its figures at most this often (the server refuses more than a few a second). */
export const STATS_EVERY_MS = 1000;

/**
 * Sends the latest figures at most once every STATS_EVERY_MS: at once when the last send is that
 * long ago, otherwise once when it is (with whatever is latest by then).
 */
function useStatsSender(socket: Socket | null, liveClassId: number, onBoard: boolean) {
  const latest = useRef<BoardFigures | null>(null);
  const sentAt = useRef(-Infinity);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const live = useRef({ socket, liveClassId, onBoard });
  live.current = { socket, liveClassId, onBoard };

  const flush = useCallback(() => {
    const { socket: s, liveClassId: id, onBoard: on } = live.current;
    if (!s || !on || !latest.current || timer.current) return;
    const wait = sentAt.current + STATS_EVERY_MS - Date.now();
    if (wait > 0) {
      timer.current = setTimeout(() => {
        timer.current = null;
        flush();
      }, wait);
      return;
    }
    sentAt.current = Date.now();
    // A refusal (too fast, off the board) is not shown: the next figures go a second later.
    emitWithAck(s, ev.stats, { liveClassId: id, ...latest.current }).catch(() => undefined);
  }, []);

  useEffect(() => {
    if (onBoard) flush();
    return () => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [onBoard, flush]);

  return useCallback(
    (figures: BoardFigures) => {
      latest.current = figures;
      flush();
    },
    [flush],
  );
}

/**
 * The live class's leaderboard for a member (issue 53, item 3): off until they opt in (by name or
 * initials), or on from the start when their profile says so; then on the board again after each
 * reconnection, their figures sent as the heart-rate tally reports them, and the room's latest
 * board kept.
 */
export function useLeaderboard(socket: Socket | null, liveClassId: number, entered: boolean) {
  // From the profile's default: a member who chose to show on leaderboards is on from the start.
  const profileDefault = useSession().user?.leaderboardShow ?? null;
  const [show, setShow] = useState<BoardDisplay | null>(profileDefault);
  const [board, setBoard] = useState<Board | null>(null);
  const [joined, setJoined] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!socket || !entered || !show) return;
    let current = true;
    const updated = (b: Board) => b.liveClassId === liveClassId && setBoard(b);
    socket.on(ev.update, updated);
    emitWithAck<Board>(socket, ev.join, { liveClassId, show }).then(
      (b) => {
        if (!current) return;
        setBoard(b);
        setJoined(true);
        setProblem(null);
      },
      (err: unknown) => {
        if (!current) return;
        setProblem(err instanceof ApiError ? errorMessage(err) : null);
        setShow(null);
      },
    );
    return () => {
      current = false;
      socket.off(ev.update, updated);
      setJoined(false);
    };
  }, [socket, liveClassId, entered, show]);

  const report = useStatsSender(socket, liveClassId, joined);

  const join = useCallback((display: BoardDisplay) => setShow(display), []);
  const leave = useCallback(() => {
    setShow(null);
    setBoard(null);
    if (socket) emitWithAck(socket, ev.leave, { liveClassId }).catch(() => undefined);
  }, [socket, liveClassId]);

  return { show, board: show ? board : null, problem, join, leave, report };
}

export type Leaderboard = ReturnType<typeof useLeaderboard>;
