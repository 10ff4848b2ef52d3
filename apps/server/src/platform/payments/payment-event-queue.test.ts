// Stripe's webhook with the job queue running: the event is stored and answered 200 at once,
// and handled in a job, retried until the handlers succeed; a redelivery files nothing unless
// the handling was given up on.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failedPaymentEventAnswerSchema, operationsTexts } from '@jetsweat/contract';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import { createStripeTestApp, type StripeTestApp } from '../../../test/stripe-test-app.ts';
import type { Background } from '../jobs/background.ts';
import type { PaymentEvent } from './gateway.ts';
import { FAILED_PAYMENT_EVENT_QUEUE, PAYMENT_EVENT_QUEUE } from './payment-event-queue.ts';
import { answerOf } from '../../../test/answer.ts';

let t: StripeTestApp;
let background: Background;
const handled: string[] = [];
/** How many more times the handlers fail (as if the database were away). */
let failures = 0;
beforeAll(async () => {
  t = await createStripeTestApp();
  t.deps.payments.onEvent(async (event: PaymentEvent) => {
    handled.push(event.id);
    if (failures > 0) {
      failures--;
      throw new Error('database down');
    }
  });
  const started = await startTestQueue(t);
  background = started.background;
  await t.deps.paymentEvents.start(started.queue, t.app.log, {
    retryLimit: 3,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
  });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

const intent = {
  id: 'pi_queued',
  object: 'payment_intent',
  amount: 1000,
  currency: 'usd',
  status: 'succeeded',
  client_secret: 'pi_queued_secret_x',
  metadata: {},
  customer: null,
  payment_method: 'pm_1',
  last_payment_error: null,
};

it('answers 200 once the event is stored, then handles it in a job until it succeeds', async () => {
  failures = 2;
  const res = await t.sendEvent('payment_intent.succeeded', intent, 'evt_queued');
  expect(res.statusCode).toBe(200);
  expect(answerOf(res).body).toEqual({ status: 1, content: { received: true } });
  expect(await t.db.query("SELECT id FROM payment_events WHERE id = 'evt_queued'")).toHaveLength(1);

  let jobs: { state: string }[] = [];
  for (let i = 0; i < 150 && jobs[0]?.state !== 'completed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    jobs = await t.db.query('SELECT state FROM pgboss.job WHERE name = $1', [PAYMENT_EVENT_QUEUE]);
  }
  expect(jobs).toEqual([{ state: 'completed' }]);
  // Two failures, then the try that worked.
  expect(handled.filter((id) => id === 'evt_queued')).toHaveLength(3);

  const again = await t.sendEvent('payment_intent.succeeded', intent, 'evt_queued');
  expect(answerOf(again).body).toEqual({ status: 1, content: { received: true, duplicate: true } });
  expect(
    await t.db.query('SELECT state FROM pgboss.job WHERE name = $1', [PAYMENT_EVENT_QUEUE]),
  ).toHaveLength(1);
}, 60_000);

it('keeps an event whose handling fails every retry for staff to see, and only staff', async () => {
  failures = 1000;
  const failing = { ...intent, id: 'pi_never_handled', client_secret: 'pi_never_handled_secret_x' };
  const res = await t.sendEvent('payment_intent.succeeded', failing, 'evt_never_handled');
  expect(res.statusCode).toBe(200);
  const [staff] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    'staff@jetsweat.example',
  ]);
  const token = await t.newSession(staff!.id);
  const failedEvents = () =>
    t.call(
      { method: 'GET', url: '/api/operations/failed-payment-events', token },
      failedPaymentEventAnswerSchema,
    );
  let answer = await failedEvents();
  for (let i = 0; i < 150 && answer.body.status === 1 && answer.body.content.length === 0; i++) {
    await new Promise((r) => setTimeout(r, 100));
    answer = await failedEvents();
  }
  failures = 0;
  expect(answer.statusCode).toBe(200);
  expect(answer.body.content).toEqual([
    {
      id: expect.any(String),
      eventId: 'evt_never_handled',
      type: 'payment_intent.succeeded',
      intentId: 'pi_never_handled',
      failedAt: expect.any(String),
    },
  ]);
  // The first try and three retries, then nothing more.
  expect(handled.filter((id) => id === 'evt_never_handled')).toHaveLength(4);

  const member = await t.newUser();
  const asMember = await t.call({
    method: 'GET',
    url: '/api/operations/failed-payment-events',
    token: member.token,
  });
  expect(asMember).toEqual({
    statusCode: 403,
    body: { status: 0, content: operationsTexts.staffOnlyPaymentEvents },
  });
}, 60_000);

it('handles an event given up on once Stripe delivers it again, and lists it no more', async () => {
  failures = 1000;
  const late = { ...intent, id: 'pi_handled_late', client_secret: 'pi_handled_late_secret_x' };
  await t.sendEvent('payment_intent.succeeded', late, 'evt_handled_late');
  const given = () =>
    t.db.query("SELECT id FROM pgboss.job WHERE name = $1 AND data->>'id' = 'evt_handled_late'", [
      FAILED_PAYMENT_EVENT_QUEUE,
    ]);
  for (let i = 0; i < 150 && (await given()).length === 0; i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(await given()).toHaveLength(1);
  failures = 0;
  const tries = handled.filter((id) => id === 'evt_handled_late').length;

  // The database is back; Stripe (its dashboard's "Resend", or the CLI) delivers the event again.
  const again = await t.sendEvent('payment_intent.succeeded', late, 'evt_handled_late');
  expect(answerOf(again).body).toEqual({ status: 1, content: { received: true } });
  const states = () =>
    t.db.query<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = $1 AND data->>'id' = 'evt_handled_late' ORDER BY created_on",
      [PAYMENT_EVENT_QUEUE],
    );
  for (let i = 0; i < 150 && (await states()).at(-1)?.state !== 'completed'; i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(await states()).toEqual([{ state: 'failed' }, { state: 'completed' }]);
  expect(handled.filter((id) => id === 'evt_handled_late')).toHaveLength(tries + 1);
  expect(await given()).toHaveLength(0);

  // Handled now: a further delivery is a duplicate again.
  const third = await t.sendEvent('payment_intent.succeeded', late, 'evt_handled_late');
  expect(answerOf(third).body).toEqual({ status: 1, content: { received: true, duplicate: true } });
}, 60_000);
