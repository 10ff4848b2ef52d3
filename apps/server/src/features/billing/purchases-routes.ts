import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayPassesAnswerSchema,
  receiptParamsSchema,
  receiptSchema,
  receiptsAnswerSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { answers, loginRequired } from '../../platform/openapi.ts';
import { createPurchases } from './purchases.ts';

/** The membership page's history: receipts and day passes, each member's own only. */
export const purchasesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const purchases = createPurchases(deps.db);
  const tags = ['billing'];

  app.get(
    '/api/user/receipts',
    {
      schema: {
        tags,
        summary: "The member's receipts",
        security: loginRequired,
        response: answers(receiptsAnswerSchema),
      },
    },
    async (req) => ok(await purchases.receipts(requireUser(req))),
  );
  app.get(
    '/api/user/receipts/:receiptId',
    {
      schema: {
        tags,
        summary: "One of the member's receipts",
        security: loginRequired,
        params: receiptParamsSchema,
        response: answers(receiptSchema),
      },
    },
    async (req) => ok(await purchases.receipt(requireUser(req), req.params.receiptId)),
  );
  app.get(
    '/api/user/daypasses',
    {
      schema: {
        tags,
        summary: "The member's day passes",
        security: loginRequired,
        response: answers(dayPassesAnswerSchema),
      },
    },
    async (req) => ok(await purchases.dayPasses(requireUser(req))),
  );
};
