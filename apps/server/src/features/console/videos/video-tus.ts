import { randomBytes } from 'node:crypto';
import { Server } from '@tus/server';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CONSOLE_UPLOADS_PATH,
  CONSOLE_VIDEO_MAX_BYTES,
  consoleVideoTexts,
} from '@jetsweat/contract';
import { createAttemptSlots } from '../../../platform/http/attempt-slots.ts';
import type { Deps } from '../../../platform/deps.ts';
import { badRequest, forbidden, HttpError } from '../../../platform/http/errors.ts';
import type { TusDatastore } from '../../../platform/storage/tus-datastore.ts';
import { consoleCaller, requireStudioRole } from '../console-access.ts';
import { finishUpload, UploadRefused } from './video-upload-finish.ts';
import { createUploadPlaces, type UploadPlace, type UploadPlaces } from './video-upload-slots.ts';
import { findConsoleVideo } from './video-store.ts';

/** An upload's tus id: the console video it is the file of, then a random part. */
const UPLOAD_ID = /^([1-9]\d{0,9})-[0-9a-f]{16}$/;
const newUploadId = (videoId: number) => `${videoId}-${randomBytes(8).toString('hex')}`;
/** How often an upload's places are renewed while one of its parts is arriving. */
const RENEW_PLACES_MS = 60_000;

/** tus's Upload-Metadata header: comma-separated `key base64value` pairs. */
function metadataOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/** An upload request under way on this instance: its places, and who sends it (the audit's actor). */
type Sending = UploadPlace & { actorId: number; finished: boolean };
/** The sending requests by upload id, and the id each class's creation request chose. */
type UnderWay = { byUpload: Map<string, Sending>; created: Map<number, string> };

/** The tus server: its datastore, limit, upload ids, and what happens at the last byte. */
function createTusServer(
  deps: Deps,
  datastore: TusDatastore,
  underWay: UnderWay,
  opts: { maxBytes: number; places: UploadPlaces; log: FastifyBaseLogger },
) {
  return new Server({
    path: CONSOLE_UPLOADS_PATH,
    datastore: datastore.store,
    maxSize: opts.maxBytes,
    relativeLocation: true,
    // The id the creation request took the class's place with (checkRequest's caller).
    namingFunction: (_req, metadata) => {
      const id = underWay.created.get(Number(metadata?.videoId));
      if (!id) throw { status_code: 409, body: consoleVideoTexts.uploadUnderWay };
      return id;
    },
    onUploadFinish: async (_req, upload) => {
      const consoleVideoId = Number(UPLOAD_ID.exec(upload.id)![1]);
      const sending = underWay.byUpload.get(upload.id)!;
      try {
        await finishUpload(deps, datastore, {
          uploadId: upload.id,
          consoleVideoId,
          actorId: sending.actorId,
          fileName: (upload.metadata?.filename ?? 'video').slice(0, 200),
          bytes: upload.size ?? upload.offset,
        });
      } catch (err) {
        if (err instanceof UploadRefused) throw { status_code: err.status_code, body: err.body };
        opts.log.error({ err, consoleVideoId }, 'a finished video upload could not be stored');
        throw { status_code: 500, body: 'The video could not be stored. Please try again.' };
      } finally {
        sending.finished = true;
        await opts.places.release(sending);
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
): Promise<{ videoId: number; studioId: number; userId: number }> {
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
  return { videoId, studioId: row.studio_id, userId: caller.userId };
}

/**
 * Whether tus's answer leaves no upload to hold places for: never made (a refused creation), or
 * gone (a part for an upload that expired or was removed).
 */
const leftNoUpload = (method: string, status: number) =>
  (method === 'POST' && status !== 201) ||
  (method === 'PATCH' && (status === 404 || status === 410));

/**
 * Hands a checked request to tus. A creation or a part first takes or renews the upload's places
 * (video-upload-slots.ts: one upload per class, a few per studio), and renews them while a slow
 * part arrives; ending an upload (DELETE) frees them, as its last byte does.
 */
async function handOver(
  tus: Server,
  req: FastifyRequest,
  reply: FastifyReply,
  s: { sending: Sending; underWay: UnderWay; places: UploadPlaces },
): Promise<void> {
  const { sending, underWay, places } = s;
  const sends = req.method === 'POST' || req.method === 'PATCH';
  if (sends) await places.hold(sending);
  // Freed before tus answers, so the next upload of the class may start the moment this one is
  // ended. Should tus refuse to end it, its next part takes its places back if they are free.
  if (req.method === 'DELETE') await places.release(sending);
  if (sends) underWay.byUpload.set(sending.uploadId, sending);
  if (req.method === 'POST') underWay.created.set(sending.videoId, sending.uploadId);
  reply.hijack();
  const renew = sends
    ? setInterval(() => {
        if (!sending.finished) places.hold(sending).catch(() => undefined);
      }, RENEW_PLACES_MS).unref()
    : undefined;
  try {
    await tus.handle(req.raw, reply.raw);
  } finally {
    clearInterval(renew);
    if (underWay.byUpload.get(sending.uploadId) === sending)
      underWay.byUpload.delete(sending.uploadId);
    if (underWay.created.get(sending.videoId) === sending.uploadId)
      underWay.created.delete(sending.videoId);
    // After tus has answered: a client that asks again at once may still find them held.
    if (leftNoUpload(req.method, reply.raw.statusCode)) await places.release(sending);
  }
}

/**
 * Resumable video uploads with the tus protocol (@tus/server) at /api/console/uploads, for the
 * console's classes. Fastify checks each request first (a session; the class is a studio's the
 * caller runs, still waiting for its file; its declared size within the limit; its declared type
 * a video; a place for the upload), then hands the raw request to tus, which keeps the parts in
 * the tus datastore (platform/storage/tus-datastore.ts) until the last one arrives
 * (video-upload-finish.ts).
 */
export const consoleVideoUploads: FastifyPluginAsync<{ deps: Deps; maxBytes?: number }> = async (
  app,
  { deps, maxBytes = CONSOLE_VIDEO_MAX_BYTES },
) => {
  const underWay: UnderWay = { byUpload: new Map(), created: new Map() };
  const places = createUploadPlaces(createAttemptSlots(deps.db, deps.clock));
  const tus = createTusServer(deps, deps.tusUploads, underWay, {
    maxBytes,
    places,
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
        const { videoId, studioId, userId } = await checkRequest(
          deps,
          req,
          req.params.uploadId,
          maxBytes,
        );
        const uploadId = req.params.uploadId ?? newUploadId(videoId);
        const sending = { uploadId, videoId, studioId, actorId: userId, finished: false };
        await handOver(tus, req, reply, { sending, underWay, places });
      },
    });
};
