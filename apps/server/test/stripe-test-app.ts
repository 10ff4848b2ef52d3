import type { LightMyRequestResponse } from 'fastify';
import Stripe from 'stripe';
import { createTestApp, type TestApp } from './harness.ts';
import { startStripeFake, type StripeFake } from './stripe-fake.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_jetsweat_fake';
export const TEST_SECRET_KEY = 'sk_test_jetsweat_fake';
export const TEST_PUBLISHABLE_KEY = 'pk_test_jetsweat_fake';

export interface StripeTestApp extends TestApp {
  fake: StripeFake;
  /** The requests our code sent to one Stripe path, oldest first. */
  sent(path: string): StripeFake['requests'];
  /** Stripe's signature header for a payload, as Stripe would sign it with our secret. */
  sign(payload: string): string;
  /** Posts a payload to the webhook endpoint, with the given signature or none. */
  postWebhook(payload: string, signature: string | undefined): Promise<LightMyRequestResponse>;
  /** Posts a correctly signed event of `type` carrying `object`. */
  sendEvent(
    type: string,
    object: Record<string, unknown>,
    id?: string,
  ): Promise<LightMyRequestResponse>;
}

/** The whole server on the Stripe gateway, talking to a local fake of Stripe's API. */
export async function createStripeTestApp(): Promise<StripeTestApp> {
  const fake = await startStripeFake();
  const t = await createTestApp({
    env: {
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: TEST_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: TEST_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    },
  });
  const sign = (payload: string) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
  const postWebhook = (payload: string, signature: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
    });
  return {
    ...t,
    fake,
    sent: (path) => fake.requests.filter((r) => r.path === path),
    sign,
    postWebhook,
    sendEvent(type, object, id = `evt_${Math.random().toString(36).slice(2)}`) {
      const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
      return postWebhook(payload, sign(payload));
    },
    async close() {
      await t.close();
      await fake.close();
    },
  };
}
