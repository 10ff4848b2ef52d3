import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { apiTexts, isPagePath, type WhitelabelStudio } from '@jetsweat/contract';
import { registerAppCode } from './app-code.ts';
import { hasOverlongSegment } from './http-limits.ts';
import { memberPageHints, withHints } from './member-page-hints.ts';
import { bareHostname } from './request-site.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Video segments named by a hash of their bytes (scripts/demo-media/make-videos.mjs) never change. */
const CONTENT_NAMED_SEGMENT = /^[0-9a-f]{16}\.(ts|m4s)$/;

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Puts a white-label studio's title, favicon and colour into the page before the app starts. */
export function brandPage(html: string, studio: WhitelabelStudio | undefined): string {
  if (!studio) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(studio.pageTitle)}</title>`)
    .replace(/(<link rel="icon"[^>]*href=")[^"]*(")/, `$1${escapeHtml(studio.faviconUrl)}$2`)
    .replace(/(<meta name="theme-color" content=")[^"]*(")/, `$1#${escapeHtml(studio.colorCode)}$2`)
    .replace(
      '</head>',
      `<meta name="jetsweat-studio" content="${escapeHtml(studio.shortName)}" /></head>`,
    );
}

/**
 * Serves the built web app: hashed assets and content-named video segments cached for a year,
 * other media for a day, byte ranges for media (video players seek with them), pre-compressed
 * text files, and index.html (never cached) for every other GET so the app's router can answer it:
 * with 200 for the app's pages, 404 for any other address (the app shows its not-found page).
 * A member page's index.html also names the code the page needs (member-page-hints.ts).
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: {
    dist: string;
    /** The flood limit, for the pages and answers of the not-found handler (not a route). */
    floodLimit: preHandlerAsyncHookHandler;
    whitelabelForHost: (hostname: string) => Promise<WhitelabelStudio | undefined>;
  },
): Promise<void> {
  const indexFile = path.join(opts.dist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    registerAppCode(app, opts.dist);
    await app.register(fastifyStatic, {
      root: opts.dist,
      index: false,
      wildcard: true,
      acceptRanges: true,
      // The build writes .br and .gz beside each text file (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(opts.dist, filePath);
        if (rel.startsWith('assets' + path.sep)) {
          res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (
          rel.startsWith('media' + path.sep) &&
          CONTENT_NAMED_SEGMENT.test(path.basename(rel))
        ) {
          res.header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
        } else if (rel.startsWith('media' + path.sep)) {
          res.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  let template: string | undefined;
  let hintsFor: ((pathname: string) => string) | undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    template ??= fs.readFileSync(indexFile, 'utf8');
    hintsFor ??= memberPageHints(opts.dist);
    const studio = await opts.whitelabelForHost(bareHostname(request));
    const page = withHints(template, hintsFor(request.url.split('?')[0] ?? '/'));
    return reply
      .status(status)
      .type('text/html')
      .header('Cache-Control', 'no-cache')
      .send(brandPage(page, studio));
  };
  // '/' is a directory to the static plugin, so it gets its own route.
  if (hasBuild) app.get('/', { schema: { hide: true } }, sendPage);
  app.setNotFoundHandler({ preHandler: opts.floodLimit }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' && !pathname.startsWith('/api/') && !path.extname(pathname);
    // An address that is none of the app's pages gets the app too, which shows its "not found"
    // page, but with 404: for crawlers, link checkers and monitoring. The list is the router's.
    if (wantsPage && hasBuild) return sendPage(request, reply, isPagePath(pathname) ? 200 : 404);
    // The files' catch-all route takes every GET, a route's over-long parameter included: that
    // is the router's 414 (error-handler.ts), whichever route would have matched.
    if (hasOverlongSegment(pathname)) {
      return reply.status(414).send({ status: 0, content: apiTexts.urlTooLong });
    }
    return reply.status(404).send({ status: 0, content: apiTexts.notFound });
  });
}
