import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  videoBoardParamsSchema,
  videoBoardQuerySchema,
  videoBoardSchema,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import { requireEntitled, type VideosService } from '../videos/service.ts';
import { createVideoBoard, type BoardLabel } from './video-board.ts';

/** The on-demand class's leaderboard at one second of the class (issue 53, item 5). */
export const videoBoardRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  videos: VideosService;
  boardLabel: BoardLabel;
}> = async (app, { deps, videos, boardLabel }) => {
  const board = createVideoBoard(deps, (videoId) => videos.lengthOf(videoId), boardLabel);
  app.get(
    '/api/video/:videoId/board',
    {
      schema: {
        tags: ['workouts'],
        summary:
          'The members who took this class before and show on leaderboards, at the same second of it: the top 20, with the member ranked among them by the figures they send',
        security: loginRequired,
        params: videoBoardParamsSchema,
        querystring: videoBoardQuerySchema,
        response: answers(videoBoardSchema),
      },
    },
    // Members who may watch the class, as its player is.
    async (req) => ok(await board(await requireEntitled(deps, req), req.params.videoId, req.query)),
  );
};
