import type { Selectable } from 'kysely';
import { z } from 'zod';
import {
  cardObjectSchema,
  publicIntentSchema,
  requiresActionSchema,
  subscriptionAnswerSchema,
  subscriptionRecordSchema,
  userSchema,
  type RequiresAction,
} from '@jetsweat/contract';
import { expectOk, type Answer } from './answer.ts';
import type { Tables } from '../src/platform/db/database.ts';
import type { TestApp } from './harness.ts';
import { runBillingJobs } from '../src/features/billing/billing-jobs.ts';

/** Stripe's test cards, as the sandbox knows them. */
export const cards = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  authenticate: '4000002760003184',
  chargeDeclined: '4000000000000341',
} as const;

export const DAY = 24 * 60 * 60 * 1000;

/** What the browser does with the card form: a token from the sandbox. */
export async function tokenFor(t: TestApp, number: string = cards.ok): Promise<string> {
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/sandbox/v1/tokens',
      payload: { card: { number, expMonth: 12, expYear: 2032, cvc: '123', name: 'Test Person' } },
    },
    cardObjectSchema,
  );
  expectOk(res);
  return res.body.content.id;
}

/** The buyer answers their bank's authentication step (the sandbox's dialog). */
export async function authenticate(
  t: TestApp,
  clientSecret: string,
  outcome: 'complete' | 'fail' = 'complete',
) {
  const id = clientSecret.split('_secret_')[0];
  const res = await t.call(
    {
      method: 'POST',
      url: `/api/sandbox/v1/intents/${id}/authenticate`,
      payload: { clientSecret, outcome },
    },
    publicIntentSchema,
  );
  expectOk(res);
  return res.body.content;
}

/**
 * What a purchase route answers (billing's route-schemas.ts): `schema`'s content (200), or the
 * step the buyer's bank asks for (202). A test says which it expects with bought or bankStep.
 */
export const orBankStep = <S extends z.core.$ZodType>(schema: S) =>
  z.union([schema, requiresActionSchema]);

const isBankStep = (content: unknown): content is RequiresAction =>
  requiresActionSchema.safeParse(content).success;

/** Fails the test unless a purchase answered 200 with what it bought, and answers that. */
export function bought<C>(res: Answer<C | RequiresAction>): C {
  expectOk(res);
  const content = res.body.content;
  if (isBankStep(content)) throw new Error(`expected a purchase, got ${JSON.stringify(content)}`);
  return content;
}

/** Fails the test unless a purchase answered 202 (the bank's step), and answers that step. */
export function bankStep<C>(res: Answer<C | RequiresAction>): RequiresAction {
  expectOk(res, 202);
  const content = res.body.content;
  if (!isBankStep(content))
    throw new Error(`expected the bank's step, got ${JSON.stringify(content)}`);
  return content;
}

export const subscribeAnswerSchema = orBankStep(subscriptionRecordSchema);

export const subscribe = (
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  studio?: string,
) =>
  t.call(
    {
      method: 'POST',
      url: studio ? `/api/user/subscribe/${studio}` : '/api/user/subscribe',
      token,
      payload: { source: 'website', ...body },
    },
    subscribeAnswerSchema,
  );

/** Fails the test unless a subscribe call answered 200 with the subscription, and answers it. */
export const subscribed = (res: Answer<z.output<typeof subscribeAnswerSchema>>) => bought(res);

/** GET /api/user/subscription: the subscription, its summary and today's day pass. */
export async function subscription(t: TestApp, token: string) {
  const res = await t.call(
    { method: 'GET', url: '/api/user/subscription', token },
    subscriptionAnswerSchema,
  );
  expectOk(res);
  return res.body.content;
}

/** GET /api/user/me: the person as the web app sees them (isCustomer, subscription, …). */
export async function me(t: TestApp, token: string) {
  const res = await t.call({ method: 'GET', url: '/api/user/me', token }, userSchema);
  expectOk(res);
  return res.body.content;
}

/** Card payments the gateway actually took for a person. */
export async function chargesFor(t: TestApp, userId: number): Promise<{ amount: number }[]> {
  return t.db.query<{ amount: number }>(
    "SELECT amount FROM sandbox_intents WHERE kind = 'payment' AND status = 'succeeded' AND metadata->>'userId' = $1 ORDER BY created_at",
    [String(userId)],
  );
}

export async function subscriptionRows(t: TestApp, userId: number) {
  return t.db.query<Selectable<Tables['subscriptions']>>(
    'SELECT * FROM subscriptions WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

/** Moves the clock and runs the billing job as the scheduler would. */
export async function after(t: TestApp, ms: number) {
  t.clock.advance(ms);
  return runBillingJobs(t.services.billing);
}

/** A coupon of the test's own (the given columns of `coupons`), under a fresh code. */
export async function insertCoupon(t: TestApp, fields: Record<string, unknown>): Promise<string> {
  const code = `T${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const cols = ['code', ...Object.keys(fields)];
  const params = cols.map((_, i) => `$${i + 1}`).join(', ');
  await t.db.query(`INSERT INTO coupons (${cols.join(', ')}) VALUES (${params})`, [
    code,
    ...Object.values(fields),
  ]);
  return code;
}
