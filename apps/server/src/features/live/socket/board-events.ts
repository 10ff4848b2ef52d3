import {
  boardJoinSchema,
  boardLeaveSchema,
  boardSortSchema,
  boardStatsSchema,
  LIVE_BOARD_STATS_PER_SECOND,
  liveBoardEvents as ev,
  liveBoardTexts,
} from '@jetsweat/contract';
import { peopleByIds } from '../../accounts/service.ts';
import { forbidden, tooManyRequests } from '../../../platform/http/errors.ts';
import { roomAccess } from '../room-access.ts';
import { boardFor, boardLabel } from './board-lines.ts';
import { boardOf, leaveBoard, readBoard, seatOf, setSeat, setSort } from './board-store.ts';
import { boardTicker } from './board-ticker.ts';
import { on, personOf, placeIn, type LiveSocket, type SocketContext } from './socket-kit.ts';

/**
 * The live class's leaderboard: a member in the room opts in (by name or initials) and reports
 * their figures; the instructor chooses the ranking; the boards go out from board-ticker.ts.
 */
export function boardEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { deps } = ctx;
  boardTicker(ctx);
  const now = () => deps.clock.now();

  on(ctx, socket, ev.join, boardJoinSchema, async ({ liveClassId, show }) => {
    if (placeIn(socket, liveClassId) !== 'member') throw forbidden(liveBoardTexts.onlyMembers);
    // The room's rule again: a booking cancelled, or a member removed, since they came in.
    await roomAccess(deps.db, personOf(socket), liveClassId, now());
    const [person] = await peopleByIds(deps.db, [socket.data.userId]);
    const stats = seatOf(socket, liveClassId)?.stats ?? null;
    setSeat(socket, liveClassId, {
      label: boardLabel(person, show),
      at: now().getTime(),
      stats,
    });
    await socket.join(boardOf(liveClassId));
    return boardFor(await readBoard(ctx, liveClassId), socket.data.userId);
  });

  on(ctx, socket, ev.leave, boardLeaveSchema, async ({ liveClassId }) => {
    if (seatOf(socket, liveClassId)) await leaveBoard(socket, liveClassId);
    return { liveClassId };
  });

  // Checked against the seat the room's rule gave at board:join, not the database each time:
  // a page reports every second or so, and leaving the room (or being removed) ends the seat.
  on(ctx, socket, ev.stats, boardStatsSchema, async ({ liveClassId, bpm, ...figures }) => {
    const seat = seatOf(socket, liveClassId);
    if (!seat || socket.data.rooms[liveClassId] !== 'member')
      throw forbidden(liveBoardTexts.joinFirst);
    // Per person (all their pages, every instance), counted where every instance sees it.
    const sent = await deps.limiter.count(`live-board:${socket.data.userId}:${liveClassId}`, 1);
    if (sent > LIVE_BOARD_STATS_PER_SECOND) throw tooManyRequests(liveBoardTexts.statsTooFast);
    // The page may have left while the count was read: a seat gone stays gone.
    if (seatOf(socket, liveClassId) !== seat) throw forbidden(liveBoardTexts.joinFirst);
    setSeat(socket, liveClassId, {
      ...seat,
      at: now().getTime(),
      stats: { ...figures, bpm: bpm ?? null },
    });
    return { liveClassId };
  });

  on(ctx, socket, ev.sort, boardSortSchema, async ({ liveClassId, sortBy }) => {
    if (placeIn(socket, liveClassId) !== 'instructor')
      throw forbidden(liveBoardTexts.onlyInstructorSorts);
    setSort(socket, liveClassId, sortBy, now().getTime());
    await socket.join(boardOf(liveClassId));
    return { liveClassId, sortBy };
  });
}
