import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, subscribe, tokenFor } from '../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

// Two instances of the server on one database (as behind a load balancer): a change made
// through one must hold on the very next request to the other. Each instance reads the session
// and the member's entitlement from the database on every request (accounts/session-store.ts);
// were either kept in an instance's memory, the second instance would answer from its copy and
// these tests would fail. Every write below goes through the first instance's app.inject or
// the database itself, never the harness's `call`, so nothing but the product decides.

let t: TestApp;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  a = t.app;
  b = (await t.secondInstance()).app;
});
afterAll(() => t?.close());

const send = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
/** Any logged-in read: the member's own upcoming classes. */
const upcoming = (app: FastifyInstance, token: string) =>
  send(app, 'GET', '/api/liveclass/upcoming', token);
/** A gated read: the on-demand library, for members whose plan or pass entitles them. */
const library = (app: FastifyInstance, token: string) =>
  send(app, 'POST', '/api/video/videos', token, {});

/** A member with JetSweat's monthly plan (a trial that entitles at once), seen by both instances. */
async function subscriber() {
  const person = await t.newUser();
  const res = await subscribe(t, person.token, {
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t),
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  // Both instances answer the member first, so an instance that kept anything would have it now.
  for (const app of [a, b, a, b]) expect((await library(app, person.token)).statusCode).toBe(200);
  return person;
}

describe('a session and its entitlement, on every instance at once', () => {
  it('ends a session logged out on one instance for the very next request to the other', async () => {
    const person = await t.newUser();
    for (const app of [a, b, a, b])
      expect((await upcoming(app, person.token)).statusCode).toBe(200);
    expect((await send(a, 'POST', '/api/user/logout', person.token)).statusCode).toBe(200);
    expect((await upcoming(b, person.token)).statusCode).toBe(401);
    expect((await library(b, person.token)).statusCode).toBe(401);
    expect((await upcoming(a, person.token)).statusCode).toBe(401);
  });

  it('ends every session of a person who chose a new password, on both instances', async () => {
    const person = await t.newUser();
    const otherDevice = await t.newSession(person.id);
    for (const token of [person.token, otherDevice])
      for (const app of [a, b]) expect((await upcoming(app, token)).statusCode).toBe(200);
    const asked = await a.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: person.email },
    });
    expect(asked.statusCode).toBe(200);
    const link = /reset-password\/([A-Za-z0-9_-]+)/.exec(
      t.mailer.to(person.email).at(-1)!.text,
    )![1];
    const chosen = await a.inject({
      method: 'POST',
      url: '/api/user/reset-password/confirm',
      payload: { token: link, password: 'Amber-kettle-violin-62' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    for (const token of [person.token, otherDevice])
      for (const app of [b, a]) expect((await upcoming(app, token)).statusCode).toBe(401);
  });

  it('takes access away on the other instance the moment a cancelled period ends', async () => {
    const person = await subscriber();
    const cancelled = await send(a, 'POST', '/api/user/subscription/cancel', person.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { currentPeriodEnd } = cancelled.json().content.subscriptionRecord;
    // Cancelled at the period's end: still entitled until then, on both.
    for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(200);
    const before = t.clock.now();
    try {
      // An instance holding the rows read before the cancellation would still see a running
      // subscription here, and answer 200.
      t.clock.set(new Date(Date.parse(currentPeriodEnd) + 1_000));
      for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(402);
    } finally {
      t.clock.set(before);
    }
  });

  it('takes access away on the other instance at once when a subscription is paused', async () => {
    const person = await subscriber();
    const paused = await send(a, 'POST', '/api/user/subscription/pause', person.token);
    expect(paused.statusCode, paused.body).toBe(200);
    for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(402);
    const resumed = await send(b, 'POST', '/api/user/subscription/un-pause', person.token);
    expect(resumed.statusCode, resumed.body).toBe(200);
    for (const app of [a, b]) expect((await library(app, person.token)).statusCode).toBe(200);
  });

  it('follows changes made in the database itself (a webhook, an operator) on both instances', async () => {
    const person = await subscriber();
    // Written on the server's own pool, not through the harness: nothing is dropped for it.
    await sql`UPDATE subscriptions SET status = 'past_due' WHERE user_id = ${person.id}`.execute(
      t.deps.db,
    );
    for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(402);
    await sql`UPDATE users SET user_type = 'internal' WHERE id = ${person.id}`.execute(t.deps.db);
    for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(200);
    await sql`DELETE FROM sessions WHERE user_id = ${person.id}`.execute(t.deps.db);
    for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(401);
  });

  it('gives a day pass bought on one instance on the other at once, and for its own day only', async () => {
    const person = await t.newUser();
    for (const app of [a, b]) expect((await library(app, person.token)).statusCode).toBe(402);
    const bought = await send(a, 'POST', '/api/user/daypass/purchase', person.token, {
      source: 'website',
      token: await tokenFor(t),
    });
    expect(bought.statusCode, bought.body).toBe(200);
    for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(200);
    const before = t.clock.now();
    try {
      t.clock.advance(DAY);
      for (const app of [b, a]) expect((await library(app, person.token)).statusCode).toBe(402);
    } finally {
      t.clock.set(before);
    }
  });
});
