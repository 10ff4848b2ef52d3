import { reportHeartRateAnswerSchema, reportHeartRateBodySchema } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';
import type { HeartRates } from './heart-rate.ts';

/** The member's page reports their strap's heart rate for one of their workouts (issue 53). */
export function heartRateRoutes(app: RouteApp, heartRates: HeartRates): void {
  app.post(
    '/api/workout/heartRate',
    {
      schema: {
        tags: ['workouts'],
        summary:
          "Heart-rate samples of one of the member's workouts (kept once by time); the figures so far",
        security: loginRequired,
        body: reportHeartRateBodySchema,
        response: answers(reportHeartRateAnswerSchema),
      },
    },
    async (req) => ok(await heartRates.report(requireUser(req), req.body)),
  );
}
