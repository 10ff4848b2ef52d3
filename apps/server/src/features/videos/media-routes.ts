import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { videoTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { checkSignedPath, SIGNED_MEDIA_PREFIX } from './stream-signing.ts';

const SEGMENT = /\.(ts|m4s)$/;

/**
 * Serves the class renditions only through signed, unexpired links (stream-signing.ts); the same
 * files under their plain path are refused. The signature was checked when the player asked for
 * the class (entitlement), so the media themselves need no login.
 */
export const mediaRoutes: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(fastifyStatic, {
    root: deps.config.media.dir,
    serve: false,
    acceptRanges: true,
    // Set per answer below.
    cacheControl: false,
  });
  const hide = { schema: { hide: true } };

  app.get<{ Params: { '*': string } }>(`${SIGNED_MEDIA_PREFIX}/*`, hide, async (req, reply) => {
    const check = checkSignedPath(
      deps.config.media.signingSecret,
      req.params['*'],
      deps.clock.now().getTime(),
    );
    if (!check.ok && check.reason === 'expired') throw forbidden(videoTexts.streamLinkExpired);
    if (!check.ok) throw forbidden(videoTexts.streamLinkInvalid);
    // Shared caches must not keep what only a signed link may open; the browser may, until then.
    const cache = SEGMENT.test(check.file) ? 'private, max-age=3600' : 'private, max-age=60';
    reply.header('Cache-Control', cache);
    return reply.sendFile(check.file);
  });

  app.get('/media/classes/*', hide, async () => {
    throw notFound(videoTexts.streamLinkInvalid);
  });
};
