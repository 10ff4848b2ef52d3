import { liveSocketEvents as ev, roomEventSchema } from '@jetsweat/contract';
import { closeOpenCamera } from '../attendance-store.ts';
import { roomMedia } from '../ice-servers.ts';
import { findModeration } from '../moderation-store.ts';
import { roomAccess } from '../room-access.ts';
import { keepBoardPlaceOnLeaving } from './board-places.ts';
import { announceMember } from './roster.ts';
import {
  instructorsOf,
  on,
  personOf,
  placeIn,
  roomOf,
  type LiveSocket,
  type SocketContext,
} from './socket-kit.ts';

/** Entering and leaving a class's room: the one access rule, and the others told who came and went. */
export function roomEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { io, deps } = ctx;
  on(ctx, socket, ev.join, roomEventSchema, async ({ liveClassId }) => {
    const { role } = await roomAccess(deps.db, personOf(socket), liveClassId, deps.clock.now());
    const room = roomOf(liveClassId);
    await socket.join(role === 'instructor' ? [room, instructorsOf(liveClassId)] : room);
    socket.data.rooms = { ...socket.data.rooms, [liveClassId]: role };
    const me = { socketId: socket.id, userId: socket.data.userId, role };
    socket.to(room).emit(ev.peerJoined, { liveClassId, ...me });
    const peers = (await io.in(room).fetchSockets())
      .filter((s) => s.id !== socket.id)
      .map((s) => ({ socketId: s.id, userId: s.data.userId, role: s.data.rooms[liveClassId] }));
    const media = roomMedia(deps.config.liveMedia, socket.data.userId, deps.clock.now());
    if (role === 'instructor') return { liveClassId, role, socketId: socket.id, peers, media };
    announceMember(ctx, liveClassId, socket.data.userId);
    // A camera the instructor hid stays hidden on a reload: the page learns it as it comes in.
    const cameraHidden =
      (await findModeration(deps.db, liveClassId, socket.data.userId))?.cameraHidden ?? false;
    return { liveClassId, role, socketId: socket.id, peers, media, cameraHidden };
  });
  on(ctx, socket, ev.leave, roomEventSchema, async ({ liveClassId }) => {
    placeIn(socket, liveClassId);
    // Before the socket leaves: the board forgets it as it does.
    keepBoardPlaceOnLeaving(ctx, socket, liveClassId);
    await socket.leave(roomOf(liveClassId));
    await socket.leave(instructorsOf(liveClassId));
    const { [liveClassId]: _left, ...rest } = socket.data.rooms;
    socket.data.rooms = rest;
    socket.to(roomOf(liveClassId)).emit(ev.peerLeft, { liveClassId, socketId: socket.id });
    announceMember(ctx, liveClassId, socket.data.userId);
    return { liveClassId };
  });
  // The page is gone: the others are told, and a member's camera left on stops counting here,
  // in case the page's last report (sent as it closed) never arrived.
  socket.on('disconnecting', () => {
    for (const [id, role] of Object.entries(socket.data.rooms ?? {})) {
      const liveClassId = Number(id);
      socket.to(roomOf(liveClassId)).emit(ev.peerLeft, { liveClassId, socketId: socket.id });
      if (role !== 'member') continue;
      keepBoardPlaceOnLeaving(ctx, socket, liveClassId);
      closeOpenCamera(deps.db, liveClassId, socket.data.userId, deps.clock.now()).catch(
        (err: unknown) => ctx.log.error({ err, liveClassId }, 'camera time at disconnect'),
      );
    }
  });
  // Gone from every room now: the roster's watchers hear whether the member is still in
  // (another tab of theirs may be).
  socket.on('disconnect', () => {
    for (const [id, role] of Object.entries(socket.data.rooms ?? {}))
      if (role === 'member') announceMember(ctx, Number(id), socket.data.userId);
  });
}
