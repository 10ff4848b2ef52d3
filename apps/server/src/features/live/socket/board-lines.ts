import { createHmac } from 'node:crypto';
import {
  LIVE_BOARD_COACH_MAX,
  LIVE_BOARD_LABEL_MAX,
  LIVE_BOARD_SEAT_LENGTH,
  LIVE_BOARD_TOP,
  liveBoardTexts,
  type Board,
  type BoardDisplay,
  type BoardSortKey,
  type CoachBoard,
  type CoachLine,
  type HeartZone,
} from '@jetsweat/contract';
import { rosterName } from './roster.ts';

/** One opted-in member as the board knows them (the newest report of any of their pages). */
export interface BoardEntry {
  userId: number;
  /** What pages address the line by (seatIdOf). */
  seat: string;
  label: string;
  zone: HeartZone;
  calories: number;
  zonePoints: number;
  bpm: number | null;
}

/** The whole board of a class at one moment, before it is cut for each receiver. */
export interface RankedBoard {
  liveClassId: number;
  sortBy: BoardSortKey;
  ranked: CoachLine[];
}

/**
 * A member's seat on one class's board: a keyed hash of the class and the member, so the same on
 * every instance sharing the key (and across a reload), different in each class, and telling
 * nothing of the user id (live-board.ts says why the board does not show it).
 */
export const seatIdOf = (secret: string, liveClassId: number, userId: number): string =>
  createHmac('sha256', secret)
    .update(`board-seat:${liveClassId}:${userId}`)
    .digest('base64url')
    .slice(0, LIVE_BOARD_SEAT_LENGTH);

const first = (text: string) => Array.from(text.trim())[0] ?? '';

/**
 * The label a member chose: "Bea B." (the roster's name) or "BB". Made from the names only, so
 * an e-mail address can never reach the board.
 */
export function boardLabel(
  p: { first_name: string; last_name: string } | undefined,
  show: BoardDisplay,
): string {
  if (show === 'name') return p ? rosterName(p) : liveBoardTexts.someone;
  const initials = p ? `${first(p.first_name)}${first(p.last_name)}`.toUpperCase() : '';
  return Array.from(initials || liveBoardTexts.someone)
    .slice(0, LIVE_BOARD_LABEL_MAX)
    .join('');
}

/** Whole tenths: what the board shows, and what equal figures are judged by. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * Ranked by the class's key, then the other figure, then the user id (a steady order for equal
 * figures); equal figures on both share a rank (1, 2, 2, 4).
 */
export function rankBoard(
  liveClassId: number,
  sortBy: BoardSortKey,
  entries: BoardEntry[],
): RankedBoard {
  const other: BoardSortKey = sortBy === 'zonePoints' ? 'calories' : 'zonePoints';
  const rounded = entries.map((e) => ({
    ...e,
    calories: tenths(e.calories),
    zonePoints: tenths(e.zonePoints),
  }));
  rounded.sort((a, b) => b[sortBy] - a[sortBy] || b[other] - a[other] || a.userId - b.userId);
  const ranked: CoachLine[] = [];
  rounded.forEach((e, i) => {
    const before = ranked[i - 1];
    const tied = before && before[sortBy] === e[sortBy] && before[other] === e[other];
    ranked.push({ ...e, rank: tied ? before.rank : i + 1 });
  });
  return { liveClassId, sortBy, ranked };
}

/** A line without the heart rate and the user id, which only the instructor sees. */
const boardLine = ({ bpm: _bpm, userId: _userId, ...line }: CoachLine) => line;

/** What one receiver is sent: the top lines and their own line (null when not on the board). */
export function boardFor(board: RankedBoard, userId: number): Board {
  const own = board.ranked.find((l) => l.userId === userId);
  return {
    liveClassId: board.liveClassId,
    sortBy: board.sortBy,
    lines: board.ranked.slice(0, LIVE_BOARD_TOP).map(boardLine),
    own: own ? boardLine(own) : null,
    total: board.ranked.length,
  };
}

/** What the class's instructors are sent: every member with their heart rate, bounded. */
export const coachBoardOf = (board: RankedBoard): CoachBoard => ({
  liveClassId: board.liveClassId,
  sortBy: board.sortBy,
  members: board.ranked.slice(0, LIVE_BOARD_COACH_MAX),
  more: Math.max(0, board.ranked.length - LIVE_BOARD_COACH_MAX),
});
