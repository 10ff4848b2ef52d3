/**
 * Simulated members for the live-room benchmark: many members' connections in one page, each a
 * socket of its own signed in as the demo member (the room keys peers by socket) and one
 * RTCPeerConnection answering the instructor's offer as the member's page does, through the
 * real server. They receive the picture but show it nowhere: the instructor's browser encodes
 * and sends one stream per connection exactly as for a real page, while the machine is spared
 * a full page (and its rendering) per member. Needs socket.io's client in the page (window.io).
 */
/* global window, RTCPeerConnection -- these functions run in the page, not in Node */

/** Opens `count` more receivers; resolves once each has joined the class's room. */
export async function openReceivers({ token, liveClassId, count, events }) {
  window.__receivers = window.__receivers ?? [];
  for (let i = 0; i < count; i++) {
    const socket = window.io({ path: '/socket.io', auth: { token }, transports: ['websocket'] });
    const r = { socket, pc: null, from: null, chain: Promise.resolve() };
    const send = (to, type, payload) =>
      socket.emit(events.signal, { liveClassId, to, type, payload }, () => undefined);
    socket.on(events.signal, (s) => {
      if (s.liveClassId !== liveClassId || s.from.role !== 'instructor') return;
      if (s.type === 'offer') {
        r.pc?.close();
        const pc = new RTCPeerConnection({ iceServers: [] });
        r.generation = (r.generation ?? 0) + 1;
        r.pc = pc;
        r.from = s.from.socketId;
        // One candidate a signal: a burst of one (the page gathers bursts; a receiver needs not).
        pc.onicecandidate = (e) => e.candidate && send(r.from, 'ice', [e.candidate.toJSON()]);
        r.chain = pc
          .setRemoteDescription(s.payload)
          .then(() => pc.createAnswer())
          .then((answer) => pc.setLocalDescription(answer))
          .then(() => send(r.from, 'answer', pc.localDescription.toJSON()));
      }
      if (s.type === 'ice' && r.pc && r.from === s.from.socketId) {
        const pc = r.pc;
        r.chain = r.chain
          .then(() => Promise.all(s.payload.map((c) => pc.addIceCandidate(c))))
          .catch(() => undefined);
      }
    });
    const ack = await socket.timeout(20_000).emitWithAck(events.join, { liveClassId });
    if (ack.status !== 1) throw new Error(`room:join: ${ack.httpStatus} ${ack.content}`);
    window.__receivers.push(r);
  }
}

/** Video frames received and decoded so far by each receiver, on its current connection. */
export async function receiverFrames() {
  const out = [];
  for (const r of window.__receivers ?? []) {
    if (r.pc?.connectionState !== 'connected') {
      out.push({ connected: false, generation: r.generation, framesReceived: 0, framesDecoded: 0 });
      continue;
    }
    let framesReceived = 0;
    let framesDecoded = 0;
    for (const s of (await r.pc.getStats()).values())
      if (s.type === 'inbound-rtp' && s.kind === 'video') {
        framesReceived += s.framesReceived ?? 0;
        framesDecoded += s.framesDecoded ?? 0;
      }
    out.push({ connected: true, generation: r.generation, framesReceived, framesDecoded });
  }
  return out;
}
