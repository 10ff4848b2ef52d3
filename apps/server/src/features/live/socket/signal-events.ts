import { liveSocketEvents as ev, liveSocketTexts, signalSchema } from '@jetsweat/contract';
import { forbidden, notFound } from '../../../platform/errors.ts';
import { on, placeIn, type LiveSocket, type SocketContext } from './socket-kit.ts';

/**
 * WebRTC's offer, answer and ICE candidates, relayed to one peer of the same room, and only
 * between a member and an instructor: members never reach each other's cameras.
 */
export function signalEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { io } = ctx;
  on(ctx, socket, ev.signal, signalSchema, async ({ liveClassId, to, type, payload }) => {
    const mine = placeIn(socket, liveClassId);
    const [target] = await io.in(to).fetchSockets();
    const theirs = target?.data.rooms?.[liveClassId];
    if (!target || !theirs) throw notFound(liveSocketTexts.peerNotFound);
    if (new Set([mine, theirs]).size !== 2) throw forbidden(liveSocketTexts.signalNotAllowed);
    const from = { socketId: socket.id, userId: socket.data.userId, role: mine };
    io.to(to).emit(ev.signal, { liveClassId, from, type, payload });
    return { liveClassId, to };
  });
}
