import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  failedMailAnswerSchema,
  failedMailQuerySchema,
  failedPaymentEventAnswerSchema,
  failedPaymentEventQuerySchema,
  operationsTexts,
} from '@jetsweat/contract';
import { requireUser } from '../http/auth.ts';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { forbidden } from '../http/errors.ts';
import { answers, loginRequired } from '../http/openapi.ts';

/**
 * GET /api/operations/failed-mail and /failed-payment-events: the mail and the Stripe events given
 * up on after every retry (the dead-letter queues), for staff only.
 * `isStaff` comes from accounts, handed in by app.ts: the platform imports no feature.
 */
export const operationsRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  isStaff: (userId: number) => Promise<boolean>;
}> = async (app, { deps, isStaff }) => {
  app.get(
    '/api/operations/failed-mail',
    {
      schema: {
        tags: ['operations'],
        summary: 'Mail that could not be sent after every retry (staff only)',
        security: loginRequired,
        querystring: failedMailQuerySchema,
        response: answers(failedMailAnswerSchema),
      },
    },
    async (req) => {
      if (!(await isStaff(requireUser(req)))) throw forbidden(operationsTexts.staffOnly);
      return ok(await deps.mailQueue.failed(req.query.limit));
    },
  );
  app.get(
    '/api/operations/failed-payment-events',
    {
      schema: {
        tags: ['operations'],
        summary: 'Stripe events whose handling failed every retry (staff only)',
        security: loginRequired,
        querystring: failedPaymentEventQuerySchema,
        response: answers(failedPaymentEventAnswerSchema),
      },
    },
    async (req) => {
      if (!(await isStaff(requireUser(req))))
        throw forbidden(operationsTexts.staffOnlyPaymentEvents);
      return ok(await deps.paymentEvents.failed(req.query.limit));
    },
  );
};
