import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev } from '@jetsweat/contract';
import { emitWithAck } from './room-socket.ts';

/** One peer connection and the order its signals are applied in (ICE after the descriptions). */
export interface PeerLink {
  pc: RTCPeerConnection;
  /** Every step on this connection chains here, so a candidate never overtakes its offer. */
  queue: Promise<unknown>;
}

/**
 * A new connection with the ICE servers room:join gave (STUN, and TURN with this person's own
 * time-limited credentials, when the server has them; none on one machine or one network).
 */
export function newLink(iceServers: RTCIceServer[]): PeerLink {
  return { pc: new RTCPeerConnection({ iceServers }), queue: Promise.resolve() };
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

/**
 * Puts a camera track (or none) on the connection's video sender, as a step after the link's
 * earlier ones, reading the track when the step runs: a camera turned on while an offer is still
 * being answered reaches the sender that answer creates, instead of finding no sender yet.
 */
export function putCamera(link: PeerLink, track: () => MediaStreamTrack | null): void {
  step(link, async () => {
    const sender = videoTransceiver(link.pc)?.sender;
    if (sender) await sender.replaceTrack(track());
  });
}

/** Before room:join answers: no ICE server (one constant, so hooks see no change). */
export const NO_ICE_SERVERS: RTCIceServer[] = [];
