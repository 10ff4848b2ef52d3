import {
  cheerToSeatSchema,
  LIVE_BOARD_LABEL_MAX,
  LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS,
  LIVE_HIGH_FIVES_PER_MINUTE,
  LIVE_REACTIONS_PER_MINUTE,
  LIVE_SHOUT_OUTS_PER_MINUTE,
  liveCheerEvents as ev,
  liveCheerTexts as texts,
  reactSchema,
  type CoachLine,
  type HighFived,
  type Reaction,
  type ShoutedOut,
} from '@jetsweat/contract';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../../platform/http/errors.ts';
import { peopleByIds } from '../../accounts/service.ts';
import { roomAccess } from '../room-access.ts';
import { readBoard, seatOf, type BoardSocketData } from './board-store.ts';
import { personRoomOf } from './sockets-per-person.ts';
import {
  instructorsOf,
  on,
  personOf,
  placeIn,
  type LiveSocket,
  type SocketContext,
} from './socket-kit.ts';

const MINUTE = 60;

/** The line on the class's board now at `seat` (read from every instance), or 404. */
async function lineAt(ctx: SocketContext, liveClassId: number, seat: string): Promise<CoachLine> {
  const line = (await readBoard(ctx, liveClassId)).ranked.find((l) => l.seat === seat);
  if (!line) throw notFound(texts.notOnBoard);
  return line;
}

/**
 * Tells a member on the board, on each of their pages that is in the class's room as a member
 * and on its board at this moment (read again here, as the cheer goes, on every instance): a page
 * that left the room or the board, or closed, hears nothing. 404 when no page of theirs is there.
 */
async function tellMemberOnBoard(
  ctx: SocketContext,
  liveClassId: number,
  userId: number,
  event: string,
  told: HighFived | ShoutedOut,
): Promise<void> {
  const pages = (await ctx.io.in(personRoomOf(userId)).fetchSockets()).filter((s) => {
    const data: Partial<BoardSocketData> = s.data;
    return data.rooms?.[liveClassId] === 'member' && data.boardSeats?.[liveClassId] !== undefined;
  });
  if (pages.length === 0) throw notFound(texts.notOnBoard);
  for (const page of pages) page.emit(event, told);
}

/** Counts one more against `key` in `seconds`, and refuses with `text` over `limit`. */
async function limit(ctx: SocketContext, key: string, seconds: number, max: number, text: string) {
  if ((await ctx.deps.limiter.count(key, seconds)) > max) throw tooManyRequests(text);
}

/**
 * High-fives between members on a class's board, the instructor's shout-outs to a member on it,
 * and members' reactions to the instructor (issue 53, item 4). Each is checked against the room's
 * rule again (a booking cancelled or a member removed since they came in), limited per sender in
 * the database (so across instances), and delivered only to pages still there as it goes.
 */
export function cheerEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { deps } = ctx;
  const now = () => deps.clock.now();
  const me = () => socket.data.userId;

  on(ctx, socket, ev.highFive, cheerToSeatSchema, async ({ liveClassId, seat }) => {
    if (placeIn(socket, liveClassId) !== 'member') throw forbidden(texts.onlyMembersHighFive);
    const own = seatOf(socket, liveClassId);
    if (!own) throw forbidden(texts.joinBoardFirst);
    await roomAccess(deps.db, personOf(socket), liveClassId, now());
    // Counted before the board is read: a flood of wrong seats costs no read of every instance.
    const perMinute = `live-high-five:${me()}:${liveClassId}`;
    await limit(ctx, perMinute, MINUTE, LIVE_HIGH_FIVES_PER_MINUTE, texts.highFivesTooFast);
    const to = await lineAt(ctx, liveClassId, seat);
    if (to.userId === me()) throw badRequest(texts.notYourself);
    const pair = `live-high-five:${me()}:${liveClassId}:${to.userId}`;
    await limit(ctx, pair, LIVE_HIGH_FIVE_SAME_MEMBER_SECONDS, 1, texts.sameMemberTooSoon);
    // The sender may have left the board while the board was read: a seat gone stays gone.
    if (!seatOf(socket, liveClassId)) throw forbidden(texts.joinBoardFirst);
    await tellMemberOnBoard(ctx, liveClassId, to.userId, ev.highFived, {
      liveClassId,
      from: own.label,
    });
    return { liveClassId, to: to.label };
  });

  on(ctx, socket, ev.shoutOut, cheerToSeatSchema, async ({ liveClassId, seat }) => {
    if (placeIn(socket, liveClassId) !== 'instructor')
      throw forbidden(texts.onlyInstructorShoutsOut);
    const { role } = await roomAccess(deps.db, personOf(socket), liveClassId, now());
    if (role !== 'instructor') throw forbidden(texts.onlyInstructorShoutsOut);
    const key = `live-shout-out:${me()}:${liveClassId}`;
    await limit(ctx, key, MINUTE, LIVE_SHOUT_OUTS_PER_MINUTE, texts.shoutOutsTooFast);
    const to = await lineAt(ctx, liveClassId, seat);
    const [person] = await peopleByIds(deps.db, [me()]);
    // Cut as a board label is: the message stays small whatever the profile holds.
    const first = Array.from(person?.first_name.trim() ?? '').slice(0, LIVE_BOARD_LABEL_MAX);
    const from = first.join('') || texts.yourInstructor;
    await tellMemberOnBoard(ctx, liveClassId, to.userId, ev.shoutedOut, { liveClassId, from });
    return { liveClassId, to: to.label };
  });

  // No name goes with a reaction: a member who reacts has not chosen to be named to anyone.
  on(ctx, socket, ev.react, reactSchema, async ({ liveClassId, reaction }) => {
    if (placeIn(socket, liveClassId) !== 'member') throw forbidden(texts.onlyMembersReact);
    await roomAccess(deps.db, personOf(socket), liveClassId, now());
    const key = `live-reaction:${me()}:${liveClassId}`;
    await limit(ctx, key, MINUTE, LIVE_REACTIONS_PER_MINUTE, texts.reactionsTooFast);
    // The page may have left the room while the count was read.
    if (socket.data.rooms[liveClassId] !== 'member') throw forbidden(texts.onlyMembersReact);
    // The class's teachers in its room only (they leave this room with the class's own).
    const told: Reaction = { liveClassId, reaction };
    ctx.io.to(instructorsOf(liveClassId)).emit(ev.reaction, told);
    return told;
  });
}
