import { liveWorkoutAnswerSchema, liveWorkoutParamsSchema } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import type { WorkoutSummaries } from './workout-summaries.ts';

/** The member's workout of a live class, which the room's page reports the heart rate to. */
export function liveWorkoutRoutes(app: RouteApp, summaries: WorkoutSummaries): void {
  app.get(
    '/api/workout/liveClass/:liveClassId',
    {
      schema: {
        tags: ['workouts'],
        summary: "The member's workout of a live class they booked (for its heart rate)",
        security: loginRequired,
        params: liveWorkoutParamsSchema,
        response: answers(liveWorkoutAnswerSchema),
      },
    },
    async (req) => {
      const workoutId = await summaries.liveWorkoutId(requireUser(req), req.params.liveClassId);
      return ok({ workoutId });
    },
  );
}
