/**
 * Code the live-room benchmark puts into the pages before the app loads (page.addInitScript).
 * Each function runs in the browser on its own: Playwright sends its source, not its closure, so
 * everything it needs is inside it or in its argument.
 *
 * The picture: a 640x480 canvas at 30 frames a second. Its upper half is a grid of 8 x 4 black or
 * white blocks (80 x 60 pixels each, large enough to survive a video encoder at a low bit rate)
 * carrying the low 24 bits of Date.now() in milliseconds and an 8-bit check; its lower half moves
 * (a colour sweep and a sliding box), so the encoder has motion to code as from a camera.
 */
/* global window, document -- these functions run in the pages, not in Node */
export const STAMP = { width: 640, height: 480, fps: 30, cols: 8, rows: 4 };

/**
 * Instructor's page: every camera the page asks for becomes the stamped canvas. The real
 * (Chromium's fake) device is still opened first, so permission, the device list and the
 * microphone's track are the browser's own; only the video track is swapped.
 */
export function stampedCamera(s) {
  const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
  let track = null;
  const start = () => {
    const canvas = document.createElement('canvas');
    canvas.width = s.width;
    canvas.height = s.height;
    const ctx = canvas.getContext('2d');
    track = canvas.captureStream(0).getVideoTracks()[0];
    const cellW = s.width / s.cols;
    const cellH = s.height / 2 / s.rows;
    let n = 0;
    setInterval(() => {
      n += 1;
      ctx.fillStyle = `hsl(${(n * 3) % 360} 55% 45%)`;
      ctx.fillRect(0, s.height / 2, s.width, s.height / 2);
      ctx.fillStyle = '#ffd400';
      ctx.fillRect((n * 9) % (s.width - 120), s.height / 2 + 40 + ((n * 5) % 100), 120, 80);
      const v = Date.now() % 0x1000000;
      const check = (v ^ (v >>> 8) ^ (v >>> 16) ^ 0x5a) & 0xff;
      const word = v * 256 + check; // 32 bits, first the stamp's highest
      for (let i = 0; i < s.cols * s.rows; i++) {
        const bit = Math.floor(word / 2 ** (31 - i)) % 2;
        ctx.fillStyle = bit ? '#fff' : '#000';
        ctx.fillRect((i % s.cols) * cellW, Math.floor(i / s.cols) * cellH, cellW, cellH);
      }
      track.requestFrame();
    }, 1000 / s.fps);
  };
  navigator.mediaDevices.getUserMedia = async (constraints) => {
    const stream = await original(constraints);
    if (!constraints || !constraints.video) return stream;
    if (!track) start();
    for (const t of stream.getVideoTracks()) {
      stream.removeTrack(t);
      t.stop();
    }
    stream.addTrack(track.clone());
    return stream;
  };
}

/**
 * Member's page: reads every frame the room's <video> presents (requestVideoFrameCallback),
 * draws it small onto a canvas and decodes the stamp. Latency = Date.now() in the callback
 * minus the stamp: from the instructor's page drawing the frame to the member's page having it
 * on screen, both clocks being this machine's one clock. Results gather in window.__liveBench.
 */
export function stampReader(s) {
  const state = { samples: [], bad: 0, frames: 0, watching: null };
  window.__liveBench = state;
  const canvas = document.createElement('canvas');
  canvas.width = s.cols * 8;
  canvas.height = s.rows * 2 * 8;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let lastPresented = 0;
  const read = (video) => (_now, meta) => {
    const at = Date.now();
    if (state.watching !== video) return;
    // presentedFrames counts frames this element showed, also those whose callback was missed.
    const presented = meta.presentedFrames;
    state.frames += presented > lastPresented ? presented - lastPresented : 1;
    lastPresented = presented;
    ctx.drawImage(video, 0, 0, canvas.width, canvas.height);
    const px = ctx.getImageData(0, 0, canvas.width, canvas.height / 2).data;
    let word = 0;
    for (let i = 0; i < s.cols * s.rows; i++) {
      const x = (i % s.cols) * 8 + 4;
      const y = Math.floor(i / s.cols) * 8 + 4;
      const o = (y * canvas.width + x) * 4;
      const light = (px[o] + px[o + 1] + px[o + 2]) / 3;
      word = word * 2 + (light > 127 ? 1 : 0);
    }
    const v = Math.floor(word / 256);
    const check = word % 256;
    const delay = ((at % 0x1000000) - v + 0x1000000) % 0x1000000;
    if (check !== ((v ^ (v >>> 8) ^ (v >>> 16) ^ 0x5a) & 0xff) || delay > 60_000) state.bad += 1;
    else state.samples.push(delay);
    video.requestVideoFrameCallback(read(video));
  };
  setInterval(() => {
    const video = document.querySelector('video.live-room__main');
    if (!video || video === state.watching) return;
    state.watching = video;
    lastPresented = 0;
    video.requestVideoFrameCallback(read(video));
  }, 200);
}

/** Either page: keeps the app's RTCPeerConnections, so the benchmark can read their stats. */
export function keepPeerConnections() {
  const Original = window.RTCPeerConnection;
  window.__livePeers = [];
  window.RTCPeerConnection = class extends Original {
    constructor(...args) {
      super(...args);
      window.__livePeers.push(this);
    }
  };
}

/**
 * Either page: the video RTP stats of every open connection (frames encoded or decoded, encode
 * time) and the sending side's state (frame size, what limits its quality); `peer` tells the
 * connection, as one replaced by a new one starts its counters again.
 */
export async function videoRtpStats() {
  const all = window.__livePeers ?? [];
  const out = { peers: 0, sent: [], received: [] };
  for (const [peer, pc] of all.entries()) {
    if (pc.connectionState !== 'connected') continue;
    out.peers += 1;
    const report = await pc.getStats();
    for (const r of report.values()) {
      if (r.kind !== 'video') continue;
      if (r.type === 'outbound-rtp')
        out.sent.push({
          peer,
          framesEncoded: r.framesEncoded ?? 0,
          encodeSeconds: r.totalEncodeTime ?? 0,
          width: r.frameWidth ?? 0,
          limitation: r.qualityLimitationReason ?? 'none',
        });
      if (r.type === 'inbound-rtp')
        out.received.push({
          framesDecoded: r.framesDecoded ?? 0,
          framesDropped: r.framesDropped ?? 0,
        });
    }
  }
  return out;
}
