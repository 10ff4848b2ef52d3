import { apiTexts } from '@jetsweat/contract';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config/config.ts';
import { tooManyRequests } from './errors.ts';
import { isApiPath } from './api-paths.ts';

/**
 * A page's files (its scripts, styles, images, a class's video segments) are many requests for
 * one visit: outside /api/ an address may make this many times the API's limit.
 */
export const WEB_LIMIT_FACTOR = 5;

/**
 * The flood limit: so many calls a minute per client address, in the envelope when hit. The API
 * has its own count; everything else (the web app's files and pages, /healthz) shares a second,
 * higher one, so that no path can be called without limit (issue 19, item 1).
 */
export async function registerApiFloodLimit(app: FastifyInstance, config: Config): Promise<void> {
  // Several instances count one flood limit between them in Redis. If Redis is unreachable the
  // limit is skipped rather than the API refused; login and reset limits stay in the database.
  // Commands fail at once while Redis is away instead of queueing behind the request.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        connectTimeout: 1000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    redis.on('error', (err) =>
      app.log.warn({ err }, 'Redis is unreachable: the API flood limit is not being counted'),
    );
    app.addHook('onClose', async () => redis.disconnect());
    // Without the offline queue, requests served before the first connection would go uncounted;
    // wait for it (briefly: a Redis that is down must not stop the server from starting).
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      redis.once('ready', done);
      redis.once('error', done);
      setTimeout(done, 2000).unref();
    });
  }
  await app.register(rateLimit, {
    // The plugin's own key (an IPv6 address counts by its /64), kept apart for the two counts. An
    // IPv4 address is its own key: normalizeIP would test it against the IPv6 pattern first.
    keyGenerator: (req) => {
      // Read once: behind a trusted proxy each read of req.ip parses X-Forwarded-For again.
      const ip = req.ip;
      return `${isApiPath(req.url) ? '' : 'web:'}${ip.includes(':') ? normalizeIP(ip) : ip}`;
    },
    max: (req) => config.limits.apiPerMinute * (isApiPath(req.url) ? 1 : WEB_LIMIT_FACTOR),
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'jetsweat-api-limit:', skipOnError: true } : {}),
    errorResponseBuilder: () => tooManyRequests(apiTexts.tooManyRequests),
    // The counts go out only with a refusal (429 with Retry-After and the limit): three headers
    // on every answer were bytes and work for a browser that never reads them.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
  });
}
