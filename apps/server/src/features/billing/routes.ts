import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { subscribeBodySchema } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import { ok } from '../../platform/http/envelope.ts';
import { packRoutes } from './packs/pack-routes.ts';
import { purchaseAnswer } from './purchases/purchase-answer.ts';
import { billingSchemas } from './route-schemas.ts';
import type { BillingService } from './service.ts';
import type { RouteApp } from '../../platform/http/route-app.ts';

/** Plans and subscribing to one, with a card or a wallet's payment intent. */
function subscribeRoutes(app: RouteApp, billing: BillingService): void {
  const { subscriptions } = billing;
  app.get(
    '/api/studio/packages/:studioShortName',
    { schema: billingSchemas.packages },
    async (req) => ok(await billing.studioPackages(req.params.studioShortName)),
  );

  const subscribe = async (
    userId: number,
    body: z.infer<typeof subscribeBodySchema>,
    studio: string | undefined,
    reply: FastifyReply,
  ) => {
    const outcome = await subscriptions.subscribe(userId, body, studio);
    return purchaseAnswer(reply, outcome, billing.recordOf);
  };

  app.post('/api/user/subscribe', { schema: billingSchemas.subscribe }, (req, reply) =>
    subscribe(requireUser(req), req.body, undefined, reply),
  );

  app.post(
    '/api/user/subscribe/:studioShortName',
    { schema: billingSchemas.subscribeToStudio },
    (req, reply) => subscribe(requireUser(req), req.body, req.params.studioShortName, reply),
  );

  app.post(
    '/api/user/subscription/payment-intent',
    { schema: billingSchemas.paymentIntent },
    async (req) => {
      const intent = await subscriptions.prepareIntent(requireUser(req), req.body);
      return ok({
        id: intent.id,
        object: intent.object,
        client_secret: intent.clientSecret,
        clientSecret: intent.clientSecret,
        amountCents: intent.object === 'payment_intent' ? intent.amount : 0,
        status: intent.status,
      });
    },
  );
}

/** The member's subscription: what it is, cancel and pause and their undoing, the card. */
function subscriptionRoutes(app: RouteApp, billing: BillingService): void {
  const { lifecycle } = billing;
  app.get('/api/user/subscription', { schema: billingSchemas.subscription }, async (req) =>
    ok(await billing.subscriptionAnswer(requireUser(req))),
  );

  app.delete('/api/user/subscription', { schema: billingSchemas.cancelByDelete }, async (req) =>
    ok(await lifecycle.cancel(requireUser(req))),
  );

  app.post('/api/user/subscription/cancel', { schema: billingSchemas.cancel }, async (req) =>
    ok(await lifecycle.cancel(requireUser(req))),
  );

  app.post('/api/user/subscription/un-cancel', { schema: billingSchemas.uncancel }, async (req) =>
    ok(await lifecycle.uncancel(requireUser(req))),
  );

  app.post('/api/user/subscription/pause', { schema: billingSchemas.pause }, async (req) =>
    ok(await lifecycle.pause(requireUser(req))),
  );

  app.post('/api/user/subscription/un-pause', { schema: billingSchemas.unpause }, async (req) =>
    ok(await lifecycle.unpause(requireUser(req))),
  );

  app.post(
    '/api/user/subscription/update-card',
    { schema: billingSchemas.updateCard },
    async (req, reply) => {
      const result = await lifecycle.updateCard(requireUser(req), req.body);
      if ('requiresAction' in result) return reply.status(202).send(ok(result));
      return reply.status(200).send(ok(result));
    },
  );

  app.get(
    '/api/user/subscription/payment-source',
    { schema: billingSchemas.paymentSource },
    async (req) => ok(await lifecycle.paymentSource(requireUser(req))),
  );
}

/** Day passes, promo codes and the product list. */
function dayPassAndPromoRoutes(app: RouteApp, billing: BillingService): void {
  app.post('/api/user/daypass/purchase', { schema: billingSchemas.dayPass }, async (req, reply) => {
    const outcome = await billing.dayPasses.purchase(requireUser(req), req.body);
    return purchaseAnswer(reply, outcome, (pass) => pass);
  });

  /** Valid only with HTTP 2xx and status 1 (spec 7); amounts in cents. The login is optional. */
  app.post(
    '/api/basic/verifyPromo',
    {
      schema: billingSchemas.verifyPromo,
    },
    async (req) => ok(await billing.checkPromo(req.body, req.auth?.userId)),
  );

  app.get('/api/products/list', { schema: billingSchemas.products }, async (req) => {
    requireUser(req);
    return ok(await billing.products(req.query.productIds));
  });
}

export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (
  app,
  { billing },
) => {
  subscribeRoutes(app, billing);
  subscriptionRoutes(app, billing);
  dayPassAndPromoRoutes(app, billing);
  packRoutes(app, billing.packs);
};
