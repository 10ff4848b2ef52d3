import { liveSocketEvents as ev, liveSocketTexts, signalSchema } from '@jetsweat/contract';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { on, placeIn, type LiveServer, type LiveSocket, type SocketContext } from './socket-kit.ts';

/**
 * The one connection whose id is `to`, on whichever instance holds it, if it is in the class's
 * room. `to` names a room of that socket alone (socket.io puts each socket in one named by its
 * id); a name shared by several sockets, a class's room for one, answers none.
 */
async function peerNamed(io: LiveServer, to: string, liveClassId: number) {
  const found = await io.in(to).fetchSockets();
  const [peer] = found;
  if (found.length !== 1 || peer?.id !== to) return null;
  const role = peer.data.rooms?.[liveClassId];
  return role ? { id: peer.id, role } : null;
}

/**
 * WebRTC's offer, answer and ICE candidates, relayed to one peer of the same room, and only
 * between a member and an instructor: members never reach each other's cameras, and nothing
 * else (a room, oneself, another class's socket) is ever a peer.
 */
export function signalEvents(ctx: SocketContext, socket: LiveSocket): void {
  const { io } = ctx;
  on(ctx, socket, ev.signal, signalSchema, async ({ liveClassId, to, type, payload }) => {
    const mine = placeIn(socket, liveClassId);
    const peer = await peerNamed(io, to, liveClassId);
    if (!peer) throw notFound(liveSocketTexts.peerNotFound);
    if (peer.id === socket.id || peer.role === mine)
      throw forbidden(liveSocketTexts.signalNotAllowed);
    const from = { socketId: socket.id, userId: socket.data.userId, role: mine };
    io.to(peer.id).emit(ev.signal, { liveClassId, from, type, payload });
    return { liveClassId, to };
  });
}
