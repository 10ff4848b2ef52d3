import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_ABOVE_BYTES } from './public-reads/prepared-body.ts';

/**
 * What may keep an API answer, and how it travels. Every /api answer that does not say otherwise
 * is `private, no-store`: most carry someone's own data, and neither a browser's disk nor a CDN
 * should hold those. An answer read with a token also says `Vary: Authorization`. The public reads
 * set their own (platform/public-reads/send-prepared.ts). JSON and other text above 1 kB is
 * compressed with br or gzip, whichever the client prefers; prepared bodies come compressed
 * already and pass through untouched.
 */
export async function registerHttpCaching(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('Cache-Control')) return payload;
    reply.header('Cache-Control', 'private, no-store');
    if (request.headers.authorization) reply.header('Vary', 'Authorization');
    return payload;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_ABOVE_BYTES + 1,
    encodings: ['br', 'gzip'],
    // Answers compressed as they go out (a member's 63 kB upcoming classes on every request):
    // brotli quality 1 takes half the time of the plugin's default 4, about as small as gzip.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
  });
}
