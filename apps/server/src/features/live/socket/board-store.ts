import {
  DEFAULT_BOARD_SORT,
  LIVE_BOARD_STALE_SECONDS,
  type BoardSortKey,
  type HeartZone,
} from '@jetsweat/contract';
import { rankBoard, seatIdOf, type BoardEntry, type RankedBoard } from './board-lines.ts';
import type { LiveSocket, SocketContext, SocketData } from './socket-kit.ts';

/**
 * Where the board lives: on the connections themselves (socket.data), as a member's camera does
 * for the roster. Every instance reads them through the adapter (`fetchSockets`, Redis's adapter
 * when REDIS_URL is set; this instance's own sockets without it, the embedded and test modes),
 * so no second store has to be kept in step, and a page that leaves the room or closes takes its
 * line with it at once. Reports come up to four a second from each member: kept in memory they
 * cost nothing, where a table or Redis key per report would be a write each.
 */
export const boardOf = (liveClassId: number) => `class:${liveClassId}:board`;

/** A member's place on one class's board, on one of their connections. */
export interface BoardSeat {
  label: string;
  /** When the page last said something (joined or reported), ms: a silent page goes stale. */
  at: number;
  stats: { calories: number; zonePoints: number; zone: HeartZone; bpm: number | null } | null;
}

/** A connection's board data besides what every connection carries. */
export interface BoardSocketData extends SocketData {
  /** By class id: the member's seat on its board. */
  boardSeats?: Record<number, BoardSeat>;
  /** By class id: the instructor's choice of ranking, and when it was made. */
  boardSort?: Record<number, { sortBy: BoardSortKey; at: number }>;
}

const boardData = (socket: LiveSocket): BoardSocketData => socket.data;

export const seatOf = (socket: LiveSocket, liveClassId: number): BoardSeat | undefined =>
  boardData(socket).boardSeats?.[liveClassId];

export function setSeat(socket: LiveSocket, liveClassId: number, seat: BoardSeat): void {
  const data = boardData(socket);
  data.boardSeats = { ...data.boardSeats, [liveClassId]: seat };
}

export function setSort(socket: LiveSocket, liveClassId: number, sortBy: BoardSortKey, at: number) {
  const data = boardData(socket);
  data.boardSort = { ...data.boardSort, [liveClassId]: { sortBy, at } };
}

/** Off the board of one class: the seat and the ranking choice go, and its board room. */
export async function leaveBoard(socket: LiveSocket, liveClassId: number): Promise<void> {
  const data = boardData(socket);
  const { [liveClassId]: _seat, ...seats } = data.boardSeats ?? {};
  const { [liveClassId]: _sort, ...sorts } = data.boardSort ?? {};
  data.boardSeats = seats;
  data.boardSort = sorts;
  await socket.leave(boardOf(liveClassId));
}

/**
 * The class's board now, from every instance's connections on it: members still in the room as
 * members whose page spoke within LIVE_BOARD_STALE_SECONDS, one line each (their newest page's),
 * ranked by the newest choice of an instructor in the room, or zone points.
 */
export async function readBoard(ctx: SocketContext, liveClassId: number): Promise<RankedBoard> {
  const sockets = await ctx.io.in(boardOf(liveClassId)).fetchSockets();
  const now = ctx.deps.clock.now().getTime();
  const newest = new Map<number, BoardSeat>();
  let sort: { sortBy: BoardSortKey; at: number } | undefined;
  for (const s of sockets) {
    const data: Partial<BoardSocketData> = s.data;
    const role = data.rooms?.[liveClassId];
    const chosen = data.boardSort?.[liveClassId];
    if (role === 'instructor' && chosen && (!sort || chosen.at > sort.at)) sort = chosen;
    const seat = data.boardSeats?.[liveClassId];
    if (role !== 'member' || !seat || data.userId === undefined) continue;
    if (now - seat.at > LIVE_BOARD_STALE_SECONDS * 1000) continue;
    const kept = newest.get(data.userId);
    if (!kept || seat.at > kept.at) newest.set(data.userId, seat);
  }
  const { signingSecret } = ctx.deps.config.media;
  const entries: BoardEntry[] = [...newest].map(([userId, seat]) => ({
    userId,
    seat: seatIdOf(signingSecret, liveClassId, userId),
    label: seat.label,
    zone: seat.stats?.zone ?? 0,
    calories: seat.stats?.calories ?? 0,
    zonePoints: seat.stats?.zonePoints ?? 0,
    bpm: seat.stats?.bpm ?? null,
  }));
  return rankBoard(liveClassId, sort?.sortBy ?? DEFAULT_BOARD_SORT, entries);
}
