import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CONSOLE_UPLOADS_PATH,
  CONSOLE_VIDEO_MAX_BYTES,
  consoleVideoTexts,
} from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, forbidden, HttpError } from '../../../platform/errors.ts';
import type { TusDatastore } from '../../../platform/storage/tus-datastore.ts';
import { consoleCaller, requireStudioRole } from '../console-access.ts';
import { finishUpload, UploadRefused } from './video-upload-finish.ts';
import { findConsoleVideo } from './video-store.ts';

/** An upload's tus id: the console video it is the file of, then a random part. */
const UPLOAD_ID = /^([1-9]\d{0,9})-[0-9a-f]{16}$/;

/** tus's Upload-Metadata header: comma-separated `key base64value` pairs. */
function metadataOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

type Actors = Map<number, number>;

/** The tus server: its datastore, limit, upload ids, and what happens at the last byte. */
function createTusServer(
  deps: Deps,
  datastore: TusDatastore,
  actors: Actors,
  opts: { maxBytes: number; log: FastifyBaseLogger },
) {
  return new Server({
    path: CONSOLE_UPLOADS_PATH,
    datastore: datastore.store,
    maxSize: opts.maxBytes,
    relativeLocation: true,
    namingFunction: (_req, metadata) =>
      `${Number(metadata?.videoId)}-${randomBytes(8).toString('hex')}`,
    onUploadFinish: async (_req, upload) => {
      const consoleVideoId = Number(UPLOAD_ID.exec(upload.id)![1]);
      try {
        await finishUpload(deps, datastore, {
          uploadId: upload.id,
          consoleVideoId,
          actorId: actors.get(consoleVideoId)!,
          fileName: (upload.metadata?.filename ?? 'video').slice(0, 200),
          bytes: upload.size ?? upload.offset,
        });
      } catch (err) {
        if (err instanceof UploadRefused) throw { status_code: err.status_code, body: err.body };
        opts.log.error({ err, consoleVideoId }, 'a finished video upload could not be stored');
        throw { status_code: 500, body: 'The video could not be stored. Please try again.' };
      }
      return {};
    },
  });
}

/** A creation request's declared size and type, refused before anything is stored. */
function checkCreation(req: FastifyRequest, maxBytes: number): number {
  const meta = metadataOf(req.headers['upload-metadata'] as string | undefined);
  const videoId = Number(meta.videoId);
  if (!Number.isInteger(videoId) || videoId < 1) throw badRequest(consoleVideoTexts.videoNotFound);
  const length = Number(req.headers['upload-length']);
  if (!Number.isFinite(length) || length < 0) throw badRequest(consoleVideoTexts.lengthUnknown);
  if (length > maxBytes) throw new HttpError(413, consoleVideoTexts.tooLarge(maxBytes));
  if (meta.filetype && !meta.filetype.startsWith('video/'))
    throw new HttpError(415, consoleVideoTexts.notAVideo);
  return videoId;
}

/** The class an upload request is for, once the caller may upload it; else a 4xx. */
async function checkRequest(
  deps: Deps,
  req: FastifyRequest,
  uploadId: string | undefined,
  maxBytes: number,
): Promise<{ videoId: number; userId: number }> {
  const caller = consoleCaller(req);
  let videoId: number;
  if (uploadId === undefined) videoId = checkCreation(req, maxBytes);
  else {
    const m = UPLOAD_ID.exec(uploadId);
    if (!m) throw forbidden(consoleVideoTexts.videoNotFound);
    videoId = Number(m[1]);
  }
  const row = await findConsoleVideo(deps.db, videoId);
  if (!row) throw forbidden(consoleVideoTexts.videoNotFound);
  await requireStudioRole(deps.db, caller, row.studio_id, ['staff', 'admin']);
  if (row.state !== 'waiting' && req.method !== 'HEAD')
    throw new HttpError(409, consoleVideoTexts.alreadyUploaded);
  return { videoId, userId: caller.userId };
}

/**
 * Resumable video uploads with the tus protocol (@tus/server) at /api/console/uploads, for the
 * console's classes. Fastify checks each request first (a session; the class is a studio's the
 * caller runs, still waiting for its file; its declared size within the limit; its declared type
 * a video), then hands the raw request to tus, which keeps the parts in the tus datastore
 * (platform/storage/tus-datastore.ts) until the last one arrives (video-upload-finish.ts).
 */
export const consoleVideoUploads: FastifyPluginAsync<{ deps: Deps; maxBytes?: number }> = async (
  app,
  { deps, maxBytes = CONSOLE_VIDEO_MAX_BYTES },
) => {
  /** Who sends the request under way for each console video: the audit log's actor. */
  const actors: Actors = new Map();
  const tus = createTusServer(deps, deps.tusUploads, actors, {
    maxBytes,
    log: app.log,
  });
  // tus reads the body itself: Fastify leaves it unread.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));
  // A new upload is POSTed to the endpoint; its parts and questions go to the upload's address.
  const routes = [
    { method: ['POST'], url: CONSOLE_UPLOADS_PATH },
    { method: ['PATCH', 'HEAD', 'DELETE'], url: `${CONSOLE_UPLOADS_PATH}/:uploadId` },
  ];
  for (const { method, url } of routes)
    app.route<{ Params: { uploadId?: string } }>({
      method,
      url,
      schema: { hide: true },
      handler: async (req, reply) => {
        const { videoId, userId } = await checkRequest(deps, req, req.params.uploadId, maxBytes);
        actors.set(videoId, userId);
        reply.hijack();
        try {
          await tus.handle(req.raw, reply.raw);
        } finally {
          actors.delete(videoId);
        }
      },
    });
};
