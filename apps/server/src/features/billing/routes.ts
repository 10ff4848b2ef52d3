import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  billingTexts,
  dayPassBodySchema,
  productsQuerySchema,
  subscribeBodySchema,
  subscriptionIntentBodySchema,
  updateCardBodySchema,
  verifyPromoBodySchema,
  type SubscriptionAnswer,
} from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest } from '../../platform/errors.ts';
import { gatewayHttpError } from '../../platform/payments/payments-routes.ts';
import { quoteCoupon } from './coupons.ts';
import { createDayPasses, type DayPassOutcome } from './day-passes.ts';
import { createLifecycle } from './lifecycle.ts';
import { findPackage, studioPackages } from './packages.ts';
import { listProducts } from './products.ts';
import { createRenewals } from './renewals.ts';
import { createSubscribeFlow, type Outcome } from './subscribe.ts';
import { currentSubscription } from './subscription-store.ts';
import { subscriptionSummary } from './subscription-summary.ts';
import { recordOf } from './subscription-view.ts';

const studioParams = z.object({ studioShortName: z.string().max(100) });

/** A purchase waiting for the buyer's bank answers 202 with the client secret to confirm. */
async function purchaseAnswer(
  reply: FastifyReply,
  outcome: Outcome | DayPassOutcome,
  done: () => Promise<unknown>,
) {
  if (outcome.kind === 'action') return reply.status(202).send(ok(outcome.action));
  return reply.status(200).send(ok(await done()));
}

async function gateway<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw gatewayHttpError(err);
  }
}

export const billingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { db, clock } = deps;
  const subscriptions = createSubscribeFlow(deps);
  const lifecycle = createLifecycle(deps, createRenewals(deps));
  const dayPasses = createDayPasses(deps);
  const tags = ['billing'];

  // A payment the browser finished (Stripe's webhook, or the sandbox) completes its purchase even
  // if the browser never calls back.
  deps.payments.onEvent(async (event) => {
    if (!event.intent) return;
    await subscriptions.settleFromEvent(event.intent);
    await dayPasses.settleFromEvent(event.intent);
  });

  const recordAnswer = async (userId: number) => {
    const row = await currentSubscription(db, userId);
    return row ? recordOf(db, row, clock.now()) : null;
  };

  app.get(
    '/api/studio/packages/:studioShortName',
    { schema: { tags, params: studioParams } },
    async (req) => ok(await studioPackages(db, req.params.studioShortName)),
  );

  const subscribe = async (
    userId: number,
    body: z.infer<typeof subscribeBodySchema>,
    studio: string | undefined,
    reply: FastifyReply,
  ) => {
    const outcome = await gateway(() => subscriptions.subscribe(userId, body, studio));
    return purchaseAnswer(reply, outcome, () =>
      recordOf(db, (outcome as Extract<Outcome, { kind: 'done' }>).row, clock.now()),
    );
  };
  app.post('/api/user/subscribe', { schema: { tags, body: subscribeBodySchema } }, (req, reply) =>
    subscribe(requireUser(req), req.body, undefined, reply),
  );
  app.post(
    '/api/user/subscribe/:studioShortName',
    { schema: { tags, params: studioParams, body: subscribeBodySchema } },
    (req, reply) => subscribe(requireUser(req), req.body, req.params.studioShortName, reply),
  );

  app.post(
    '/api/user/subscription/payment-intent',
    { schema: { tags, body: subscriptionIntentBodySchema } },
    async (req) => {
      const intent = await gateway(() => subscriptions.prepareIntent(requireUser(req), req.body));
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

  app.get('/api/user/subscription', { schema: { tags } }, async (req) => {
    const userId = requireUser(req);
    const now = clock.now();
    const [summary, subscription, pass] = await Promise.all([
      subscriptionSummary(db, userId, now),
      recordAnswer(userId),
      dayPasses.today(userId),
    ]);
    const answer: SubscriptionAnswer = {
      ...summary,
      subscription,
      dayPass:
        pass?.status === 'paid' ? { date: pass.pass_date, packageId: pass.package_id } : null,
    };
    return ok(answer);
  });

  app.delete('/api/user/subscription', { schema: { tags } }, async (req) =>
    ok(await lifecycle.cancel(requireUser(req))),
  );
  app.post('/api/user/subscription/cancel', { schema: { tags } }, async (req) =>
    ok(await lifecycle.cancel(requireUser(req))),
  );
  app.post('/api/user/subscription/un-cancel', { schema: { tags } }, async (req) =>
    ok(await lifecycle.uncancel(requireUser(req))),
  );
  app.post('/api/user/subscription/pause', { schema: { tags } }, async (req) =>
    ok(await lifecycle.pause(requireUser(req))),
  );
  app.post('/api/user/subscription/un-pause', { schema: { tags } }, async (req) =>
    ok(await lifecycle.unpause(requireUser(req))),
  );
  app.post(
    '/api/user/subscription/update-card',
    { schema: { tags, body: updateCardBodySchema } },
    async (req, reply) => {
      const result = await lifecycle.updateCard(requireUser(req), req.body);
      return reply.status('requiresAction' in result ? 202 : 200).send(ok(result));
    },
  );
  app.get('/api/user/subscription/payment-source', { schema: { tags } }, async (req) =>
    ok(await lifecycle.paymentSource(requireUser(req))),
  );

  app.post(
    '/api/user/daypass/purchase',
    { schema: { tags, body: dayPassBodySchema } },
    async (req, reply) => {
      const userId = requireUser(req);
      const outcome = await gateway(() => dayPasses.purchase(userId, req.body));
      return purchaseAnswer(
        reply,
        outcome,
        async () => (outcome as Extract<DayPassOutcome, { kind: 'done' }>).pass,
      );
    },
  );

  /** Valid only with HTTP 2xx and status 1 (spec 7); amounts in cents. The login is optional. */
  app.post(
    '/api/basic/verifyPromo',
    { schema: { tags, body: verifyPromoBodySchema } },
    async (req) => {
      const { promo, amount, packageId, purpose } = req.body;
      const pkg = packageId ? await findPackage(db, packageId) : undefined;
      if (packageId && !pkg) throw badRequest(billingTexts.unknownPackage);
      const base = amount ?? pkg?.price_cents;
      if (base === undefined) throw badRequest('Please choose what the promo code is for.');
      const forWhat =
        purpose ??
        (pkg
          ? pkg.kind === 'daily'
            ? 'daypass'
            : pkg.kind === 'class'
              ? 'liveclass'
              : 'subscription'
          : 'liveclass');
      const quote = await quoteCoupon(db, promo, {
        purpose: forWhat,
        amount: base,
        packageId: pkg?.id,
        userId: req.auth?.userId,
        now: clock.now(),
      });
      return ok({
        code: quote.coupon.code,
        output: quote.output,
        newAmount: quote.newAmount,
        amount: base,
      });
    },
  );

  app.get(
    '/api/products/list',
    { schema: { tags, querystring: productsQuerySchema } },
    async (req) => {
      requireUser(req);
      return ok(await listProducts(db, req.query.productIds));
    },
  );
};
