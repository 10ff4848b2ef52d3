import { chaptersAnswerSchema, chaptersBodySchema, chaptersParamsSchema } from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import { consoleCaller } from '../console-access.ts';
import type { ConsoleVideos } from './video-service.ts';

/** A library class's chapters, by the class's id in the library (demo classes have no upload). */
export function chapterRoutes(app: RouteApp, service: ConsoleVideos): void {
  app.put(
    '/api/console/studios/:studioId/library/:videoId/chapters',
    {
      schema: {
        tags: ['console'],
        security: loginRequired,
        summary:
          "Replace an on-demand class's chapters (in order, the first at 0, all before its end)",
        params: chaptersParamsSchema,
        body: chaptersBodySchema,
        response: answers(chaptersAnswerSchema),
      },
    },
    async (req) => {
      const { studioId, videoId } = req.params;
      const chapters = await service.setChapters(
        consoleCaller(req),
        studioId,
        videoId,
        req.body.chapters,
      );
      return ok({ chapters });
    },
  );
}
