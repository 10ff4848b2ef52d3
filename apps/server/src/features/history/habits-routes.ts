import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { habitsAnswerSchema, weeklyGoalBodySchema } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { HistoryService } from './service.ts';

/**
 * The member's habits (ours; docs/decisions/0056-habits-weekly-goal-and-streak.md): their weekly
 * goal, this week's completed classes and their streak, for the dashboard. Their own, with a login.
 */
export const habitsRoutes: FastifyPluginAsyncZod<{ history: HistoryService }> = async (
  app,
  { history },
) => {
  const tags = ['history'];

  app.get(
    '/api/history/myHabits',
    {
      schema: {
        tags,
        summary: "The member's weekly goal, classes this week and streak of weeks",
        security: loginRequired,
        response: answers(habitsAnswerSchema),
      },
    },
    async (req) => ok(await history.habits(requireUser(req))),
  );

  app.put(
    '/api/history/weeklyGoal',
    {
      schema: {
        tags,
        summary: "Set the member's weekly goal (classes a week)",
        security: loginRequired,
        body: weeklyGoalBodySchema,
        response: answers(habitsAnswerSchema),
      },
    },
    async (req) => ok(await history.setWeeklyGoal(requireUser(req), req.body.weeklyGoal)),
  );
};
