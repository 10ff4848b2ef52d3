/**
 * What a take's parts must look like to be one WebM stream from its first byte (issue 50, item
 * 2): part 0 begins with the EBML header of a `webm` document, its Segment, and the Segment's own
 * elements up to the first Cluster (or the part's end), and no later part begins a file of its
 * own. MediaRecorder cuts one file into parts at arbitrary bytes, so a later part is only known by
 * what it is not. The transcode reads a take as Matroska and nothing else whatever these say
 * (platform/runtime/ffmpeg.ts); these refuse a take that is not what a browser records before it is
 * stored or transcoded, with words the instructor can read.
 */
const EBML = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const DOC_TYPE = 0x4282;
const CLUSTER = 0x1f43b675;
/**
 * Every element a Segment may hold (Matroska's SeekHead, Info, Tracks, Cues, Chapters, Tags,
 * Attachments, Cluster, and EBML's Void and CRC-32).
 */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  0x1654ae6b,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
  CLUSTER,
  0xec,
  0xbf,
]);

/**
 * An EBML variable-length number at `at`: an element's id (its length marker kept) or a size
 * (marker removed), and how many bytes it takes; undefined where the bytes end or none begins.
 */
function vint(b: Buffer, at: number, id: boolean): { value: number; length: number } | undefined {
  const first = b[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > b.length) return undefined;
  let value = id ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + b[at + i]!;
  return { value, length };
}

/** An element at `at`: its id, where its body begins and its size (undefined when unknown). */
function elementAt(b: Buffer, at: number) {
  const id = vint(b, at, true);
  const size = id && vint(b, at + id.length, false);
  if (!id || !size) return undefined;
  const unknown = size.value >= 2 ** (7 * size.length) - 1;
  return {
    id: id.value,
    body: at + id.length + size.length,
    size: unknown ? undefined : size.value,
  };
}

/** The document type an EBML header's body names. */
function docTypeOf(b: Buffer, start: number, end: number): string | undefined {
  for (let at = start; at < end;) {
    const child = elementAt(b, at);
    if (child?.size === undefined || child.body + child.size > end) return undefined;
    // EBML strings may be padded with NULs.
    if (child.id === DOC_TYPE)
      return b.toString('latin1', child.body, child.body + child.size).replace(/\0+$/, '');
    at = child.body + child.size;
  }
  return undefined;
}

/** Whether `part`, a take's part 0, begins a WebM document (see above). */
export function beginsWebm(part: Buffer): boolean {
  const header = elementAt(part, 0);
  if (header?.id !== EBML || header.size === undefined) return false;
  const end = header.body + header.size;
  if (end > part.length || docTypeOf(part, header.body, end) !== 'webm') return false;
  const segment = elementAt(part, end);
  if (segment?.id !== SEGMENT) return false;
  // The Segment's elements up to the first Cluster; the part may end inside one.
  for (let at = segment.body; at < part.length;) {
    const child = elementAt(part, at);
    if (!child) return part.length - at < 12;
    if (!SEGMENT_CHILDREN.has(child.id)) return false;
    if (child.id === CLUSTER || child.size === undefined) return true;
    at = child.body + child.size;
  }
  return true;
}

/** Text a probing ffmpeg would follow to other files: an HLS playlist, an ffconcat list. */
const FOLLOWED_TEXT = /^\uFEFF?\s*(?:#EXTM3U|ffconcat)/i;

/** Whether a part after a take's first begins a file of its own instead of going on with the take. */
export function beginsAnotherFile(part: Buffer): boolean {
  if (part.length >= 4 && part.readUInt32BE(0) === EBML) return true;
  return FOLLOWED_TEXT.test(part.toString('utf8', 0, 64));
}
