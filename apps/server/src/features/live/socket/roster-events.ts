import {
  cameraStateSchema,
  liveRosterEvents as rosterEvents,
  liveRosterTexts,
  rosterWatchSchema,
} from '@jetsweat/contract';
import { forbidden } from '../../../platform/http/errors.ts';
import { findModeration } from '../moderation-store.ts';
import { findRoom, teaches, type RoomPerson } from '../room-access.ts';
import { announceMember, readRoster } from './roster.ts';
import {
  on,
  personOf,
  placeIn,
  rosterWatchersOf,
  type LiveSocket,
  type SocketContext,
} from './socket-kit.ts';

/**
 * Who may see a class's roster (names, who came and left, cameras): its teachers (the studio's
 * instructors, staff) and the admins of its studio. Members never do, nor another studio's
 * instructors or admins; whether the class is on now does not matter. 404 for no such class.
 */
export async function rosterAccess(
  ctx: SocketContext,
  person: RoomPerson,
  liveClassId: number,
): Promise<void> {
  const { db, clock } = ctx.deps;
  const room = await findRoom(db, liveClassId, clock.now());
  if (await teaches(db, person, room)) return;
  if (await ctx.studio.isAdmin(person.id, room.studioId)) return;
  throw forbidden(liveRosterTexts.notAllowed);
}

/** The roster (watching it) and a member's word on their own camera (peer to peer). */
export function rosterSocketEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { deps } = ctx;
  on(ctx, socket, rosterEvents.watch, rosterWatchSchema, async ({ liveClassId }) => {
    await rosterAccess(ctx, personOf(socket), liveClassId);
    await socket.join(rosterWatchersOf(liveClassId));
    return readRoster(ctx, liveClassId);
  });

  // Through Janus the server sees the camera itself: the page's word is not needed there.
  on(ctx, socket, rosterEvents.cameraState, cameraStateSchema, async ({ liveClassId, on }) => {
    if (placeIn(socket, liveClassId) !== 'member' || ctx.media) return { liveClassId, on };
    const mine = socket.data.cameras ?? {};
    if (on && (await findModeration(deps.db, liveClassId, socket.data.userId))?.cameraHidden)
      throw forbidden(liveRosterTexts.cameraHidden);
    if (Boolean(mine[liveClassId]) === on) return { liveClassId, on };
    socket.data.cameras = { ...mine, [liveClassId]: on };
    announceMember(ctx, liveClassId, socket.data.userId);
    return { liveClassId, on };
  });
}
