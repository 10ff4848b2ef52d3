// Test helpers of the payouts' server tests (imported by *.test.ts only): a month's figures put in
// the owners' tables, the payout account set up through the console and the sandbox's page, and
// what the gateway and the payouts table hold afterwards.
import { randomUUID } from 'node:crypto';
import { payoutOnboardingSchema, studioPayoutsSchema } from '@jetsweat/contract';
import { expect } from 'vitest';
import { expectOk } from './answer.ts';
import type { TestApp } from './harness.ts';
import { newUserRow } from './user-rows.ts';
import { studioUrl } from '../src/features/console/console-kit.ts';

export const NORTHLOOP = 466;

/** Minutes of a studio's on-demand classes watched on `day` (one play). */
export async function watched(t: TestApp, studioId: number, day: string, minutes: number) {
  const [video] = await t.db.query<{ id: number }>(
    'SELECT id FROM videos WHERE studio_id = $1 ORDER BY id LIMIT 1',
    [studioId],
  );
  const userId = await newUserRow(t.db);
  await t.db.query(
    `INSERT INTO watch_sessions (user_id, video_id, session_key, started_at, last_event,
       last_event_at, position_seconds, watched_seconds, day)
     VALUES ($1, $2, $3, $4, 'end', $4, 0, $5, $6)`,
    [userId, video!.id, randomUUID(), `${day}T12:00:00Z`, minutes * 60, day],
  );
}

/** A network plan (a package of no studio) paid on `day`. */
export async function planPaid(t: TestApp, day: string, cents: number) {
  const [pkg] = await t.db.query<{ id: string }>(
    "SELECT id FROM packages WHERE studio_id IS NULL AND kind = 'monthly' LIMIT 1",
  );
  const userId = await newUserRow(t.db);
  const at = `${day}T12:00:00Z`;
  const [sub] = await t.db.query<{ id: number }>(
    `INSERT INTO subscriptions (user_id, package_id, plan, price_cents, public_id, status,
       current_period_start, current_period_end, created_at, updated_at)
     VALUES ($1, $2, 'monthly', $3, $4, 'active', $5, $5::timestamptz + interval '30 days', $5, $5)
     RETURNING id`,
    [userId, pkg!.id, cents, `sub_payout_${Math.random().toString(36).slice(2)}`, at],
  );
  await t.db.query(
    `INSERT INTO payments (user_id, purpose, subscription_id, amount_cents, status,
       idempotency_key, created_at, updated_at)
     VALUES ($1, 'subscription', $2, $3, 'succeeded', $4, $5, $5)`,
    [userId, sub!.id, cents, `payout-test-${Math.random()}`, at],
  );
}

/** Sets the studio's payout account up as `token`'s holder would: console, local page, back. */
export async function onboard(t: TestApp, token: string, studioId: number) {
  const res = await t.call(
    { method: 'POST', url: studioUrl(studioId, 'payouts/onboarding'), token },
    payoutOnboardingSchema,
  );
  expectOk(res);
  const page = await t.app.inject({ method: 'GET', url: res.body.content.url });
  expect(page.statusCode).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: res.body.content.url,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(done.statusCode).toBe(303);
  expect(done.headers.location).toBe(`/console/studios/${studioId}/payouts?account=return`);
  return readPayouts(t, token, studioId);
}

export async function readPayouts(t: TestApp, token: string, studioId: number) {
  const res = await t.call(
    { method: 'GET', url: studioUrl(studioId, 'payouts'), token },
    studioPayoutsSchema,
  );
  expectOk(res);
  return res.body.content;
}

export const payoutOf = async (t: TestApp, studioId: number, month: string) =>
  (
    await t.db.query<{
      id: number;
      amount_cents: number;
      state: string;
      attempts: number;
      transfer_id: string | null;
    }>(
      'SELECT id, amount_cents, state, attempts, transfer_id FROM studio_payouts WHERE studio_id = $1 AND month = $2',
      [studioId, month],
    )
  )[0];

/** The sandbox's transfers of a studio's month. */
export const transfersOf = (t: TestApp, studioId: number, month: string) =>
  t.db.query<{ id: string; amount: number }>(
    'SELECT id, amount FROM sandbox_transfers WHERE transfer_group = $1',
    [`payout:${studioId}:${month}`],
  );

/** Waits (up to `seconds`) until the payout is paid. */
export async function untilPaid(t: TestApp, studioId: number, month: string, seconds = 60) {
  for (let i = 0; i < seconds * 5; i++) {
    if ((await payoutOf(t, studioId, month))?.state === 'paid') return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`payout of ${studioId} for ${month} not paid after ${seconds} s`);
}

/** Makes the app's gateway's next `n` transfers fail as an unreachable gateway; `restore` undoes. */
export function failingTransfers(t: TestApp) {
  const gateway = t.deps.payments;
  const real = gateway.createTransfer.bind(gateway);
  const state = { failNext: 0, asked: 0, restore: () => void (gateway.createTransfer = real) };
  gateway.createTransfer = async (p, key) => {
    state.asked++;
    if (state.failNext > 0) {
      state.failNext--;
      throw new Error('the gateway is down');
    }
    return real(p, key);
  };
  return state;
}
