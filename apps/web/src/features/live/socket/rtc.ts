import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev } from '@jetsweat/contract';
import { emitWithAck } from './room-socket.ts';

/**
 * Peer-to-peer from the instructor (issue 20's default mode, about ten members): on one machine
 * or one network the browsers' own addresses suffice. A TURN server for strict NATs, and Janus
 * for bigger classes, are configured on the server side when they come.
 */
export const rtcConfig: RTCConfiguration = { iceServers: [] };

/** One peer connection and the order its signals are applied in (ICE after the descriptions). */
export interface PeerLink {
  pc: RTCPeerConnection;
  /** Every step on this connection chains here, so a candidate never overtakes its offer. */
  queue: Promise<unknown>;
}

export function newLink(): PeerLink {
  return { pc: new RTCPeerConnection(rtcConfig), queue: Promise.resolve() };
}

/** Runs a step after the link's earlier ones; a failed step is logged (spec 4) and skipped. */
export function step(link: PeerLink, work: () => Promise<unknown>): void {
  link.queue = link.queue.then(work).catch((err: unknown) => {
    console.warn('live room: a WebRTC step failed', err);
  });
}

/** Sends an offer, answer or ICE candidate to one peer of the room through the server. */
export function sendSignal(
  socket: Socket,
  liveClassId: number,
  to: string,
  type: 'offer' | 'answer' | 'ice',
  payload: unknown,
): void {
  emitWithAck(socket, ev.signal, { liveClassId, to, type, payload }).catch((err: unknown) =>
    console.warn('live room: a signal was not delivered', err),
  );
}

/** The connection's video transceiver (the instructor's picture one way, the member's the other). */
export const videoTransceiver = (pc: RTCPeerConnection) =>
  pc.getTransceivers().find((t) => t.receiver.track.kind === 'video');
