import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev } from '@jetsweat/contract';
import { iceBursts } from './ice-bursts.ts';
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

/** What a signal carries: a session description, or a burst of ICE candidates. */
export type SignalBody =
  | { type: 'offer' | 'answer'; payload: RTCSessionDescriptionInit }
  | { type: 'ice'; payload: RTCIceCandidateInit[] };

/** Sends an offer, an answer or a burst of ICE candidates to one peer of the room through the server. */
export function sendSignal(
  socket: Socket,
  liveClassId: number,
  to: string,
  body: SignalBody,
): void {
  emitWithAck(socket, ev.signal, { liveClassId, to, ...body }).catch((err: unknown) =>
    console.warn('live room: a signal was not delivered', err),
  );
}

/** The connection's ICE candidates go to `to` in bursts (ice-bursts.ts), one signal each. */
export function sendCandidates(socket: Socket, liveClassId: number, to: string, link: PeerLink) {
  const burst = iceBursts((candidates) => {
    if (candidates.length > 0 && link.pc.signalingState !== 'closed')
      sendSignal(socket, liveClassId, to, { type: 'ice', payload: candidates });
  });
  link.pc.onicecandidate = (e) => burst(e.candidate ? e.candidate.toJSON() : null);
}

/** A peer's burst of candidates, added after the link's earlier steps (its offer or answer). */
export function addCandidates(link: PeerLink, candidates: RTCIceCandidateInit[]): void {
  step(link, async () => {
    for (const candidate of candidates) await link.pc.addIceCandidate(candidate);
  });
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
