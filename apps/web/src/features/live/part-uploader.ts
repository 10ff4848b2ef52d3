import { ApiError, isPassingFailure } from '../../lib/api.ts';
import { uploadRecordingPart } from './api/upload-recording-part.ts';

/** Tries of one part before giving it up: about ten minutes without the server. */
const MAX_TRIES = 45;

/** Waits before the next try of a part that failed: 1 s, doubling, at most 15 s. */
const retryDelay = (tries: number) => Math.min(15_000, 1000 * 2 ** tries);

/** A failure worth trying again: a passing one, or too many requests (a part can wait). */
const isPassing = (err: unknown) =>
  isPassingFailure(err) || (err instanceof ApiError && err.status === 429);

/** A WebM Cluster's id: where a take's head (EBML header, Segment, Info, Tracks) ends. */
const CLUSTER_ID = [0x1f, 0x43, 0xb6, 0x75];
/** A head that names no Cluster this far in is sent as it is, for the server to judge. */
const HEAD_MAX_BYTES = 512 * 1024;

/** Whether the take's first bytes hold its whole head: a Cluster has begun. */
async function holdsHead(head: Blob): Promise<boolean> {
  if (head.size >= HEAD_MAX_BYTES) return true;
  const bytes = new Uint8Array(await head.arrayBuffer());
  for (let i = 0; i + CLUSTER_ID.length <= bytes.length; i++)
    if (CLUSTER_ID.every((b, j) => bytes[i + j] === b)) return true;
  return false;
}

/**
 * Uploads one take's parts strictly in order, each until it is stored: a part that fails for a
 * passing reason is tried again (the server stores a repeated part once); one it refuses (the
 * class is no longer on air, the recording has ended) stops the take, and `onRefused` says why.
 *
 * Part 0 is held until it holds the take's whole WebM head. Chromium hands over whatever its
 * muxer wrote once a timeslice has passed, counted from start(): when the first frames are
 * encoded later than that (a busy computer, a camera still starting, the publication to Janus
 * starting at the same moment), the first slice is the header's first byte alone, and the server
 * refuses a take whose part 0 is not a WebM beginning
 * (docs/decisions/0097-recordings-in-both-media-modes.md).
 */
export function createPartUploader(
  liveClassId: number,
  take: string,
  onRefused: (err: unknown) => void,
) {
  let sequence = 0;
  let refused = false;
  let chain: Promise<void> = Promise.resolve();
  /** The take's first slices, until they hold its head; null once part 0 is on its way. */
  let head: Blob[] | null = [];

  async function send(part: { sequence: number; blob: Blob }) {
    for (let tries = 0; !refused && tries < MAX_TRIES; tries++) {
      try {
        await uploadRecordingPart(liveClassId, { take, ...part });
        return;
      } catch (err) {
        if (!isPassing(err)) {
          refused = true;
          onRefused(err);
          return;
        }
        await new Promise((r) => setTimeout(r, retryDelay(tries)));
      }
    }
  }

  /** Sends the held head as part 0: once it is whole, or whatever there is when `final`. */
  async function sendHead(final: boolean) {
    if (!head || head.length === 0) return;
    if (!final && !(await holdsHead(new Blob(head)))) return;
    // Slices that arrived while the head was read go with it.
    const slices: Blob[] = head;
    head = null;
    await send({ sequence: sequence++, blob: new Blob(slices, { type: slices[0]!.type }) });
  }

  return {
    /** Queues the recorder's next slice behind those before it. */
    add(blob: Blob) {
      if (refused || blob.size === 0) return;
      if (head) {
        head.push(blob);
        chain = chain.then(() => sendHead(false));
        return;
      }
      const part = { sequence: sequence++, blob };
      chain = chain.then(() => send(part));
    },
    /** Resolves once every slice is stored or given up (a head still held is sent as it is). */
    drained: () => (chain = chain.then(() => sendHead(true))),
  };
}
