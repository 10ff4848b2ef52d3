import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productEventsQuerySchema, productEventTexts } from '@jetsweat/contract';
import { isInternalUser } from '../features/accounts/store.ts';
import { requireUser } from './auth.ts';
import type { Deps } from './deps.ts';
import { ok } from './envelope.ts';
import { forbidden } from './errors.ts';
import { listProductEvents } from './product-events.ts';

/** GET /api/product-events: what was counted, for JetSweat staff (internal users) only. */
export const productEventsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/product-events',
    { schema: { tags: ['product events'], querystring: productEventsQuerySchema } },
    async (req) => {
      if (!(await isInternalUser(deps.db, requireUser(req))))
        throw forbidden(productEventTexts.staffOnly);
      return ok(await listProductEvents(deps.db, req.query));
    },
  );
};
