import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleCaptionsBodySchema,
  consoleStudioParamsSchema,
  consoleVideoDetailsSchema,
  consoleVideoListSchema,
  consoleVideoParamsSchema,
  consoleVideoSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import { consoleCaller } from '../console-access.ts';
import { chapterRoutes } from './chapter-routes.ts';
import { consoleRecordingRoutes } from './console-recording-routes.ts';
import type { ConsoleVideos } from './video-service.ts';

const member = { tags: ['console'], security: loginRequired };
const videos = '/api/console/studios/:studioId/videos';
const video = `${videos}/:videoId`;

/** The studio's classes, and a new one. */
function listRoutes(app: RouteApp, service: ConsoleVideos): void {
  app.get(
    videos,
    {
      schema: {
        ...member,
        summary: "A studio's uploaded classes, its instructors, and whether it can transcode",
        params: consoleStudioParamsSchema,
        response: answers(consoleVideoListSchema),
      },
    },
    async (req) => ok(await service.list(consoleCaller(req), req.params.studioId)),
  );

  app.post(
    videos,
    {
      schema: {
        ...member,
        summary: 'Create a class with its details; its file is then uploaded by tus',
        params: consoleStudioParamsSchema,
        body: consoleVideoDetailsSchema,
        response: answers(consoleVideoSchema, 201),
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(ok(await service.create(consoleCaller(req), req.params.studioId, req.body))),
  );
}

/** Changes to one class. */
function changeRoutes(app: RouteApp, service: ConsoleVideos): void {
  app.put(
    video,
    {
      schema: {
        ...member,
        summary: "Edit a class's details (the library's filter fields)",
        params: consoleVideoParamsSchema,
        body: consoleVideoDetailsSchema,
        response: answers(consoleVideoSchema),
      },
    },
    async (req) => {
      const { studioId, videoId } = req.params;
      return ok(await service.update(consoleCaller(req), studioId, videoId, req.body));
    },
  );

  app.put(
    `${video}/captions`,
    {
      schema: {
        ...member,
        summary: "Attach the class's captions (WebVTT), replacing any before",
        params: consoleVideoParamsSchema,
        body: consoleCaptionsBodySchema,
        response: answers(consoleVideoSchema),
      },
    },
    async (req) => {
      const { studioId, videoId } = req.params;
      return ok(await service.captions(consoleCaller(req), studioId, videoId, req.body.vtt));
    },
  );

  app.post(
    `${video}/retry`,
    {
      schema: {
        ...member,
        summary: 'Transcode a class again after a failure',
        params: consoleVideoParamsSchema,
        response: answers(consoleVideoSchema),
      },
    },
    async (req) => {
      const { studioId, videoId } = req.params;
      return ok(await service.retry(consoleCaller(req), studioId, videoId));
    },
  );
}

/** Publish and unpublish. */
function publishRoutes(app: RouteApp, service: ConsoleVideos): void {
  for (const [action, published] of [
    ['publish', true],
    ['unpublish', false],
  ] as const)
    app.post(
      `${video}/${action}`,
      {
        schema: {
          ...member,
          summary: published
            ? 'Publish a transcoded class to the member library'
            : 'Take a class out of the member library',
          params: consoleVideoParamsSchema,
          response: answers(consoleVideoSchema),
        },
      },
      async (req) => {
        const { studioId, videoId } = req.params;
        return ok(await service.setPublished(consoleCaller(req), studioId, videoId, published));
      },
    );
}

/**
 * The console's on-demand classes (staff and the studio's admins): list, create with details,
 * edit details, add captions, retry a failed transcode, publish and unpublish. The file itself
 * arrives by tus (video-tus.ts).
 */
export const consoleVideoRoutes: FastifyPluginAsyncZod<{ videos: ConsoleVideos }> = async (
  app,
  { videos: service },
) => {
  listRoutes(app, service);
  changeRoutes(app, service);
  publishRoutes(app, service);
  consoleRecordingRoutes(app, service);
  chapterRoutes(app, service);
};
