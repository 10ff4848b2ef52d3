import { io, type Socket } from 'socket.io-client';
import type { RoomMedia, RoomRole, SocketAck } from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';

/** One other person in the room, as the socket server names them. */
export interface Peer {
  socketId: string;
  userId: number;
  role: RoomRole;
}

/** room:join's answer: one's own place and who else is in the room. */
export interface RoomEntry {
  liveClassId: number;
  role: RoomRole;
  socketId: string;
  peers: Peer[];
  /** How video travels (peer to peer or through Janus) and the ICE servers to use. */
  media: RoomMedia;
  /** A member's: the instructor hid their camera in this class. */
  cameraHidden?: boolean;
}

/** What `signal` brings: an offer, an answer or a burst of ICE candidates from one peer. */
export type SignalIn = { liveClassId: number; from: Peer } & (
  | { type: 'offer' | 'answer'; payload: RTCSessionDescriptionInit }
  | { type: 'ice'; payload: RTCIceCandidateInit[] }
);

/** How long an event waits for the server's ack before it counts as failed. */
const ACK_TIMEOUT_MS = 10_000;

/**
 * The live room's socket (socket.io on the API's own server, /socket.io), with the session's
 * token; created with auto-connect off (spec 7), connected by the room that uses it.
 */
export const createRoomSocket = (token: string): Socket =>
  io({ path: '/socket.io', auth: { token }, autoConnect: false, transports: ['websocket'] });

/** An event with the server's ack: its content, or an ApiError with its status and text. */
export async function emitWithAck<T>(socket: Socket, event: string, data: unknown): Promise<T> {
  const ack = (await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, data)) as SocketAck<T>;
  if (ack.status === 1) return ack.content;
  throw new ApiError(ack.httpStatus, ack.content, ack);
}
