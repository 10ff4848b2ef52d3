// The cross-studio booking matrix (issue 19, item 3): who holds which purchase, on which site,
// books which kind of class. Shared by the schedule's server test (its expected answers) and the
// security sweep (its invariant over every booking route). Imported by tests only.
import { easternDay } from '@jetsweat/contract';
import { expect } from 'vitest';
import { subscribe, tokenFor } from './billing-kit.ts';
import type { TestApp } from './harness.ts';
import {
  insertClass,
  newCustomer,
  newDayPassHolder,
  newStaff,
  newStudioMember,
  NORTHLOOP_ID,
} from './schedule-fixtures.ts';

/** Studio A (northloop) and studio B (brookspilates), both with their own white-label site. */
export const STUDIO_A = NORTHLOOP_ID;
export const STUDIO_B = 418;

export const matrixSites = {
  main: {},
  A: { host: 'northloop.localhost' },
  B: { host: 'brookspilates.localhost' },
} as const;
export type MatrixSite = keyof typeof matrixSites;
export const siteStudio: Record<MatrixSite, number | null> = {
  main: null,
  A: STUDIO_A,
  B: STUDIO_B,
};

/** The kinds of class: A's on the main site too (the network's), and each studio's own-site-only. */
export const classKinds = {
  'network class of A': { studioId: STUDIO_A, onJetsweat: true },
  'white-label-only class of A': { studioId: STUDIO_A, onJetsweat: false },
  'white-label-only class of B': { studioId: STUDIO_B, onJetsweat: false },
} as const;
export type ClassKind = keyof typeof classKinds;

/** When every matrix class starts: two days on, so a day pass is bought for that day. */
const STARTS_IN_HOURS = 48;
export const classDay = (t: TestApp) =>
  easternDay(new Date(t.clock.now().getTime() + STARTS_IN_HOURS * 60 * 60 * 1000));

export const insertMatrixClass = (t: TestApp, kind: ClassKind) =>
  insertClass(t, { ...classKinds[kind], startsInHours: STARTS_IN_HOURS, priceCents: 1500 });

export interface Holder {
  id: number;
  token: string;
}

const studioPackage = async (t: TestApp, studioId: number, kind: 'monthly' | 'yearly') =>
  (
    await t.db.query<{ id: string }>(
      'SELECT id FROM packages WHERE studio_id = $1 AND kind = $2 AND active',
      [studioId, kind],
    )
  )[0]!.id;

async function subscribed(t: TestApp, packageId: string, studio?: string): Promise<Holder> {
  const person = await t.newUser();
  const res = await subscribe(t, person.token, { packageId, token: await tokenFor(t) }, studio);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return person;
}

/** JetSweat's own day pass for the classes' day, bought on the main site. */
async function mainDayPass(t: TestApp): Promise<Holder> {
  const person = await t.newUser();
  const res = await t.call({
    method: 'POST',
    url: '/api/user/daypass/purchase',
    token: person.token,
    payload: { source: 'website', token: await tokenFor(t), passDate: classDay(t) },
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return person;
}

/** A record of the class-only package: billing no longer sells it, but older purchases exist. */
async function classOnly(t: TestApp): Promise<Holder> {
  const person = await t.newUser();
  const now = t.clock.now();
  await t.db.query(
    `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents, current_period_start,
       current_period_end, created_at, updated_at)
     VALUES ($1, $2, 'jetsweat_class', 'monthly', 'active', 1000, $3, $4, $3, $3)`,
    [`sub_matrix${person.id}`, person.id, now, new Date(now.getTime() + 30 * 86_400_000)],
  );
  return person;
}

/** Each kind of person the matrix books for, and how one is made. */
export const holders = {
  'no purchase': (t: TestApp) => t.newUser(),
  "A's member, no purchase": (t: TestApp) => newStudioMember(t, STUDIO_A),
  'main monthly plan': (t: TestApp) => subscribed(t, 'jetsweat_monthly'),
  'main annual plan': (t: TestApp) => subscribed(t, 'jetsweat_yearly'),
  "studio A's plan (a main-site account)": async (t: TestApp) =>
    subscribed(t, await studioPackage(t, STUDIO_A, 'yearly'), 'northloop'),
  "studio A's customer (A's member on A's plan)": (t: TestApp) => newCustomer(t, STUDIO_A),
  "studio B's plan (B's member on B's plan)": (t: TestApp) => newCustomer(t, STUDIO_B),
  "day pass of A (A's member)": (t: TestApp) => newDayPassHolder(t, STUDIO_A, classDay(t)),
  "JetSweat's own day pass": mainDayPass,
  'class-only package': classOnly,
  'staff (internal user)': (t: TestApp) => newStaff(t),
} satisfies Record<string, (t: TestApp) => Promise<Holder>>;
export type HolderKind = keyof typeof holders;

/** A booked seat as the matrix reads it back. */
export async function bookedSeat(t: TestApp, classId: number, userId: number) {
  const [seat] = await t.db.query<{
    state: string;
    paid_with: string | null;
    amount_cents: number;
  }>(
    'SELECT state, paid_with, amount_cents FROM live_class_seats WHERE live_class_id = $1 AND user_id = $2',
    [classId, userId],
  );
  const workouts = await t.db.query<{ id: number }>(
    'SELECT id FROM workouts WHERE live_class_id = $1 AND user_id = $2',
    [classId, userId],
  );
  return { seat, workouts: workouts.length };
}
