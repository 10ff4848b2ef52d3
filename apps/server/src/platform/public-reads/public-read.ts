import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Built, ReadCache, ReadTopic } from './read-cache.ts';
import { sendPrepared } from './send-prepared.ts';

/**
 * Serves one public read from the instance's prepared bodies. `key` names the answer by what it
 * depends on, from the parsed request (never the raw URL, so made-up query strings cannot fill
 * the cache with copies); `build` makes the envelope the route would have answered. A kept body
 * is sent at once and nothing is returned (Fastify's way for a handler that has sent); otherwise
 * the promise of the answer once it is built.
 */
export function servePublicRead(
  cache: ReadCache,
  req: FastifyRequest,
  reply: FastifyReply,
  read: { key: string; topics: readonly ReadTopic[]; build: () => Promise<Built> },
): Promise<FastifyReply> | undefined {
  const kept = cache.keptBody(read.key);
  if (kept) {
    sendPrepared(req, reply, kept);
    return undefined;
  }
  return cache
    .get(read.key, read.topics, read.build)
    .then((body) => sendPrepared(req, reply, body));
}
