import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consoleStudioParamsSchema,
  errorEnvelope,
  payoutMonthParamsSchema,
  payoutOnboardingSchema,
  payoutRunSchema,
  studioPayoutsSchema,
} from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import { consoleCaller } from '../console-access.ts';
import type { PayoutsService } from './payouts-service.ts';

const member = { tags: ['console'], security: loginRequired };
const studio = '/api/console/studios/:studioId';

/** A studio's payout account and monthly payouts, as CSV too, and the operator's monthly run. */
export const consolePayoutsRoutes: FastifyPluginAsyncZod<{ payouts: PayoutsService }> = async (
  app,
  { payouts },
) => {
  app.get(
    `${studio}/payouts`,
    {
      schema: {
        ...member,
        summary: "The studio's payout account and its payouts by month, with the lines behind each",
        params: consoleStudioParamsSchema,
        response: answers(studioPayoutsSchema),
      },
    },
    async (req) => ok(await payouts.read(consoleCaller(req), req.params.studioId)),
  );

  app.post(
    `${studio}/payouts/onboarding`,
    {
      schema: {
        ...member,
        summary:
          "Start or continue setting the studio's payout account up: the gateway's onboarding link",
        params: consoleStudioParamsSchema,
        response: answers(payoutOnboardingSchema),
      },
    },
    async (req) => ok(await payouts.onboarding(consoleCaller(req), req.params.studioId)),
  );

  app.get(
    `${studio}/payouts.csv`,
    {
      schema: {
        ...member,
        summary: "The studio's payouts and their lines as a CSV download",
        params: consoleStudioParamsSchema,
        response: {
          200: {
            description: 'Per month one row per line and one of the payout, amounts in dollars',
            content: { 'text/csv': { schema: z.string() } },
          },
          '4xx': errorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const csv = await payouts.csv(consoleCaller(req), req.params.studioId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csv.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv.body);
    },
  );

  runRoute(app, payouts);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

/** JetSweat staff's run of one month's payouts (the operator's way; the job runs it on the 1st). */
function runRoute(app: App, payouts: PayoutsService): void {
  app.post(
    '/api/console/payouts/:month/run',
    {
      schema: {
        ...member,
        summary: "JetSweat staff: compute and pay one month's payouts now (safe to repeat)",
        params: payoutMonthParamsSchema,
        response: answers(payoutRunSchema),
      },
    },
    async (req) => ok(await payouts.runMonth(consoleCaller(req), req.params.month)),
  );
}
