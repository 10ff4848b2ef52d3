import type { MediaContainer } from '../../../platform/runtime/ffmpeg.ts';

/**
 * Whether a file's first bytes are a video container's, whatever its name or declared type says:
 * ISO media (MP4, MOV, M4V, 3GP), Matroska and WebM, AVI, MPEG transport and program streams,
 * FLV. The transcode reads the streams themselves later; this refuses pictures, documents and
 * the like before they are stored.
 */
const ISO_BOXES = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip']);

export function looksLikeVideo(head: Buffer): boolean {
  if (head.length < 12) return false;
  if (ISO_BOXES.has(head.toString('latin1', 4, 8))) return true;
  if (head.readUInt32BE(0) === 0x1a45dfa3) return true; // Matroska / WebM (EBML)
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'AVI ')
    return true;
  if (head.readUInt32BE(0) === 0x000001ba) return true; // MPEG program stream
  if (head.toString('latin1', 0, 3) === 'FLV') return true;
  return looksLikeTransportStream(head);
}

/** The fewest MPEG-TS packets a file's head must hold, each starting with the sync byte. */
export const TS_PACKETS_CHECKED = 5;
const TS_PACKET = 188;

/**
 * MPEG transport stream: packets of 188 bytes, each starting with the sync byte 0x47. Every whole
 * packet in the head must start so, and the head must hold at least TS_PACKETS_CHECKED. A file
 * with a "G" at bytes 0 and 188 only (all the check asked before issue 50) is not a video.
 */
function looksLikeTransportStream(head: Buffer): boolean {
  const packets = Math.floor(head.length / TS_PACKET);
  if (packets < TS_PACKETS_CHECKED) return false;
  for (let i = 0; i < packets; i++) if (head[i * TS_PACKET] !== 0x47) return false;
  return true;
}

/**
 * The container a file looksLikeVideo found is read as, and nothing else (platform/runtime/ffmpeg.ts):
 * undefined when it is no video. The transcode hands ffmpeg this, so a file that is something
 * else inside (a playlist, a list of files) is never read as what it says it is.
 */
export function containerOf(head: Buffer): MediaContainer | undefined {
  if (!looksLikeVideo(head)) return undefined;
  if (ISO_BOXES.has(head.toString('latin1', 4, 8))) return 'mov';
  if (head.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (head.toString('latin1', 0, 4) === 'RIFF') return 'avi';
  if (head.readUInt32BE(0) === 0x000001ba) return 'mpegps';
  if (head.toString('latin1', 0, 3) === 'FLV') return 'flv';
  return 'mpegts';
}

/** How much of a file is read to tell its container: room for 21 transport stream packets. */
export const SNIFF_BYTES = 4096;

/** The first `n` bytes of a stream (fewer when it is shorter); the stream is then let go. */
export async function headOf(stream: NodeJS.ReadableStream, n = SNIFF_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let got = 0;
  for await (const chunk of stream) {
    const b = Buffer.from(chunk as Buffer);
    chunks.push(b);
    got += b.length;
    if (got >= n) break;
  }
  return Buffer.concat(chunks).subarray(0, n);
}
