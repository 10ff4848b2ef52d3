import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  continueWatchingAnswerSchema,
  continueWatchingBodySchema,
  historyAnswerSchema,
  historyBodySchema,
  liveHistoryAnswerSchema,
  liveHistoryBodySchema,
  progressAnswerSchema,
  progressBodySchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import type { HistoryService } from './service.ts';

const notYours = 'You can only read your own history and progress.';
const tags = ['history'];

/** The caller, refusing a body that names someone else (spec: authUserInfo). */
type Self = (req: Parameters<typeof requireUser>[0], claimed?: { id?: number }) => number;

/** The live classes the member came to, and their progress: what their workouts added up to. */
function workoutSummaryRoutes(app: RouteApp, history: HistoryService, self: Self): void {
  app.post(
    '/api/history/liveClasses',
    {
      schema: {
        tags,
        summary:
          "The live classes the member came to, each with their workout summed up (a studio's site: its own)",
        security: loginRequired,
        body: liveHistoryBodySchema,
        response: answers(liveHistoryAnswerSchema),
      },
    },
    async (req) =>
      ok(await history.liveClasses(self(req), req.body.limit, await req.siteStudioId())),
  );

  app.post(
    '/api/history/myprogress',
    {
      schema: {
        tags,
        summary: "The member's calories per day over a period",
        security: loginRequired,
        body: progressBodySchema,
        response: answers(progressAnswerSchema),
      },
    },
    async (req) => ok(await history.progress(self(req, req.body.authUserInfo), req.body)),
  );
}

/** History, continue watching, live classes and progress (spec 7): a member's own, with a login. */
export const historyRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  const self: Self = (req, claimed) => {
    const userId = requireUser(req);
    if (claimed?.id !== undefined && claimed.id !== userId) throw forbidden(notYours);
    return userId;
  };

  app.post(
    '/api/history/myHistory',
    {
      schema: {
        tags,
        summary: "The classes the member watched, latest first (a studio's site: its own)",
        security: loginRequired,
        body: historyBodySchema,
        response: answers(historyAnswerSchema),
      },
    },
    async (req) => {
      const userId = self(req, req.body.authUserInfo);
      return ok(await history.history(userId, req.body.limit, await req.siteStudioId()));
    },
  );

  app.post(
    '/api/history/continueWatching',
    {
      schema: {
        tags,
        summary: "The classes the member stopped partway through (a studio's site: its own)",
        security: loginRequired,
        body: continueWatchingBodySchema,
        response: answers(continueWatchingAnswerSchema),
      },
    },
    async (req) =>
      ok(await history.continueWatching(self(req), req.body.limit, await req.siteStudioId())),
  );

  workoutSummaryRoutes(app, history, self);
};
