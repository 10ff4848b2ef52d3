import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  analyticsAnswerSchema,
  analyticsBodySchema,
  analyticsParamsSchema,
  programInfoAnswerSchema,
  programInfoBodySchema,
  programListAnswerSchema,
  programParamsSchema,
  programSchema,
  recommendedProgramsAnswerSchema,
  upNextAnswerSchema,
  videoDetailSchema,
  videoListAnswerSchema,
  videoListBodySchema,
  videoParamsSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import { requireEntitled, requireEntitledOnSite } from './entitled.ts';
import type { LibraryService } from './library-service.ts';
import type { PlayerEventsService } from './player-events.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

const notYours = 'You can only read your own programs.';

const tags = ['videos'];

/** The class library: a page of classes, and one class with its stream. */
function classRoutes(app: RouteApp, deps: Deps, library: LibraryService): void {
  app.post(
    '/api/video/videos',
    {
      schema: {
        tags,
        summary:
          "The on-demand library, filtered and paged (entitled members; a studio's site lists its own)",
        security: loginRequired,
        body: videoListBodySchema,
        response: answers(videoListAnswerSchema),
      },
    },
    // Written by the service as the schema's serialiser would write it (library-page-json.ts).
    async (req, reply) => {
      const page = await library.list(await requireEntitledOnSite(deps, req), req.body);
      return reply.type('application/json; charset=utf-8').send(page);
    },
  );

  app.get(
    '/api/video/:videoId',
    {
      schema: {
        tags,
        summary: 'One class with its stream (entitled members)',
        security: loginRequired,
        params: videoParamsSchema,
        response: answers(videoDetailSchema),
      },
    },
    async (req) => ok(await library.detail(await requireEntitled(deps, req), req.params.videoId)),
  );

  app.get(
    '/api/video/:videoId/up-next',
    {
      schema: {
        tags,
        summary: 'The class to play after this one: the next of its program, or of its instructor',
        security: loginRequired,
        params: videoParamsSchema,
        response: answers(upNextAnswerSchema),
      },
    },
    async (req) => ok(await library.upNext(await requireEntitled(deps, req), req.params.videoId)),
  );
}

/** Programs: every one, one with its weeks, and the recommended. */
function programRoutes(app: RouteApp, deps: Deps, library: LibraryService): void {
  app.get(
    '/api/video/programs',
    {
      schema: {
        tags,
        summary: "Every program (entitled members; a studio's site lists its own)",
        security: loginRequired,
        response: answers(programListAnswerSchema),
      },
    },
    async (req) => {
      const { siteStudioId } = await requireEntitledOnSite(deps, req);
      return ok(await library.programs(siteStudioId));
    },
  );

  app.get(
    '/api/video/programs/:programId',
    {
      schema: {
        tags,
        summary: 'One program with its classes (entitled members)',
        security: loginRequired,
        params: programParamsSchema,
        response: answers(programSchema),
      },
    },
    async (req) =>
      ok(await library.program(await requireEntitled(deps, req), req.params.programId)),
  );

  app.get(
    '/api/programs/list',
    {
      schema: {
        tags,
        summary: "The recommended programs (entitled members; a studio's site lists its own)",
        security: loginRequired,
        response: answers(recommendedProgramsAnswerSchema),
      },
    },
    async (req) => {
      const { siteStudioId } = await requireEntitledOnSite(deps, req);
      return ok({ recommendedPrograms: await library.recommendedPrograms(siteStudioId) });
    },
  );
}

/** The programs of a member's workouts, for naming each workout's program. */
function workoutProgramRoutes(app: RouteApp, library: LibraryService): void {
  app.post(
    '/api/program/getProgramInfo',
    {
      schema: {
        tags,
        summary: "The programs of the member's planned workouts between two days",
        security: loginRequired,
        body: programInfoBodySchema,
        response: answers(programInfoAnswerSchema),
      },
    },
    async (req) => {
      const userId = requireUser(req);
      const { authUserInfo, fromDate, toDate } = req.body;
      if (authUserInfo?.id !== undefined && authUserInfo.id !== userId) throw forbidden(notYours);
      return ok(await library.programsOfMyWorkouts(userId, fromDate, toDate));
    },
  );
}

/** The player's events, which record the workout and where the member stopped. */
function playerRoutes(app: RouteApp, deps: Deps, player: PlayerEventsService): void {
  // The original client sent the path's placeholder literally: the body's videoId decides.
  app.post(
    '/api/:videoId/analytics',
    {
      schema: {
        tags,
        summary: 'Record playback (position, progress) of a class (entitled members)',
        security: loginRequired,
        params: analyticsParamsSchema,
        body: analyticsBodySchema,
        response: answers(analyticsAnswerSchema),
      },
    },
    async (req) => ok(await player.record(await requireEntitled(deps, req), req.body)),
  );
}

/** The on-demand library, a class with its stream, and programs (spec 7). */
export const videosRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  library: LibraryService;
  player: PlayerEventsService;
}> = async (app, { deps, library, player }) => {
  classRoutes(app, deps, library);
  programRoutes(app, deps, library);
  workoutProgramRoutes(app, library);
  playerRoutes(app, deps, player);
};
