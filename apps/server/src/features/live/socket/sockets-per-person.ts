import type { FastifyInstance } from 'fastify';
import type { LiveServer, LiveSocket } from './socket-kit.ts';

/** Every connection of one person, on every instance: what their cap counts. */
export const personRoomOf = (userId: number) => `person:${userId}`;

/**
 * Takes the connection into its person's room unless they already hold `cap` connections; answers
 * whether it did. The other instances' connections are asked through the adapter (socket.io's
 * Redis adapter when REDIS_URL is set); this instance's are counted from its own rooms in the
 * same turn as the join, so handshakes racing on one instance cannot pass the cap together.
 * Racing on several instances at once, a person could get one connection over per instance at
 * most; with Redis away, only this instance's are counted.
 */
export async function admitPerson(
  io: LiveServer,
  socket: LiveSocket,
  cap: number,
  log: FastifyInstance['log'],
): Promise<boolean> {
  const room = personRoomOf(socket.data.userId);
  const everywhere = await io
    .in(room)
    .fetchSockets()
    .catch((err: unknown) => {
      log.warn({ err }, 'live room socket: the other instances could not be asked');
      return [];
    });
  // From here to the join nothing waits: this instance's count cannot change in between.
  const here = io.of('/').adapter.rooms.get(room) ?? new Set<string>();
  const elsewhere = everywhere.filter((s) => !here.has(s.id)).length;
  if (here.size + elsewhere >= cap) return false;
  void socket.join(room);
  return true;
}
