import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { videoTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { createRenditionIndex } from './media-rendition.ts';
import { checkSignedPath, SIGNED_MEDIA_PREFIX } from './stream-signing.ts';

/**
 * Serves the class renditions only through signed, unexpired links (stream-signing.ts), and
 * through each only the files of the class's own rendition; the same files under their plain path
 * are refused. Entitlement was checked when the player asked for the link, and is asked again at
 * every refresh, so the media themselves need no login.
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
  const renditionFiles = createRenditionIndex(deps.config.media.dir, () =>
    deps.clock.now().getTime(),
  );

  app.get<{ Params: { '*': string } }>(`${SIGNED_MEDIA_PREFIX}/*`, hide, async (req, reply) => {
    const nowMs = deps.clock.now().getTime();
    const check = checkSignedPath(deps.config.media.signingSecret, req.params['*'], nowMs);
    if (!check.ok && check.reason === 'expired') throw forbidden(videoTexts.streamLinkExpired);
    if (!check.ok) throw forbidden(videoTexts.streamLinkInvalid);
    if (!(await renditionFiles(check.folder, check.entry)).has(check.file))
      throw forbidden(videoTexts.streamLinkInvalid);
    // Shared caches must not keep what only a signed link may open; the browser may, until the
    // link expires.
    const left = Math.max(0, Math.floor((check.expiresAt * 1000 - nowMs) / 1000));
    reply.header('Cache-Control', `private, max-age=${left}`);
    return reply.sendFile(check.folder + check.file);
  });

  app.get('/media/classes/*', hide, async () => {
    throw notFound(videoTexts.streamLinkInvalid);
  });
};
