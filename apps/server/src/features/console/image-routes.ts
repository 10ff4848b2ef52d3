import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleTexts,
  imageParamsSchema,
  imageSavedSchema,
  instructorParamsSchema,
  STUDIO_IMAGE_MAX_BYTES,
} from '@jetsweat/contract';
import { ok } from '../../platform/http/envelope.ts';
import { HttpError, notFound } from '../../platform/http/errors.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import { consoleCaller } from './console-access.ts';
import { logFileLeft } from './image-cleanup.ts';
import { STUDIO_IMAGE_PATH } from './image-processing.ts';
import type { ConsoleService } from './service.ts';

/** Any type a browser may send an image as: the content decides (image-processing.ts). */
const UPLOAD_TYPES = /^(image\/[a-z0-9.+-]+|application\/octet-stream)$/;
const member = { tags: ['console'], security: loginRequired };
const studio = '/api/console/studios/:studioId';
/** A stored image's name: its content's hash and type, never anything else. */
const STORED_FILE = /^[0-9a-f]{32}\.(webp|png)$/;

/** The bytes of an upload, or 415 when another parser made something else of the body. */
function bytesOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body))
    throw new HttpError(415, consoleTexts.imageWrongType, undefined, 'file');
  return body;
}

/** Our words, tied to the file field, for a body too large or of a type that is no image. */
function uploadErrors(app: RouteApp) {
  const appErrors = app.errorHandler;
  return function errorHandler(
    err: FastifyError,
    req: Parameters<typeof appErrors>[1],
    reply: FastifyReply,
  ) {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply
        .status(413)
        .send({ status: 0, content: consoleTexts.imageTooLarge, field: 'file' });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply
        .status(415)
        .send({ status: 0, content: consoleTexts.imageWrongType, field: 'file' });
    return appErrors.call(app, err, req, reply);
  };
}

/** Clearing an image: the page shows its default (or no photo) again; the file is removed. */
function removeRoutes(app: RouteApp, service: ConsoleService): void {
  app.delete(
    `${studio}/images/:slot`,
    {
      schema: {
        ...member,
        summary: "Remove one of the studio's images (logo, favicon, hero…)",
        params: imageParamsSchema,
        response: answers(imageSavedSchema),
      },
    },
    async (req) =>
      ok(
        await service.removeImage(
          consoleCaller(req),
          req.params.studioId,
          req.params.slot,
          logFileLeft(req.log),
        ),
      ),
  );

  app.delete(
    `${studio}/instructors/:instructorId/photo`,
    {
      schema: {
        ...member,
        summary: "Remove an instructor's photo",
        params: instructorParamsSchema,
        response: answers(imageSavedSchema),
      },
    },
    async (req) =>
      ok(
        await service.instructorPhoto(
          consoleCaller(req),
          req.params.studioId,
          req.params.instructorId,
          null,
          logFileLeft(req.log),
        ),
      ),
  );
}

/** The stored images, public. */
function serveRoute(app: RouteApp, service: ConsoleService): void {
  // Named by their content's hash, so an address never changes its bytes: cached for good.
  app.get<{ Params: { studioId: string; file: string } }>(
    `${STUDIO_IMAGE_PATH}/:studioId/:file`,
    { schema: { hide: true } },
    async (req, reply) => {
      const { studioId, file } = req.params;
      if (!/^[1-9]\d{0,9}$/.test(studioId) || !STORED_FILE.test(file))
        throw notFound(consoleTexts.imageNotFound);
      const body = await service.imageFile(Number(studioId), file);
      if (!body) throw notFound(consoleTexts.imageNotFound);
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      return reply.type(file.endsWith('.png') ? 'image/png' : 'image/webp').send(body);
    },
  );
}

/**
 * Image uploads (the body is the file's bytes, so the browser can show progress) and the stored
 * images themselves. Its own plugin, so the binary parser and its limit hold for these calls
 * only; a body over the limit is refused while it arrives, before anything is stored.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ console: ConsoleService }> = async (
  app,
  { console: service },
) => {
  app.addContentTypeParser(
    UPLOAD_TYPES,
    { parseAs: 'buffer', bodyLimit: STUDIO_IMAGE_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  const upload = { bodyLimit: STUDIO_IMAGE_MAX_BYTES, errorHandler: uploadErrors(app) };

  app.put(
    `${studio}/images/:slot`,
    {
      ...upload,
      schema: {
        ...member,
        summary: "Upload one of the studio's images (logo, favicon, hero…): JPEG, PNG or WebP",
        params: imageParamsSchema,
        response: answers(imageSavedSchema),
      },
    },
    async (req) =>
      ok(
        await service.saveImage(
          consoleCaller(req),
          req.params.studioId,
          req.params.slot,
          bytesOf(req.body),
          logFileLeft(req.log),
        ),
      ),
  );

  app.put(
    `${studio}/instructors/:instructorId/photo`,
    {
      ...upload,
      schema: {
        ...member,
        summary: "Upload an instructor's photo: JPEG, PNG or WebP",
        params: instructorParamsSchema,
        response: answers(imageSavedSchema),
      },
    },
    async (req) =>
      ok(
        await service.instructorPhoto(
          consoleCaller(req),
          req.params.studioId,
          req.params.instructorId,
          bytesOf(req.body),
          logFileLeft(req.log),
        ),
      ),
  );
  removeRoutes(app, service);
  serveRoute(app, service);
};
