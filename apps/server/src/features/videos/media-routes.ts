import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { videoTexts } from '@jetsweat/contract';
import { byteRangeOf } from '../../platform/http/byte-range.ts';
import type { Deps } from '../../platform/deps.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import {
  demoMediaMissing,
  demoRenditionMade,
  registerDemoStudioVideos,
} from './demo-media-routes.ts';
import { makeDemoMediaAfterListen } from './demo-media-maker.ts';
import type { MediaFiles } from './media-files.ts';
import {
  MEDIA_TYPES,
  STORED_FOLDER,
  recordedMediaOf,
  storageKeyOf,
  uploadedMediaOf,
} from './recorded-media.ts';
import { checkSignedPath, SIGNED_MEDIA_PREFIX } from './stream-signing.ts';

/**
 * A file of a recorded or uploaded class's rendition, from the file storage, with its byte
 * ranges as the media folder's files have them (@fastify/static): a player or a CDN may ask for
 * part of a segment.
 */
async function sendStored(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
) {
  const size = await storage.size(key);
  if (size === undefined) throw notFound(videoTexts.streamLinkInvalid);
  const type = MEDIA_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
  reply.type(type).header('Accept-Ranges', 'bytes');
  // An If-Range names a version of the file, and these answers name none (no ETag, no date):
  // the whole file then, as RFC 9110 asks.
  const range = req.headers['if-range'] ? undefined : byteRangeOf(req.headers.range, size);
  if (range === 'unsatisfiable')
    return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  const body = await storage.read(key, range);
  if (!body) throw notFound(videoTexts.streamLinkInvalid);
  if (!range) return reply.header('Content-Length', size).send(body);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(body);
}

/**
 * Serves the class renditions only through signed, unexpired links (stream-signing.ts), and
 * through each only the files of the class's own rendition; the same files under their plain path
 * are refused. Entitlement was checked when the player asked for the link, and is asked again at
 * every refresh, so the media themselves need no login. Recorded live classes are served the same
 * way from the file storage (recorded-media.ts).
 */
export const mediaRoutes: FastifyPluginAsync<{ deps: Deps; media: MediaFiles }> = async (
  app,
  { deps, media },
) => {
  const { storage } = deps;
  makeDemoMediaAfterListen(app, deps);
  await app.register(fastifyStatic, {
    root: deps.config.media.dir,
    serve: false,
    acceptRanges: true,
    // Set per answer below.
    cacheControl: false,
  });
  const hide = { schema: { hide: true } };

  app.get<{ Params: { '*': string } }>(`${SIGNED_MEDIA_PREFIX}/*`, hide, async (req, reply) => {
    const nowMs = deps.clock.now().getTime();
    const check = checkSignedPath(deps.config.media.signingSecret, req.params['*'], nowMs);
    if (!check.ok && check.reason === 'expired') throw forbidden(videoTexts.streamLinkExpired);
    if (!check.ok) throw forbidden(videoTexts.streamLinkInvalid);
    const stored = STORED_FOLDER.test(check.folder);
    if (!stored && !(await demoRenditionMade(deps, check.folder, check.entry))) {
      reply.header('Retry-After', '60');
      throw demoMediaMissing(deps);
    }
    if (!(await media.inRendition(check.folder, check.entry, check.file)))
      throw forbidden(videoTexts.streamLinkInvalid);
    // Shared caches must not keep what only a signed link may open; the browser may, until the
    // link expires.
    const left = Math.max(0, Math.floor((check.expiresAt * 1000 - nowMs) / 1000));
    reply.header('Cache-Control', `private, max-age=${left}, immutable`);
    if (stored) return sendStored(req, reply, storage, storageKeyOf(check.folder, check.file));
    return reply.sendFile(check.folder + check.file);
  });

  // A recorded or uploaded class's poster: public, as every class's poster is (the library
  // lists them).
  const posters = { recorded: recordedMediaOf, uploaded: uploadedMediaOf } as const;
  for (const [kind, mediaOf] of Object.entries(posters))
    app.get<{ Params: { id: string } }>(
      `/media/${kind}/:id/poster.jpg`,
      hide,
      async (req, reply) => {
        if (!/^[1-9]\d{0,9}$/.test(req.params.id)) throw notFound(videoTexts.streamLinkInvalid);
        const { storagePrefix } = mediaOf(Number(req.params.id));
        reply.header('Cache-Control', 'public, max-age=86400');
        return sendStored(req, reply, storage, `${storagePrefix}poster.jpg`);
      },
    );

  registerDemoStudioVideos(app, deps);

  app.get('/media/classes/*', hide, async () => {
    throw notFound(videoTexts.streamLinkInvalid);
  });
};
