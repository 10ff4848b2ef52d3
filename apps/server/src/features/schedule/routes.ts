import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liveClassConfirmationBodySchema,
  liveClassIdParamsSchema,
  liveClassParamsSchema,
  liveClassPaymentIntentBodySchema,
  publicLiveClassesQuerySchema,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { HttpError } from '../../platform/errors.ts';
import { createLivePayments } from './live-payments.ts';
import { createScheduleService } from './service.ts';
import { siteStudioId } from '../studios/request-site.ts';

export const scheduleRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const mailFailed = (err: unknown) => app.log.error({ err }, 'booking mail could not be sent');
  const schedule = createScheduleService(deps, mailFailed);
  const livePayments = createLivePayments(deps, mailFailed);
  const tags = ['schedule'];

  // A card payment books its class even when the browser never comes back to confirm it.
  deps.payments.onEvent(async (event) => {
    const intent = event.intent;
    if (event.type !== 'payment_intent.succeeded' || intent?.object !== 'payment_intent') return;
    if (intent.metadata.purpose !== 'liveclass') return;
    try {
      await livePayments.finishCardBooking(intent);
    } catch (err) {
      // A class that no longer exists is the person's to sort out with support; anything else is retried.
      if (!(err instanceof HttpError)) throw err;
      app.log.warn({ err, intent: intent.id }, 'live-class payment could not become a booking');
    }
  });

  app.get(
    '/api/liveclass/upcoming/public/all',
    { schema: { tags, querystring: publicLiveClassesQuerySchema } },
    async (req) => ok(await schedule.publicClasses(req.query.studioId)),
  );

  app.get(
    '/api/liveclass/upcoming',
    { schema: { tags, querystring: publicLiveClassesQuerySchema } },
    async (req) => ok(await schedule.memberClasses(requireUser(req), req.query.studioId)),
  );

  app.get(
    '/api/liveclass/upcoming/:id',
    { schema: { tags, params: liveClassParamsSchema } },
    async (req) => {
      const userId = requireUser(req);
      return ok(
        await schedule.memberClass(userId, req.params.id, await siteStudioId(deps.db, req)),
      );
    },
  );

  app.get('/api/liveclass/purchased', { schema: { tags } }, async (req) =>
    ok({ purchased: await schedule.purchased(requireUser(req)) }),
  );

  app.post(
    '/api/liveclass/upcoming/payment-intent',
    { schema: { tags, body: liveClassPaymentIntentBodySchema } },
    async (req) => {
      const userId = requireUser(req);
      return ok(
        await livePayments.paymentIntent(userId, req.body, await siteStudioId(deps.db, req)),
      );
    },
  );

  app.post(
    '/api/liveclass/upcoming/:liveClassId/confirmation',
    { schema: { tags, params: liveClassIdParamsSchema, body: liveClassConfirmationBodySchema } },
    async (req) => {
      const userId = requireUser(req);
      return ok(
        await livePayments.confirm(
          userId,
          req.params.liveClassId,
          req.body,
          await siteStudioId(deps.db, req),
        ),
      );
    },
  );
};
