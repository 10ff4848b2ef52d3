import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packRefundParamsSchema, packRefundSchema } from '@jetsweat/contract';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import { consoleCaller } from '../console-access.ts';
import type { MoneyService } from './money-service.ts';

type App = Parameters<FastifyPluginAsyncZod<{ money: MoneyService }>>[0];

/** Refunding a pack sale's unused classes (docs/decisions/0114-pack-refunds.md). */
export function packRefundRoutes(app: App, money: MoneyService): void {
  app.post(
    '/api/console/studios/:studioId/pack-sales/:purchaseId/refund',
    {
      schema: {
        tags: ['console'],
        security: loginRequired,
        summary:
          "Refund a pack sale's unused classes: voided at once, the money paid back by a job with retries (audit-logged; a repeat answers the same refund)",
        params: packRefundParamsSchema,
        response: answers(packRefundSchema),
      },
    },
    async (req) =>
      ok(
        await money.refundPackSale(
          consoleCaller(req),
          req.params.studioId,
          req.params.purchaseId,
          (err) => req.log.warn({ err }, 'pack refund not made yet; its job will retry'),
        ),
      ),
  );
}
