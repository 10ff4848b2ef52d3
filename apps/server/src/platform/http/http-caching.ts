import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_ABOVE_BYTES, preferredEncoding } from '../public-reads/prepared-body.ts';
import { releaseWrittenAnswer } from './written-json.ts';
import { letGo, ownsItsMemory } from '../runtime/buffer-pool.ts';
import { isApiPath } from './api-paths.ts';

const COMPRESSIBLE = /^(application\/json|text\/|application\/javascript)/;
const BROTLI_ANSWER = {
  params: {
    // Quality 0: a member's 98 kB timetable in 0.67 million instructions against quality 1's
    // 1.12 million (its hash table grows with the answer and is cleared on every call), 14%
    // larger (5.2 against 4.5 kB); an 18 kB library page costs the same at either, and is as
    // small (docs/benchmarks.md, "Members' reads: compressing and copying less").
    [zlib.constants.BROTLI_PARAM_QUALITY]: 0,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

const hasNoBody = (method: string | string[]) =>
  (Array.isArray(method) ? method : [method]).every((m) => m === 'GET' || m === 'HEAD');

/** Adds `header` to the answer's Vary, keeping what is listed already. */
export function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('Vary');
  const listed = typeof vary === 'string' && vary ? `${vary}, ` : '';
  if (!listed.includes(header)) reply.header('Vary', `${listed}${header}`);
}

/** `payload` compressed at once, on the event loop (see compressWrittenAnswer for why). */
export function compressNow(payload: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  const compressed =
    encoding === 'br'
      ? zlib.brotliCompressSync(payload, BROTLI_ANSWER)
      : zlib.gzipSync(payload, { level: 6 });
  return copiedOutOfChunk(compressed);
}

// What zlib writes into: memory of its own, being over half of Node's pool (buffer-pool.ts).
const OUTPUT_CHUNK = zlib.constants.Z_DEFAULT_CHUNK;

/**
 * zlib answers a slice of its 16 kB output chunk, memory that waits for V8's next collection of
 * the slice. The bytes (a few kB) are copied into a buffer their size and the chunk is let go at
 * once: nothing else holds it, the engine that wrote it is closed. An answer of more than one
 * chunk is joined into a buffer of its own size already.
 */
function copiedOutOfChunk(compressed: Buffer): Buffer {
  if (ownsItsMemory(compressed) || compressed.buffer.byteLength !== OUTPUT_CHUNK) return compressed;
  const copy = Buffer.from(compressed);
  letGo(compressed);
  return copy;
}

/**
 * An answer already written out (the API's JSON, a page's HTML) compressed here, at once, on the
 * event loop. @fastify/compress streams every answer through zlib's thread pool, and those hops
 * cost more than the work: about 3 ms a request for an 18 kB library page (2.6 ms at the median
 * without compression, 5.6 ms with it) against under 0.1 ms for brotli itself. Streams (files)
 * still go through the plugin, which leaves alone whatever already says Content-Encoding.
 */
function compressWrittenAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (Buffer.byteLength(payload) <= COMPRESS_ABOVE_BYTES || reply.hasHeader('Content-Encoding'))
    return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('Content-Type') ?? ''))) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding !== 'br' && encoding !== 'gzip') return payload;
  addVary(reply, 'Accept-Encoding');
  reply.header('Content-Encoding', encoding);
  const compressed = compressNow(payload, encoding);
  if (Buffer.isBuffer(payload)) releaseWrittenAnswer(payload);
  return compressed;
}

/**
 * What may keep an API answer, and how it travels. Every /api answer that does not say otherwise
 * is `private, no-store`: most carry someone's own data, and neither a browser's disk nor a CDN
 * should hold those. An answer read with a token also says `Vary: Authorization`. The public reads
 * set their own (platform/public-reads/send-prepared.ts). JSON and other text above 1 kB is
 * compressed with br or gzip, whichever the client prefers: written answers here, streamed ones
 * (files) by @fastify/compress; prepared bodies come compressed already and pass through.
 */
export async function registerHttpCaching(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', (request, reply, payload, done) => {
    const api = isApiPath(request.url);
    if (api && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'private, no-store');
      if (request.headers.authorization) addVary(reply, 'Authorization');
    }
    done(null, compressWrittenAnswer(request, reply, payload));
  });
  // The plugin hooks into every route: two hooks to stream an answer through zlib, one to inflate
  // a compressed request's body. An API route's answers are written ones, compressed above, and a
  // GET has no body: there those hooks only looked and passed, on every request (about 2 thousand
  // instructions a kept read, counted by function: docs/benchmarks.md). Files and pages keep them.
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && isApiPath(route.url)) route.compress = false;
    if (route.decompress === undefined && hasNoBody(route.method)) route.decompress = false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES + 1,
    encodings: ['br', 'gzip'],
    // Files streamed as they go out (the web app's are served precompressed where they can be):
    // brotli quality 1 takes half the time of the plugin's default 4, about as small as gzip.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}
