import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type PreparedBody } from './prepared-body.ts';

/**
 * How long browsers and shared caches (a CDN) may hold a public read without asking again. Short:
 * a booking changes the seats left, and a studio's edit should show within seconds everywhere.
 */
export const PUBLIC_MAX_AGE_SECONDS = 5;
export const PUBLIC_S_MAXAGE_SECONDS = 10;
export const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, s-maxage=${PUBLIC_S_MAXAGE_SECONDS}`;

/** True when If-None-Match names `etag` (weak comparison, RFC 9110 13.1.2) or is `*`. */
export function namesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Answers a public read from its prepared body: 304 when the client holds these bytes already,
 * else the smallest encoding the client accepts. The answer depends on the path, the query and
 * Accept-Encoding only (not on the host or the caller), which is what Vary says.
 */
export function sendPrepared(
  req: FastifyRequest,
  reply: FastifyReply,
  body: PreparedBody,
): FastifyReply {
  reply
    .header('Cache-Control', PUBLIC_CACHE_CONTROL)
    .header('ETag', body.etag)
    .header('Vary', 'Accept-Encoding');
  if (namesEtag(req.headers['if-none-match'], body.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = body.br ? preferredEncoding(req.headers['accept-encoding']) : 'identity';
  if (encoding === 'br' && body.br) return reply.header('Content-Encoding', 'br').send(body.br);
  if (encoding === 'gzip' && body.gzip)
    return reply.header('Content-Encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}
