// Helpers for the schedule's server tests (imported by *.test.ts only).
import {
  cardObjectSchema,
  dayPassViewSchema,
  liveClassConfirmationAnswerSchema,
  liveClassPaymentIntentAnswerSchema,
  publicIntentSchema,
  registerAnswerSchema,
  userSchema,
} from '@jetsweat/contract';
import { expectOk } from './answer.ts';
import { subscribe, subscribed, tokenFor } from './billing-kit.ts';
import { uniqueEmail, type TestApp } from './harness.ts';

export const HOUR = 60 * 60 * 1000;
export const NORTHLOOP_ID = 466;
/** Requests that arrive on northloop's own domain. */
export const onNorthloop = { host: 'northloop.localhost' };

export interface ClassSpec {
  studioId?: number;
  title?: string;
  startsInHours?: number;
  minutes?: number;
  priceCents?: number | null;
  onJetsweat?: boolean;
  personal?: boolean;
  capacity?: number;
}

/** Adds one live class relative to the test clock and answers its id. */
export async function insertClass(t: TestApp, spec: ClassSpec = {}): Promise<number> {
  const personal = spec.personal ?? false;
  const rows = await t.db.query<{ id: number }>(
    `INSERT INTO live_classes (studio_id, title, description, instructor, scheduled_at, minutes_duration, price_cents,
       is_on_jetsweat, product_availability, capacity)
     VALUES ($1, $2, 'A test class', 'Test Instructor', $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      spec.studioId ?? NORTHLOOP_ID,
      spec.title ?? 'Test Class',
      new Date(t.clock.now().getTime() + (spec.startsInHours ?? 48) * HOUR),
      spec.minutes ?? 45,
      spec.priceCents === undefined ? 1500 : spec.priceCents,
      spec.onJetsweat ?? true,
      personal ? 1 : null,
      personal ? 1 : (spec.capacity ?? 200),
    ],
  );
  return rows[0]!.id;
}

/** Registers a person on a studio's own site: an account of type 'studio' tied to it. */
export async function newStudioMember(t: TestApp, studioId: number) {
  const [studio] = await t.db.query<{ short_name: string }>(
    'SELECT short_name FROM studios WHERE id = $1',
    [studioId],
  );
  const email = uniqueEmail('member');
  const res = await t.call(
    {
      method: 'POST',
      url: `/api/user/register/${studio!.short_name}`,
      payload: {
        userInfo: { email, firstName: 'Studio', lastName: 'Member', password: 'correct-horse-1' },
      },
    },
    registerAnswerSchema,
  );
  expectOk(res, 201);
  await t.confirmEmail(email);
  const token = res.body.content.authToken;
  const me = await t.call({ method: 'GET', url: '/api/user/me', token }, userSchema);
  expectOk(me);
  return { token, email, id: me.body.content.id, shortName: studio!.short_name };
}

/**
 * A fresh member of `studioId` who subscribed (in the trial) to the studio's own monthly plan:
 * that studio's customer, entitled on its own site, booking live classes without paying.
 */
export async function newCustomer(t: TestApp, studioId = NORTHLOOP_ID) {
  const person = await newStudioMember(t, studioId);
  const [pkg] = await t.db.query<{ id: string }>(
    "SELECT id FROM packages WHERE studio_id = $1 AND kind = 'monthly' AND active",
    [studioId],
  );
  const res = await subscribe(
    t,
    person.token,
    { packageId: pkg!.id, token: await tokenFor(t) },
    person.shortName,
  );
  subscribed(res);
  return person;
}

/** A fresh member of `studioId` holding only the studio's day pass for `day` (Eastern Time). */
export async function newDayPassHolder(t: TestApp, studioId: number, day: string) {
  const person = await newStudioMember(t, studioId);
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/user/daypass/purchase',
      token: person.token,
      payload: { source: 'website', token: await tokenFor(t), studioId, passDate: day },
    },
    dayPassViewSchema,
  );
  expectOk(res);
  return person;
}

/** A fresh internal user (JetSweat staff). */
export async function newStaff(t: TestApp) {
  const person = await t.newUser();
  await t.db.query("UPDATE users SET user_type = 'internal' WHERE id = $1", [person.id]);
  return person;
}

export async function seatsOf(t: TestApp, classId: number) {
  return t.db.query<{
    user_id: number;
    state: string;
    paid_with: string | null;
    amount_cents: number;
    payment_intent_id: string | null;
  }>(
    'SELECT user_id, state, paid_with, amount_cents, payment_intent_id FROM live_class_seats WHERE live_class_id = $1 ORDER BY id',
    [classId],
  );
}

export async function seatsTaken(t: TestApp, classId: number): Promise<number> {
  return (
    await t.db.query<{ n: number }>('SELECT seats_taken AS n FROM live_classes WHERE id = $1', [
      classId,
    ])
  )[0]!.n;
}

export async function workoutsOf(t: TestApp, userId: number) {
  return t.db.query<{ live_class_id: number; status: string; scheduled_for: Date }>(
    'SELECT live_class_id, status, scheduled_for FROM workouts WHERE user_id = $1 ORDER BY id',
    [userId],
  );
}

/** Starts paying for a class by card: POST payment-intent, as the payment modal does. */
export const startPayment = (
  t: TestApp,
  token: string,
  classId: number,
  p: { amount?: number; studioId?: number; headers?: Record<string, string> } = {},
) =>
  t.call(
    {
      method: 'POST',
      url: '/api/liveclass/upcoming/payment-intent',
      token,
      headers: p.headers,
      payload: {
        amount: p.amount ?? 1500,
        studioId: p.studioId ?? NORTHLOOP_ID,
        liveClassId: classId,
        coupon: null,
      },
    },
    liveClassPaymentIntentAnswerSchema,
  );

/** Pays a started payment with a good card, as the browser does in sandbox mode. */
export async function payIntent(t: TestApp, intent: { id: string; client_secret: string }) {
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123', name: 'T' };
  const pm = await t.call(
    { method: 'POST', url: '/api/sandbox/v1/payment_methods', payload: { card } },
    cardObjectSchema,
  );
  expectOk(pm);
  const paid = await t.call(
    {
      method: 'POST',
      url: `/api/sandbox/v1/intents/${intent.id}/confirm`,
      payload: { clientSecret: intent.client_secret, paymentMethod: pm.body.content.id },
    },
    publicIntentSchema,
  );
  expectOk(paid);
}

/**
 * Books a class by card as the browser does in sandbox mode: an intent, a good card confirmed
 * with the gateway, then the confirmation. Answers the confirmation.
 */
export async function bookByCard(
  t: TestApp,
  token: string,
  classId: number,
  p: { amount?: number; studioId?: number; headers?: Record<string, string> } = {},
) {
  const intent = await startPayment(t, token, classId, p);
  expectOk(intent);
  const { id } = intent.body.content;
  await payIntent(t, intent.body.content);
  return t.call(
    {
      method: 'POST',
      url: `/api/liveclass/upcoming/${classId}/confirmation`,
      token,
      headers: p.headers,
      payload: {
        amount: p.amount ?? 1500,
        studioId: p.studioId ?? NORTHLOOP_ID,
        paymentIntentId: id,
        promo: null,
      },
    },
    liveClassConfirmationAnswerSchema,
  );
}
