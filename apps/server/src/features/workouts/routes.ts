import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addWorkoutBodySchema, scheduleTexts } from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest, forbidden } from '../../platform/errors.ts';
import { createScheduleService } from '../schedule/service.ts';
import { siteStudioId } from '../studios/request-site.ts';
import { findWorkout } from './store.ts';

export const workoutsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const schedule = createScheduleService(deps, (err) =>
    app.log.error({ err }, 'booking mail could not be sent'),
  );
  const tags = ['workouts'];

  app.post(
    '/api/workout/add',
    { schema: { tags, body: addWorkoutBodySchema } },
    async (req, reply) => {
      const userId = requireUser(req);
      const { authUserInfo, liveClassId } = req.body;
      if (authUserInfo?.id !== undefined && authUserInfo.id !== userId)
        throw forbidden(scheduleTexts.notYourAccount);
      // The videos feature brings on-demand workouts; until then only live classes are scheduled.
      if (liveClassId == null) throw badRequest(scheduleTexts.onDemandNotYet);
      const workoutId = await schedule.addToSchedule(
        userId,
        liveClassId,
        await siteStudioId(deps.db, req),
      );
      return reply.status(201).send(ok(await findWorkout(deps.db, userId, workoutId)));
    },
  );
};
