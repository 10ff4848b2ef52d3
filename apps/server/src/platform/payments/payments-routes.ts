import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  intentIdParamsSchema,
  paymentConfigSchema,
  sandboxAuthenticateBodySchema,
  sandboxCardBodySchema,
  sandboxConfirmBodySchema,
  sandboxRetrieveBodySchema,
} from '@jetsweat/contract';
import type { Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { HttpError } from '../errors.ts';
import { CardError, GatewayRequestError, publicIntent } from './gateway.ts';
import type { SandboxGateway } from './sandbox.ts';

/** A declined card is 402 with the bank's words; a wrong request keeps the gateway's own status. */
export function gatewayHttpError(err: unknown): unknown {
  if (err instanceof CardError) return new HttpError(402, err.message);
  if (err instanceof GatewayRequestError) return new HttpError(err.statusCode, err.message);
  return err;
}

async function mapped<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw gatewayHttpError(err);
  }
}

/**
 * The gateway's HTTP face: which gateway runs (for the web app), Stripe's webhook, and in
 * sandbox mode the calls that stand in for Stripe.js in the browser.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { payments } = deps;
  const tags = ['payments'];

  app.get(
    '/api/basic/stripe',
    {
      schema: {
        tags,
        response: { 200: z.object({ status: z.literal(1), content: paymentConfigSchema }) },
      },
    },
    async () => ok({ publishable: payments.publishableKey, gateway: payments.kind }),
  );

  await app.register(async (hooks) => {
    // Stripe signs the exact bytes it sent, so this route reads the body unparsed.
    hooks.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post('/api/stripe/webhook', { schema: { tags, hide: true } }, async (req) => {
      const event = await mapped(() =>
        payments.parseWebhook(
          req.body as Buffer,
          req.headers['stripe-signature'] as string | undefined,
        ),
      );
      const fresh = await deps.db.query(
        'INSERT INTO payment_events (id, type) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
        [event.id, event.type],
      );
      if (fresh.length === 0) return ok({ received: true, duplicate: true });
      try {
        await payments.emit(event);
      } catch (err) {
        // Forget it, so Stripe's next delivery of the same event is handled again.
        await deps.db.query('DELETE FROM payment_events WHERE id = $1', [event.id]);
        throw err;
      }
      return ok({ received: true });
    });
  });

  if (payments.kind !== 'sandbox') return;
  const sandbox = payments as SandboxGateway;
  const sandboxTags = ['payments sandbox'];

  app.post(
    '/api/sandbox/v1/tokens',
    { schema: { tags: sandboxTags, body: sandboxCardBodySchema } },
    async (req) => ok(await mapped(() => sandbox.tokenize(req.body.card, 'token'))),
  );
  app.post(
    '/api/sandbox/v1/payment_methods',
    { schema: { tags: sandboxTags, body: sandboxCardBodySchema } },
    async (req) => ok(await mapped(() => sandbox.tokenize(req.body.card, 'payment_method'))),
  );
  app.post(
    '/api/sandbox/v1/intents/:intentId/retrieve',
    {
      schema: { tags: sandboxTags, params: intentIdParamsSchema, body: sandboxRetrieveBodySchema },
    },
    async (req) =>
      ok(
        publicIntent(
          await mapped(() => sandbox.retrieveByClient(req.params.intentId, req.body.clientSecret)),
        ),
      ),
  );
  app.post(
    '/api/sandbox/v1/intents/:intentId/confirm',
    { schema: { tags: sandboxTags, params: intentIdParamsSchema, body: sandboxConfirmBodySchema } },
    async (req) =>
      ok(
        publicIntent(
          await mapped(() =>
            sandbox.confirmByClient(
              req.params.intentId,
              req.body.clientSecret,
              req.body.paymentMethod,
            ),
          ),
        ),
      ),
  );
  app.post(
    '/api/sandbox/v1/intents/:intentId/authenticate',
    {
      schema: {
        tags: sandboxTags,
        params: intentIdParamsSchema,
        body: sandboxAuthenticateBodySchema,
      },
    },
    async (req) =>
      ok(
        publicIntent(
          await mapped(() =>
            sandbox.authenticateByClient(
              req.params.intentId,
              req.body.clientSecret,
              req.body.outcome,
            ),
          ),
        ),
      ),
  );
};
