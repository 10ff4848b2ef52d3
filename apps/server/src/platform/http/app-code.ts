import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../public-reads/prepared-body.ts';
import { namesEtag } from '../public-reads/send-prepared.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** One file of the app's code, with the compressed twins the build wrote beside it. */
interface CodeFile {
  type: string;
  plain: Buffer;
  br: Buffer | undefined;
  gzip: Buffer | undefined;
  /** The file's name carries a hash of its bytes: it names every encoding of them. */
  etag: string;
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

/**
 * The web app's scripts and style sheets (dist/assets, named by a hash of their bytes), sent from
 * memory. A member page's first load asks for 40-odd of them at once, and the one thread answers
 * them in turn: @fastify/static spent 0.6-2 ms of CPU on each (a look for each encoding on disk,
 * a stream per answer); sent from memory, 23-165 µs (docs/benchmarks.md). Each is
 * read when first asked for and kept: the whole build is about 4 MB with its twins. Images and
 * other files in assets/ stay with the static plugin.
 */
export function registerAppCode(app: FastifyInstance, dist: string): void {
  const dir = path.join(dist, 'assets');
  const kept = new Map<string, CodeFile>();
  const load = (name: string): CodeFile | undefined => {
    let file = kept.get(name);
    if (!file) {
      if (path.basename(name) !== name) return undefined;
      const at = path.join(dir, name);
      if (!fs.existsSync(at)) return undefined;
      file = {
        type: TYPES[path.extname(name)]!,
        plain: fs.readFileSync(at),
        br: readIfThere(`${at}.br`),
        gzip: readIfThere(`${at}.gz`),
        etag: `W/"${name}"`,
      };
      kept.set(name, file);
    }
    return file;
  };
  const send = (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const file = load(request.params.file);
    if (!file) return reply.callNotFound();
    reply
      .header('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .header('ETag', file.etag)
      .header('Vary', 'Accept-Encoding');
    if (namesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    reply.type(file.type);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'br' && file.br) return reply.header('Content-Encoding', 'br').send(file.br);
    if (encoding === 'gzip' && file.gzip)
      return reply.header('Content-Encoding', 'gzip').send(file.gzip);
    // Without a twin of the encoding chosen, the answer is compressed as it goes out
    // (http-caching.ts), as any written answer is.
    return reply.send(file.plain);
  };
  app.get<{ Params: { file: string } }>(
    '/assets/:file(^[\\w.-]+\\.(?:js|css)$)',
    { schema: { hide: true }, compress: false },
    send,
  );
}
