import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dayPassesAnswerSchema,
  receiptParamsSchema,
  receiptSchema,
  receiptsAnswerSchema,
} from '@jetsweat/contract';
import { requireUser } from '../../../platform/http/auth.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { answers, loginRequired } from '../../../platform/http/openapi.ts';
import type { Receipts } from './list-receipts.ts';

/** The membership page's history: receipts and day passes, each member's own only. */
export const receiptsRoutes: FastifyPluginAsyncZod<{ receipts: Receipts }> = async (
  app,
  { receipts },
) => {
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
    async (req) => ok(await receipts.receipts(requireUser(req))),
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
    async (req) => ok(await receipts.receipt(requireUser(req), req.params.receiptId)),
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
    async (req) => ok(await receipts.dayPasses(requireUser(req))),
  );
};
