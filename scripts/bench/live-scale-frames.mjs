/**
 * The instructor's picture as a simulated member receives it (live-scale.mjs): RTP packets put
 * back together into VP8 frames, and, for the members that read the time mark, those frames
 * decoded by ffmpeg into the mark's grid of blocks (live-stamp.mjs draws it).
 */
import { spawn } from 'node:child_process';
import { Vp8RtpPayload } from 'werift';
import { STAMP } from './live-stamp.mjs';

/** RTP's 16-bit sequence numbers, compared across their wrap. */
const seqAfter = (a, b) => ((a - b + 0x10000) & 0xffff) < 0x8000;

/**
 * Puts VP8 RTP packets back into whole frames (RFC 7741): the packets of one RTP timestamp, from
 * the one that starts the frame (S=1, partition 0) to the one with the marker bit, none missing.
 * `onFrame({ data, keyframe, pictureId, at })` hears each whole frame once, `at` being when its
 * last packet came; whole frames are counted in `counts.frames`, a frame with a packet missing
 * in `counts.broken` (and not given), the video's RTP payload bytes in `counts.bytes`.
 */
export function vp8Frames(counts, onFrame) {
  const pending = new Map();
  let lastDone = null;
  const push = (rtp) => {
    counts.bytes += rtp.payload.length;
    const ts = rtp.header.timestamp;
    if (lastDone !== null && !seqAfter(rtp.header.sequenceNumber, lastDone)) return;
    let frame = pending.get(ts);
    if (!frame) pending.set(ts, (frame = { packets: new Map(), first: null, last: null }));
    const vp8 = Vp8RtpPayload.deSerialize(rtp.payload);
    frame.packets.set(rtp.header.sequenceNumber, vp8);
    if (vp8.sBit && vp8.pid === 0) frame.first = rtp.header.sequenceNumber;
    if (rtp.header.marker) frame.last = rtp.header.sequenceNumber;
    if (frame.first === null || frame.last === null) return;
    const count = ((frame.last - frame.first + 0x10000) & 0xffff) + 1;
    if (frame.packets.size < count) return;
    const parts = [];
    for (let i = 0; i < count; i++) parts.push(frame.packets.get((frame.first + i) & 0xffff));
    pending.delete(ts);
    lastDone = frame.last;
    // Frames older than this one that never completed are lost for good.
    for (const [t, f] of pending)
      if (f.first !== null && seqAfter(frame.first, f.first)) {
        pending.delete(t);
        counts.broken += 1;
      }
    counts.frames += 1;
    const head = parts[0];
    onFrame({
      data: Buffer.concat(parts.map((p) => p.payload)),
      keyframe: head.isKeyframe,
      pictureId: head.pictureId,
      at: Date.now(),
    });
  };
  return { push };
}

/** An IVF file's header (what ffmpeg reads VP8 frames from), for frames of `width` x `height`. */
function ivfHeader(width, height) {
  const h = Buffer.alloc(32);
  h.write('DKIF', 0);
  h.writeUInt16LE(0, 4);
  h.writeUInt16LE(32, 6);
  h.write('VP80', 8);
  h.writeUInt16LE(width, 12);
  h.writeUInt16LE(height, 14);
  h.writeUInt32LE(1000, 16); // time base 1/1000: each frame's pts is its arrival in ms
  h.writeUInt32LE(1, 20);
  h.writeUInt32LE(0, 24);
  return h;
}

function ivfFrame(data, pts) {
  const h = Buffer.alloc(12);
  h.writeUInt32LE(data.length, 0);
  h.writeBigUInt64LE(BigInt(pts), 4);
  return Buffer.concat([h, data]);
}

/** The mark's 32 bits, read from the grid's blocks, each one grey byte (live-stamp.mjs's code). */
function readMark(cells) {
  let word = 0;
  for (let i = 0; i < STAMP.cols * STAMP.rows; i++) word = word * 2 + (cells[i] > 127 ? 1 : 0);
  const v = Math.floor(word / 256);
  const check = word % 256;
  return check === ((v ^ (v >>> 8) ^ (v >>> 16) ^ 0x5a) & 0xff) ? v : null;
}

/**
 * A decoder for one member: whole frames in (from the first keyframe on), and for each picture
 * ffmpeg gives back, the delay from the instructor's page drawing it to this member having it
 * decoded: Date.now() as the grey grid arrives from ffmpeg, minus the time in the mark. ffmpeg
 * shrinks each picture to one grey pixel per block of the grid (area averaging), with one thread
 * and low-delay flags, so it holds no frame back; a picture it cannot decode is not given.
 */
export function markReader() {
  const state = { samples: [], bad: 0, decoded: 0, started: false };
  const cols = STAMP.cols;
  const rows = STAMP.rows * 2; // the mark fills the upper half
  const size = cols * rows;
  const ffmpeg = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-threads', '1', '-flags', 'low_delay'],
      ...['-probesize', '32', '-analyzeduration', '0', '-f', 'ivf', '-i', 'pipe:0'],
      ...['-vf', `scale=${cols}:${rows}:flags=area,format=gray`, '-fps_mode', 'passthrough'],
      ...['-f', 'rawvideo', '-flush_packets', '1', 'pipe:1'],
    ],
    { stdio: ['pipe', 'pipe', 'ignore'] },
  );
  ffmpeg.stdin.on('error', () => undefined);
  let held = Buffer.alloc(0);
  ffmpeg.stdout.on('data', (chunk) => {
    const at = Date.now();
    held = Buffer.concat([held, chunk]);
    while (held.length >= size) {
      const mark = readMark(held.subarray(0, size));
      held = held.subarray(size);
      state.decoded += 1;
      const delay = mark === null ? null : ((at % 0x1000000) - mark + 0x1000000) % 0x1000000;
      if (delay === null || delay > 60_000) state.bad += 1;
      else state.samples.push(delay);
    }
  });
  return {
    state,
    frame({ data, keyframe, at }) {
      if (!state.started) {
        if (!keyframe) return;
        state.started = true;
        ffmpeg.stdin.write(ivfHeader(STAMP.width, STAMP.height));
      }
      ffmpeg.stdin.write(ivfFrame(data, at));
    },
    close: () => ffmpeg.kill('SIGKILL'),
  };
}
