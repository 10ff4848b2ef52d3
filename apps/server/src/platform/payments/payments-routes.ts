import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cardObjectSchema,
  intentIdParamsSchema,
  paymentConfigSchema,
  publicIntentSchema,
  sandboxAuthenticateBodySchema,
  sandboxCardBodySchema,
  sandboxConfirmBodySchema,
  sandboxRetrieveBodySchema,
} from '@jetsweat/contract';
import type { Deps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { answers, noLogin } from '../http/openapi.ts';
import { publicIntent } from './gateway.ts';
import { mappedGatewayErrors } from './gateway-errors.ts';
import type { SandboxGateway } from './sandbox.ts';
import { receiveWebhook } from './webhook.ts';
import { sandboxConnectRoutes } from './sandbox-connect-routes.ts';
import type { RouteApp } from '../http/route-app.ts';

const mapped = mappedGatewayErrors;
const tags = ['payments'];

// Called by the sandbox's stand-in for Stripe.js: the client secret, not a login, decides.
const sandboxRoute = (summary: string) => ({
  tags: ['payments sandbox'],
  summary,
  security: noLogin,
});

/** In sandbox mode, Stripe.js's card calls: card details become a token or a payment method. */
function sandboxCardRoutes(app: RouteApp, sandbox: SandboxGateway): void {
  app.post(
    '/api/sandbox/v1/tokens',
    {
      schema: {
        ...sandboxRoute('Turn card details into a card token (tok_…)'),
        body: sandboxCardBodySchema,
        response: answers(cardObjectSchema),
      },
    },
    async (req) => ok(await mapped(() => sandbox.tokenize(req.body.card, 'token'))),
  );
  app.post(
    '/api/sandbox/v1/payment_methods',
    {
      schema: {
        ...sandboxRoute('Turn card details into a payment method (pm_…)'),
        body: sandboxCardBodySchema,
        response: answers(cardObjectSchema),
      },
    },
    async (req) => ok(await mapped(() => sandbox.tokenize(req.body.card, 'payment_method'))),
  );
}

/** In sandbox mode, Stripe.js's intent calls, each authorised by the intent's client secret. */
function sandboxIntentRoutes(app: RouteApp, sandbox: SandboxGateway): void {
  app.post(
    '/api/sandbox/v1/intents/:intentId/retrieve',
    {
      schema: {
        ...sandboxRoute('Read an intent with its client secret'),
        params: intentIdParamsSchema,
        body: sandboxRetrieveBodySchema,
        response: answers(publicIntentSchema),
      },
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
    {
      schema: {
        ...sandboxRoute('Confirm an intent, with a card when it has none yet'),
        params: intentIdParamsSchema,
        body: sandboxConfirmBodySchema,
        response: answers(publicIntentSchema),
      },
    },
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
}

/** In sandbox mode, the buyer's answer to the bank's check (Stripe's 3D Secure test page). */
function sandboxAuthenticationRoutes(app: RouteApp, sandbox: SandboxGateway): void {
  app.post(
    '/api/sandbox/v1/intents/:intentId/authenticate',
    {
      schema: {
        ...sandboxRoute("Complete or fail the bank's authentication (3-D Secure's stand-in)"),
        params: intentIdParamsSchema,
        body: sandboxAuthenticateBodySchema,
        response: answers(publicIntentSchema),
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
}

/**
 * The gateway's HTTP face: which gateway runs (for the web app), Stripe's webhook, and in
 * sandbox mode the calls that stand in for Stripe.js in the browser.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const { payments } = deps;

  app.get(
    '/api/basic/stripe',
    {
      schema: {
        tags,
        summary: 'Which payment gateway runs, and its publishable key',
        security: noLogin,
        response: answers(paymentConfigSchema),
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
      const signature = req.headers['stripe-signature'] as string | undefined;
      return ok(await receiveWebhook(deps, req.body as Buffer, signature));
    });
  });

  if (payments.kind === 'sandbox') {
    sandboxCardRoutes(app, payments as SandboxGateway);
    sandboxIntentRoutes(app, payments as SandboxGateway);
    sandboxAuthenticationRoutes(app, payments as SandboxGateway);
    await sandboxConnectRoutes(app, payments as SandboxGateway);
  }
};
