import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { ownedBytes } from '../runtime/buffer-pool.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Bodies this size or smaller go out as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE_BYTES = 1024;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * What each Accept-Encoding seen lately chose. Browsers send a handful of them, the same on every
 * request, and negotiating parses the header anew each time (3 thousand instructions, over 1% of
 * a kept read); made-up headers can only fill the bound, after which it starts again.
 */
const chosenEncodings = new Map<string, Encoding>();
const MAX_REMEMBERED_ENCODINGS = 100;

/** The encoding a client's Accept-Encoding prefers among those we send (br, gzip, none). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let chosen = chosenEncodings.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = negotiate<Encoding>(acceptEncoding, ['br', 'gzip', 'identity']) ?? 'identity';
    if (chosenEncodings.size >= MAX_REMEMBERED_ENCODINGS) chosenEncodings.clear();
    chosenEncodings.set(acceptEncoding, chosen);
  }
  return chosen;
}

/** One answer, serialised once, with its compressed forms and the validator that names it. */
export interface PreparedBody {
  json: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** A weak validator (the same for every encoding of these bytes), quoted as HTTP wants it. */
  etag: string;
}

/**
 * Serialises `value` and compresses it off the event loop (zlib's thread pool), so rebuilding a
 * 80 kB list does not hold up the requests being served meanwhile.
 */
export async function prepareBody(value: unknown): Promise<PreparedBody> {
  // Kept for as long as the answer is: in memory of their own (buffer-pool.ts says why).
  const json = ownedBytes(Buffer.from(JSON.stringify(value)));
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  if (json.length <= COMPRESS_ABOVE_BYTES) return { json, br: undefined, gzip: undefined, etag };
  const [br, gz] = await Promise.all([
    // Quality 9 of 11: within a few per cent of the smallest, at a fraction of the time.
    brotli(json, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzip(json, { level: 9 }),
  ]);
  return { json, br: ownedBytes(br), gzip: ownedBytes(gz), etag };
}
