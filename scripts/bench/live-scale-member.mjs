/**
 * One simulated member of live-scale.mjs, in Node: what a member's page does in the Janus mode
 * (apps/web/src/features/live/socket/use-janus-member.ts and janus-links.ts), spoken over
 * socket.io's client: room:join, media:subscribe to the instructor's feed (the server asks Janus
 * and hands its offer back), a werift peer connection answering it, media:start with the answer,
 * media:ice with the connection's candidates once the subscription is open. The picture's RTP
 * is put back into frames (live-scale-frames.mjs); with `decode` the frames also go to ffmpeg
 * and the time mark is read back. On the leaderboard it does what the page does: board:join by
 * name, then board:stats once a second.
 */
import { io } from 'socket.io-client';
import { RTCPeerConnection } from 'werift';
import {
  INSTRUCTOR_FEED,
  liveBoardEvents,
  liveMediaEvents,
  liveSocketEvents,
} from '@jetsweat/contract';
import { markReader, vp8Frames } from './live-scale-frames.mjs';

const ACK_MS = 20_000;
/**
 * board:update as Engine.IO hands a message's data on: socket.io's event packet (2) whose name
 * comes first; on the wire it is one byte longer (Engine.IO's message type, 4).
 */
const BOARD_UPDATE_PREFIX = `2["${liveBoardEvents.update}"`;

async function ask(socket, event, data) {
  const ack = await socket.timeout(ACK_MS).emitWithAck(event, data);
  if (ack.status !== 1)
    throw new Error(`${event}: ${ack.httpStatus} ${JSON.stringify(ack.content)}`);
  return ack.content;
}

/** A member's figures moving as in a class: calories and zone points grow, the zone wanders. */
function figuresOf(seconds, seed) {
  const zone = 1 + ((seed + Math.floor(seconds / 20)) % 5);
  return {
    calories: Math.min(5000, Math.round(seconds * (0.12 + (seed % 7) * 0.02) * 10) / 10),
    zonePoints: Math.min(2000, Math.round(seconds * zone * 0.05 * 10) / 10),
    zone,
    bpm: 95 + zone * 18 + (seed % 9),
  };
}

/**
 * Joins the class and receives the instructor's picture; resolves once the subscription is
 * started (frames come after ICE and DTLS). `origin` is the server, `token` the member's session.
 */
export async function joinMember({ origin, token, liveClassId, decode, seed }) {
  const socket = io(origin, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
  });
  const member = {
    socket,
    pc: null,
    connected: false,
    boardBytes: 0,
    boardUpdates: 0,
    boardTimer: null,
    arrivals: null,
    reader: decode ? markReader() : null,
  };
  socket.io.on('open', () =>
    socket.io.engine.on('data', (d) => {
      if (typeof d !== 'string' || !d.startsWith(BOARD_UPDATE_PREFIX)) return;
      member.boardBytes += Buffer.byteLength(d) + 1;
      member.boardUpdates += 1;
    }),
  );
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const entry = await ask(socket, liveSocketEvents.join, { liveClassId });
  if (entry.media.mode !== 'janus') throw new Error(`the room's media mode is ${entry.media.mode}`);

  member.frames = { frames: 0, broken: 0, bytes: 0, failed: 0 };
  await subscribe(member, liveClassId);
  member.seed = seed;
  return member;
}

/** How long after its connection failed a member's page asks for the picture again. */
const LOOK_AGAIN_MS = 1500;

/**
 * Subscribes to the instructor's feed on a new connection, as the page's receiveFromJanus does;
 * when the connection fails, again LOOK_AGAIN_MS later, as the page does (counted in `failed`).
 */
async function subscribe(member, liveClassId) {
  const { socket } = member;
  const frames = vp8Frames(member.frames, (f) => {
    // Picture ids of the frames whole here, with when: the spread between members (measure()).
    member.arrivals?.set(f.pictureId, f.at);
    member.reader?.frame(f);
  });
  member.pc?.close().catch(() => undefined);
  const pc = new RTCPeerConnection({ iceServers: [] });
  member.pc = pc;
  member.connected = false;
  pc.connectionStateChange.subscribe((state) => {
    if (member.pc !== pc) return;
    member.connected = state === 'connected';
    if (state !== 'failed' || member.closed) return;
    member.frames.failed += 1;
    setTimeout(() => {
      if (member.pc === pc && !member.closed) subscribe(member, liveClassId).catch(() => undefined);
    }, LOOK_AGAIN_MS);
  });
  pc.onTrack.subscribe((track) => {
    if (track.kind === 'video') track.onReceiveRtp.subscribe((rtp) => frames.push(rtp));
  });
  const candidates = [];
  pc.onIceCandidate.subscribe((c) => c && candidates.push(c.toJSON()));

  const { offer } = await ask(socket, liveMediaEvents.subscribe, {
    liveClassId,
    feed: INSTRUCTOR_FEED,
  });
  await pc.setRemoteDescription(offer);
  await pc.setLocalDescription(await pc.createAnswer());
  const answer = { type: 'answer', sdp: pc.localDescription.sdp };
  await ask(socket, liveMediaEvents.start, { liveClassId, feed: INSTRUCTOR_FEED, answer });
  // werift has gathered by now (host candidates only, as on one machine): one burst, and done.
  await ask(socket, liveMediaEvents.ice, {
    liveClassId,
    link: INSTRUCTOR_FEED,
    candidates,
    done: true,
  });
}

/** Onto the class's board, reporting figures once a second as the room's page does. */
export async function joinBoard(member, liveClassId) {
  await ask(member.socket, liveBoardEvents.join, { liveClassId, show: 'name' });
  const from = Date.now();
  member.boardTimer = setInterval(() => {
    const seconds = (Date.now() - from) / 1000 + 60;
    member.socket.emit(
      liveBoardEvents.stats,
      { liveClassId, ...figuresOf(seconds, member.seed) },
      () => undefined,
    );
  }, 1000);
}

export async function leaveBoard(member, liveClassId) {
  clearInterval(member.boardTimer);
  member.boardTimer = null;
  await ask(member.socket, liveBoardEvents.leave, { liveClassId });
}

export function closeMember(member) {
  member.closed = true;
  clearInterval(member.boardTimer);
  member.reader?.close();
  member.pc?.close().catch(() => undefined);
  member.socket.close();
}
