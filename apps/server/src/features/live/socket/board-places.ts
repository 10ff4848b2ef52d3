import { LIVE_BOARD_STALE_SECONDS, type BoardSortKey } from '@jetsweat/contract';
import { createWorkoutSummaries } from '../../workouts/service.ts';
import { findEnding } from '../ending-store.ts';
import { findRoom } from '../room-access.ts';
import type { EndingListener } from '../service.ts';
import type { RankedBoard } from './board-lines.ts';
import { readBoard, seatOf } from './board-store.ts';
import type { LiveSocket, SocketContext } from './socket-kit.ts';

/**
 * Where members finished on a live class's board (issue 53, item 5), kept with their workouts by
 * the workouts feature. The board lives only on the room's connections, so a place is kept as it
 * goes: a member's own when they leave the room (or their page closes) while the class runs, and
 * everyone's when the class ends (the instructor ends it, or the first page to leave after the
 * scheduled end). A place kept at the end is the final one: pages leaving afterwards, one by one,
 * see a board that shrinks and do not replace it.
 */

/** A member's figures as the board ranks them. */
export interface Standing {
  userId: number;
  calories: number;
  zonePoints: number;
}

/** Whole tenths, as the board shows and judges figures. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/**
 * Each member's rank by the board's own rule (board-lines.ts, rankBoard): the class's key, then
 * the other figure; members equal on both share a rank (1, 2, 2, 4).
 */
export function placesOf(sortBy: BoardSortKey, standings: readonly Standing[]) {
  const other: BoardSortKey = sortBy === 'zonePoints' ? 'calories' : 'zonePoints';
  const rounded = standings.map((s) => ({
    ...s,
    calories: tenths(s.calories),
    zonePoints: tenths(s.zonePoints),
  }));
  return rounded.map((s) => ({
    userId: s.userId,
    rank:
      1 +
      rounded.filter(
        (o) => o[sortBy] > s[sortBy] || (o[sortBy] === s[sortBy] && o[other] > s[other]),
      ).length,
  }));
}

/** The board's members, with the one leaving added when their line is already gone from it. */
function standingsOf(board: RankedBoard, leaving?: Standing): Standing[] {
  const standings: Standing[] = board.ranked.map(({ userId, calories, zonePoints }) => ({
    userId,
    calories,
    zonePoints,
  }));
  if (leaving && !standings.some((s) => s.userId === leaving.userId)) standings.push(leaving);
  return standings;
}

/** Whether the class is over: its instructor ended it, or its scheduled time is past. */
async function classIsOver(ctx: SocketContext, liveClassId: number, now: Date): Promise<boolean> {
  const { db } = ctx.deps;
  const [endedAt, room] = await Promise.all([
    findEnding(db, liveClassId),
    findRoom(db, liveClassId, now),
  ]);
  return endedAt !== undefined || now >= room.endsAt;
}

/**
 * A member leaves the class's room (or their page closes): their place is kept, or, the class
 * being over, everyone's. Call it before the socket leaves the room: the seat is read at once,
 * and so is the board (socket.io collects this instance's connections as it is asked), since the
 * board forgets a member the moment they leave.
 */
export function keepBoardPlaceOnLeaving(
  ctx: SocketContext,
  socket: LiveSocket,
  liveClassId: number,
): void {
  const seat = seatOf(socket, liveClassId);
  const { userId } = socket.data;
  if (!seat || socket.data.rooms?.[liveClassId] !== 'member') return;
  const now = ctx.deps.clock.now();
  // A page silent this long is off the board already: nothing to keep.
  if (now.getTime() - seat.at > LIVE_BOARD_STALE_SECONDS * 1000) return;
  const leaving = {
    userId,
    calories: seat.stats?.calories ?? 0,
    zonePoints: seat.stats?.zonePoints ?? 0,
  };
  const reading = readBoard(ctx, liveClassId);
  const keep = async () => {
    const [board, over] = await Promise.all([reading, classIsOver(ctx, liveClassId, now)]);
    const standings = standingsOf(board, leaving);
    const places = placesOf(board.sortBy, standings);
    await createWorkoutSummaries(ctx.deps).keepBoardPlaces({
      liveClassId,
      of: standings.length,
      places: over ? places : places.filter((p) => p.userId === userId),
      final: over,
      replaceFinal: false,
    });
  };
  keep().catch((err: unknown) => ctx.log.error({ err, liveClassId }, 'board place at leaving'));
}

/** The class's end: everyone on its board has their place kept, final. */
export const boardPlacesAtEnd = (ctx: SocketContext, then: EndingListener): EndingListener => ({
  ended: (e) => {
    const { liveClassId } = e;
    const reading = readBoard(ctx, liveClassId);
    const keep = async () => {
      const board = await reading;
      const standings = standingsOf(board);
      await createWorkoutSummaries(ctx.deps).keepBoardPlaces({
        liveClassId,
        of: standings.length,
        places: placesOf(board.sortBy, standings),
        final: true,
        replaceFinal: true,
      });
    };
    keep()
      .catch((err: unknown) => ctx.log.error({ err, liveClassId }, 'board places at the end'))
      // The pages are told once the places are kept: the ended screen they show next reads them.
      .finally(() => then.ended(e));
  },
  resumed: (liveClassId) => then.resumed(liveClassId),
});
