// WebRTC peers in a server test, with werift (the scale benchmark's simulated members use it too):
// an instructor who really sends video to Janus, and a member who really receives it, each
// signalling through the live room's socket events as the pages do (janus-links.ts).
import type { Socket } from 'socket.io-client';
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  type RTCIceCandidateInit,
} from 'werift';
import { INSTRUCTOR_FEED, liveMediaEvents as media } from '@jetsweat/contract';

const ask = async (s: Socket, event: string, data: unknown) => {
  const ack = await s.timeout(10_000).emitWithAck(event, data);
  if (ack.status !== 1) throw new Error(`${event}: ${ack.httpStatus} ${JSON.stringify(ack)}`);
  return ack.content;
};

/** Resolves once the connection is up, or fails after `ms`. */
function connected(pc: RTCPeerConnection, ms = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    if (pc.connectionState === 'connected') return resolve();
    const timer = setTimeout(() => reject(new Error(`not connected: ${pc.connectionState}`)), ms);
    pc.connectionStateChange.subscribe((state) => {
      if (state !== 'connected') return;
      clearTimeout(timer);
      resolve();
    });
  });
}

function gathered(pc: RTCPeerConnection): RTCIceCandidateInit[] {
  const candidates: RTCIceCandidateInit[] = [];
  pc.onIceCandidate.subscribe((c) => {
    if (c) candidates.push(c.toJSON());
  });
  return candidates;
}

/**
 * A VP8 key frame's first packet as RTP carries it (payload descriptor, then the frame's tag and
 * start code): Janus forwards it without decoding, which is all a forwarding test needs.
 */
const VP8_PAYLOAD = Buffer.concat([
  Buffer.from([0x10, 0x50, 0x03, 0x00, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00]),
  Buffer.alloc(200, 0x5a),
]);

/** The instructor's camera: publishes a video track and sends a packet every 33 ms. */
export async function sendingInstructor(socket: Socket, liveClassId: number) {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const track = new MediaStreamTrack({ kind: 'video' });
  pc.addTransceiver(track, { direction: 'sendonly' });
  const candidates = gathered(pc);
  await pc.setLocalDescription(await pc.createOffer());
  const offer = { type: 'offer', sdp: pc.localDescription!.sdp };
  const { answer } = await ask(socket, media.publish, { liveClassId, offer });
  await pc.setRemoteDescription(answer);
  await ask(socket, media.ice, { liveClassId, link: 'publish', candidates, done: true });
  await connected(pc);
  let sequenceNumber = 1;
  const timer = setInterval(() => {
    const header = new RtpHeader({
      payloadType: 96,
      sequenceNumber: sequenceNumber++ & 0xffff,
      timestamp: (sequenceNumber * 3000) >>> 0,
      marker: true,
    });
    track.writeRtp(new RtpPacket(header, VP8_PAYLOAD));
  }, 33);
  return {
    close: async () => {
      clearInterval(timer);
      await pc.close();
    },
  };
}

/**
 * A member receiving the instructor: subscribes through the server, answers Janus's offer and
 * counts the video packets that arrive. `offer` is Janus's, to tell which instance sent it.
 */
export async function receivingMember(socket: Socket, liveClassId: number) {
  const pc = new RTCPeerConnection({ iceServers: [] });
  const got = { packets: 0 };
  pc.onTrack.subscribe((track) => {
    if (track.kind === 'video') track.onReceiveRtp.subscribe(() => (got.packets += 1));
  });
  const candidates = gathered(pc);
  const feed = INSTRUCTOR_FEED;
  const { offer } = await ask(socket, media.subscribe, { liveClassId, feed });
  await pc.setRemoteDescription(offer);
  await pc.setLocalDescription(await pc.createAnswer());
  const answer = { type: 'answer', sdp: pc.localDescription!.sdp };
  await ask(socket, media.start, { liveClassId, feed, answer });
  await ask(socket, media.ice, { liveClassId, link: feed, candidates, done: true });
  return {
    offer: offer as { sdp: string },
    got,
    /** Resolves once `count` packets arrived, or fails after `ms`. */
    received: async (count: number, ms = 15_000) => {
      const until = Date.now() + ms;
      while (got.packets < count) {
        if (Date.now() > until) throw new Error(`${got.packets} of ${count} packets arrived`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => pc.close(),
  };
}
