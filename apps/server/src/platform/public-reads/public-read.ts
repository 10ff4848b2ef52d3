import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Built, ReadCache, ReadTopic } from './read-cache.ts';
import { sendPrepared } from './send-prepared.ts';

export interface PublicRead<R extends FastifyRequest = FastifyRequest> {
  /**
   * Names the answer by what it depends on, from the parsed request (never the raw URL, so
   * made-up query strings cannot fill the cache with copies).
   */
  key: (req: R) => string;
  /** What changes drop the kept answer. */
  topics: readonly ReadTopic[];
  /** Makes the envelope the route would have answered. */
  build: (req: R) => Promise<Built>;
}

/**
 * Serves one public read from the instance's prepared bodies. `read` is made once, as the route
 * is registered: a kept answer goes out without a closure or an object made for the request. A
 * kept body is sent at once and nothing is returned (Fastify's way for a handler that has sent);
 * otherwise the promise of the answer once it is built.
 */
export function servePublicRead<R extends FastifyRequest>(
  cache: ReadCache,
  req: R,
  reply: FastifyReply,
  read: PublicRead<R>,
): Promise<FastifyReply> | undefined {
  const key = read.key(req);
  const kept = cache.keptBody(key);
  if (kept) {
    sendPrepared(req, reply, kept);
    return undefined;
  }
  return cache
    .get(key, read.topics, () => read.build(req))
    .then((body) => sendPrepared(req, reply, body));
}
