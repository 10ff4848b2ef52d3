import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { videoTexts } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';

/**
 * The generated demo media (scripts/demo-media/make-demo-media.mjs) are not committed: the media
 * folder (MEDIA_DIR, by default DATA_DIR/demo-media) gets them on a machine's first start with
 * the demo data, a few minutes after the server listens, or from `npm run demo:media`
 * (docs/decisions/0101-demo-media-generated.md). Until an item is made, asking for it answers
 * 503 saying so, rather than a bare 404 or a "link not valid".
 */

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Segments are named by a hash of their bytes (encode-hls.mjs): they never change. */
const CONTENT_NAMED_SEGMENT = /^[0-9a-f]{16}\.ts$/;
/** A demo studio's preview: explore-{studio}/{file}, nothing deeper, no leading dot. */
const EXPLORE_FILE = /^([a-z0-9-]{1,60})\/([A-Za-z0-9_-][A-Za-z0-9_.-]{0,99})$/;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** 503 while the demo media may still be on their way; 404 in production, which never makes them. */
export const demoMediaMissing = (deps: Pick<Deps, 'config'>) =>
  deps.config.env === 'production'
    ? notFound(videoTexts.streamLinkInvalid)
    : new HttpError(503, videoTexts.demoVideoPreparing);

/** Whether a demo class rendition's `entry` (its master or captions) is in the media folder. */
export const demoRenditionMade = (deps: Pick<Deps, 'config'>, folder: string, entry: string) =>
  exists(path.join(deps.config.media.dir, folder, entry));

/**
 * The demo studios' preview videos, /media/videos/explore-{studio}/… (the site's own videos under
 * /media/videos/ are committed and served with the web build). Needs @fastify/static registered
 * on the media folder (media-routes.ts).
 */
export function registerDemoStudioVideos(app: FastifyInstance, deps: Pick<Deps, 'config'>) {
  app.get<{ Params: { '*': string } }>(
    '/media/videos/explore-*',
    { schema: { hide: true } },
    async (req, reply) => {
      const m = EXPLORE_FILE.exec(req.params['*']);
      if (!m) throw notFound(videoTexts.streamLinkInvalid);
      const file = `videos/explore-${m[1]}/${m[2]}`;
      if (!(await exists(path.join(deps.config.media.dir, file)))) {
        reply.header('Retry-After', '60');
        throw demoMediaMissing(deps);
      }
      reply.header(
        'Cache-Control',
        CONTENT_NAMED_SEGMENT.test(m[2]!)
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : 'public, max-age=300',
      );
      return reply.sendFile(file);
    },
  );
}
