import type { Socket } from 'socket.io-client';
import { liveMediaEvents as media } from '@jetsweat/contract';
import { iceBursts } from './ice-bursts.ts';
import { emitWithAck } from './room-socket.ts';
import { newLink, step, type PeerLink } from './rtc.ts';

/**
 * Sends the link's ICE candidates to Janus through our server in bursts (ice-bursts.ts), and
 * `done` once gathering ends, once `opened` says the server holds the link: the browser gathers
 * before the offer is answered.
 */
function trickle(
  socket: Socket,
  liveClassId: number,
  link: string,
  pc: RTCPeerConnection,
  opened: Promise<unknown>,
) {
  const burst = iceBursts((candidates, done) => {
    void opened
      .then(() => emitWithAck(socket, media.ice, { liveClassId, link, candidates, done }))
      .catch((err: unknown) => console.warn('live room: ICE candidates were not delivered', err));
  });
  pc.onicecandidate = (e) => burst(e.candidate ? e.candidate.toJSON() : null);
}

/** A promise with its resolve, for `trickle`'s wait. */
function signal() {
  let done = () => {};
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
}

/**
 * Publishes a camera (and the microphone, for the instructor) to the class's Janus room: the
 * offer goes to our server, which answers with Janus's answer.
 */
export function publishToJanus(
  socket: Socket,
  liveClassId: number,
  stream: MediaStream,
  iceServers: RTCIceServer[],
): PeerLink {
  const link = newLink(iceServers);
  for (const track of stream.getTracks())
    link.pc.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
  const opened = signal();
  trickle(socket, liveClassId, 'publish', link.pc, opened.promise);
  step(link, async () => {
    await link.pc.setLocalDescription(await link.pc.createOffer());
    const offer = link.pc.localDescription!.toJSON() as RTCSessionDescriptionInit;
    const { answer } = await emitWithAck<{ answer: RTCSessionDescriptionInit }>(
      socket,
      media.publish,
      { liveClassId, offer },
    );
    opened.done();
    await link.pc.setRemoteDescription(answer);
  });
  return link;
}

/** Receives one camera of the class's Janus room: Janus offers, the page answers. */
export function receiveFromJanus(
  socket: Socket,
  liveClassId: number,
  feed: string,
  iceServers: RTCIceServer[],
  show: (stream: MediaStream) => void,
): PeerLink {
  const link = newLink(iceServers);
  const remote = new MediaStream();
  link.pc.ontrack = (e) => {
    remote.addTrack(e.track);
    show(new MediaStream(remote.getTracks()));
  };
  const opened = signal();
  trickle(socket, liveClassId, feed, link.pc, opened.promise);
  step(link, async () => {
    const { offer } = await emitWithAck<{ offer: RTCSessionDescriptionInit }>(
      socket,
      media.subscribe,
      { liveClassId, feed },
    );
    opened.done();
    await link.pc.setRemoteDescription(offer);
    await link.pc.setLocalDescription(await link.pc.createAnswer());
    const answer = link.pc.localDescription!.toJSON() as RTCSessionDescriptionInit;
    await emitWithAck(socket, media.start, { liveClassId, feed, answer });
  });
  return link;
}

/** The cameras on in the class now that this page may receive. */
export const feedsOn = (socket: Socket, liveClassId: number) =>
  emitWithAck<string[]>(socket, media.feeds, { liveClassId });
