import {
  chapteredClassesSchema,
  chaptersAnswerSchema,
  chaptersBodySchema,
  chaptersParamsSchema,
  classChaptersSchema,
  consoleStudioParamsSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import type { RouteApp } from '../../../platform/http/route-app.ts';
import { consoleCaller } from '../console-access.ts';
import type { ConsoleVideos } from './video-service.ts';

const member = { tags: ['console'], security: loginRequired };
const chaptersPath = '/api/console/studios/:studioId/library/:videoId/chapters';

/** A library class's chapters, by the class's id in the library (demo classes have no upload). */
export function chapterRoutes(app: RouteApp, service: ConsoleVideos): void {
  app.get(
    '/api/console/studios/:studioId/library',
    {
      schema: {
        ...member,
        summary: "A studio's on-demand classes in the library, each with how many chapters it has",
        params: consoleStudioParamsSchema,
        response: answers(chapteredClassesSchema),
      },
    },
    async (req) => ok(await service.chapteredClasses(consoleCaller(req), req.params.studioId)),
  );

  app.get(
    chaptersPath,
    {
      schema: {
        ...member,
        summary: "An on-demand class's chapters, with its title and length",
        params: chaptersParamsSchema,
        response: answers(classChaptersSchema),
      },
    },
    async (req) => {
      const { studioId, videoId } = req.params;
      return ok(await service.chapters(consoleCaller(req), studioId, videoId));
    },
  );

  app.put(
    chaptersPath,
    {
      schema: {
        ...member,
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
