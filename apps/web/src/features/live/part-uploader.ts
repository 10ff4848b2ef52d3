import { ApiError, isPassingFailure } from '../../lib/api.ts';
import { uploadRecordingPart } from './api/upload-recording-part.ts';

/** Tries of one part before giving it up: about ten minutes without the server. */
const MAX_TRIES = 45;

/** Waits before the next try of a part that failed: 1 s, doubling, at most 15 s. */
const retryDelay = (tries: number) => Math.min(15_000, 1000 * 2 ** tries);

/** A failure worth trying again: a passing one, or too many requests (a part can wait). */
const isPassing = (err: unknown) =>
  isPassingFailure(err) || (err instanceof ApiError && err.status === 429);

/**
 * Uploads one take's parts strictly in order, each until it is stored: a part that fails for a
 * passing reason is tried again (the server stores a repeated part once); one it refuses (the
 * class is no longer on air, the recording has ended) stops the take, and `onRefused` says why.
 */
export function createPartUploader(
  liveClassId: number,
  take: string,
  onRefused: (err: unknown) => void,
) {
  let sequence = 0;
  let refused = false;
  let chain: Promise<void> = Promise.resolve();

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

  return {
    /** Queues the recorder's next part behind those before it. */
    add(blob: Blob) {
      if (refused || blob.size === 0) return;
      const part = { sequence: sequence++, blob };
      chain = chain.then(() => send(part));
    },
    /** Resolves once every queued part is stored or given up. */
    drained: () => chain,
  };
}
