import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, compressNow } from '../http-caching.ts';
import { COMPRESS_ABOVE_BYTES, preferredEncoding } from './prepared-body.ts';
import type { Built, ReadCache, ReadTopic } from './read-cache.ts';

/** One member's answer as written once: its JSON, and each compressed form once first asked for. */
interface WrittenAnswer {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Serves a member's own answer (their upcoming classes, a library page with their favourites)
 * from what the instance keeps: written once by the route's own serialiser, compressed once per
 * encoding, and kept until one of `topics` changes or it goes out of date. `key` must name the
 * member and everything else the answer depends on. It stays `private, no-store` for browsers
 * and caches (platform/http-caching.ts): only this instance's memory holds it.
 */
export async function serveKeptAnswer(
  cache: ReadCache,
  req: FastifyRequest,
  reply: FastifyReply,
  read: { key: string; topics: readonly ReadTopic[]; build: () => Promise<Built> },
): Promise<FastifyReply> {
  const answer = await cache.getValue<WrittenAnswer>(read.key, read.topics, async () => {
    const built = await read.build();
    // The route's compiled serialiser (fast-json-stringify from its schema) writes a string.
    const json = Buffer.from(reply.serialize(built.value) as string);
    return { value: { json }, validUntil: built.validUntil };
  });
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.json.length > COMPRESS_ABOVE_BYTES
      ? preferredEncoding(req.headers['accept-encoding'])
      : 'identity';
  if (encoding === 'identity') return reply.send(answer.json);
  // Kept with the answer: the same bytes for every later request that accepts this encoding.
  answer[encoding] ??= compressNow(answer.json, encoding);
  addVary(reply, 'Accept-Encoding');
  return reply.header('Content-Encoding', encoding).send(answer[encoding]);
}
