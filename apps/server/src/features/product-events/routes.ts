import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  productEventsAnswerSchema,
  productEventsQuerySchema,
  productEventTexts,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/http/envelope.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { answers, loginRequired } from '../../platform/http/openapi.ts';
import { listProductEvents } from './service.ts';

/** GET /api/product-events: what was counted, for JetSweat staff (internal users) only. */
export const productEventsRoutes: FastifyPluginAsyncZod<{
  deps: Deps;
  /** Whether the person is JetSweat staff: the accounts feature answers (platform knows no feature). */
  isStaff: (userId: number) => Promise<boolean>;
}> = async (app, { deps, isStaff }) => {
  app.get(
    '/api/product-events',
    {
      schema: {
        tags: ['product events'],
        summary: 'The events the product counted, latest first (staff only)',
        security: loginRequired,
        querystring: productEventsQuerySchema,
        response: answers(productEventsAnswerSchema),
      },
    },
    async (req) => {
      if (!(await isStaff(requireUser(req)))) throw forbidden(productEventTexts.staffOnly);
      return ok(await listProductEvents(deps.db, req.query));
    },
  );
};
