import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  attendanceBodySchema,
  attendanceParamsSchema,
  attendanceSchema,
  attendanceUpdateBodySchema,
  broadcastCreateBodySchema,
  broadcastParamsSchema,
  broadcastSchema,
  channelParamsSchema,
  channelStateSchema,
  classSummaryParamsSchema,
  classSummarySchema,
  teachingListSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import type { RoomPerson } from './room-access.ts';
import { recordingRoutes } from './recording/recording-routes.ts';
import type { LiveService } from './service.ts';

const tags = ['live'];

/** The caller as the room judges them: 401 without a session. */
function requirePerson(req: FastifyRequest): RoomPerson {
  const id = requireUser(req);
  return { id, internal: req.auth!.internal };
}

/** POST and PUT /api/events/live-class: joining a class's room and the camera's reports. */
function attendanceRoutes(app: RouteApp, live: LiveService): void {
  app.post(
    '/api/events/live-class',
    {
      schema: {
        tags,
        summary: "Enter a class's room: the person's one attendance record for the class",
        security: loginRequired,
        body: attendanceBodySchema,
        response: answers(attendanceSchema),
      },
    },
    async (req) => ok(await live.join(requirePerson(req), req.body)),
  );

  app.put(
    '/api/events/live-class/:attendanceId',
    {
      schema: {
        tags,
        summary: "Report the camera on one's own attendance record (its time only grows)",
        security: loginRequired,
        params: attendanceParamsSchema,
        body: attendanceUpdateBodySchema,
        response: answers(attendanceSchema),
      },
    },
    async (req) => ok(await live.reportCamera(requireUser(req), req.params.attendanceId, req.body)),
  );
}

/**
 * The streaming server's calls (spec 7: /rest/v2/broadcasts), answered by this server for a
 * class's teachers with the session's bearer token.
 */
function broadcastRoutes(app: RouteApp, live: LiveService): void {
  app.post(
    '/rest/v2/broadcasts/create',
    {
      schema: {
        tags,
        summary: 'Go live: a broadcast for the class (a stream id is made when none is given)',
        security: loginRequired,
        body: broadcastCreateBodySchema,
        response: answers(broadcastSchema),
      },
    },
    async (req) => ok(await live.createBroadcast(requirePerson(req), req.body)),
  );

  app.delete(
    '/rest/v2/broadcasts/:streamId',
    {
      schema: {
        tags,
        summary: "End a class's broadcast",
        security: loginRequired,
        params: broadcastParamsSchema,
        response: answers(broadcastSchema),
      },
    },
    async (req) => ok(await live.endBroadcast(requirePerson(req), req.params.streamId)),
  );
}

/** What those who may enter read of a class: its channel, their summary, the classes to teach. */
function classRoutes(app: RouteApp, live: LiveService): void {
  app.get(
    '/api/livestream/channel/channelId/:id',
    {
      schema: {
        tags,
        summary: "A class's channel: whether it is on air and with which stream id",
        security: loginRequired,
        params: channelParamsSchema,
        response: answers(channelStateSchema),
      },
    },
    async (req) => ok(await live.channel(requirePerson(req), req.params.id)),
  );

  app.get(
    '/api/livestream/:liveClassId/summary',
    {
      schema: {
        tags,
        summary:
          "A class's summary for its members and teachers: own minutes and camera time, the recording, the next class",
        security: loginRequired,
        params: classSummaryParamsSchema,
        response: answers(classSummarySchema),
      },
    },
    async (req) => ok(await live.summary(requirePerson(req), req.params.liveClassId)),
  );

  app.get(
    '/api/livestream/teaching',
    {
      schema: {
        tags,
        summary:
          'The classes the caller may teach that have not ended, soonest first (empty for a member)',
        security: loginRequired,
        response: answers(teachingListSchema),
      },
    },
    async (req) => ok(await live.classesToTeach(requirePerson(req))),
  );
}

export const liveRoutes: FastifyPluginAsyncZod<{ live: LiveService }> = async (app, { live }) => {
  attendanceRoutes(app, live);
  broadcastRoutes(app, live);
  classRoutes(app, live);
  await app.register(recordingRoutes, { live });
};
