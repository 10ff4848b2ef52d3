import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RECORDING_PART_MAX_BYTES,
  recordingPartParamsSchema,
  recordingPartQuerySchema,
  recordingPartSchema,
  recordingStatusSchema,
  recordingTexts,
} from '@jetsweat/contract';
import { requireUser } from '../../../platform/http/auth.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { HttpError } from '../../../platform/http/errors.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import type { LiveService } from '../service.ts';

/** What MediaRecorder's parts arrive as: WebM, or plain bytes from a client that does not say. */
const PART_TYPES = ['video/webm', 'application/octet-stream'];

/** The recording's state (GET) and Retry (POST), for the class's teachers. */
function stateRoutes(app: RouteApp, live: LiveService): void {
  app.get(
    '/api/livestream/recording/:liveClassId',
    {
      schema: {
        tags: ['live'],
        summary:
          "A class's recording: recording, processing, ready or failed (with why), for its teachers",
        security: loginRequired,
        params: recordingPartParamsSchema,
        response: answers(recordingStatusSchema),
      },
    },
    async (req) => {
      const person = { id: requireUser(req), internal: req.auth!.internal };
      return ok(await live.recordingStatus(person, req.params.liveClassId));
    },
  );

  app.post(
    '/api/livestream/recording/:liveClassId/retry',
    {
      schema: {
        tags: ['live'],
        summary:
          'Process a failed recording again (its teachers); a recording that has not failed is left as it is',
        security: loginRequired,
        params: recordingPartParamsSchema,
        response: answers(recordingStatusSchema),
      },
    },
    async (req) => {
      const person = { id: requireUser(req), internal: req.auth!.internal };
      return ok(await live.retryRecording(person, req.params.liveClassId));
    },
  );
}

/**
 * POST /api/livestream/recording/{liveClassId}/parts: one part of the class's recording, the
 * body its bytes. Its own plugin, so the binary body parser and its larger limit hold for this
 * call only. Beside it, the recording's state and Retry for the class's teachers.
 */
export const recordingRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (
  app,
  { live },
) => {
  app.addContentTypeParser(
    PART_TYPES,
    { parseAs: 'buffer', bodyLimit: RECORDING_PART_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  const appErrors = app.errorHandler;

  app.post(
    '/api/livestream/recording/:liveClassId/parts',
    {
      bodyLimit: RECORDING_PART_MAX_BYTES,
      schema: {
        tags: ['live'],
        summary:
          "Upload one part of a class's recording (WebM bytes) while it is on air: its teachers only",
        security: loginRequired,
        params: recordingPartParamsSchema,
        querystring: recordingPartQuerySchema,
        response: answers(recordingPartSchema),
      },
      // Our words for a part too large or not WebM, rather than the generic ones.
      errorHandler(err: FastifyError, req, reply) {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return reply.status(413).send({ status: 0, content: recordingTexts.partTooLarge });
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
          return reply.status(415).send({ status: 0, content: recordingTexts.notWebm });
        return appErrors.call(app, err, req, reply);
      },
    },
    async (req) => {
      const person = { id: requireUser(req), internal: req.auth!.internal };
      // Another type's parser (JSON, a form) made something else of the body: not a part.
      if (req.body !== undefined && !Buffer.isBuffer(req.body))
        throw new HttpError(415, recordingTexts.notWebm);
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return ok(
        await live.saveRecordingPart(person, req.params.liveClassId, {
          take: req.query.take,
          sequence: req.query.sequence,
          body: bytes,
        }),
      );
    },
  );
  stateRoutes(app, live);
};
