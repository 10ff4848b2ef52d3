import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easternDay, userSchema } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { after, cards, DAY, subscribe, tokenFor } from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bookByCard,
  insertClass,
  newDayPassHolder,
  newStaff,
  newStudioMember,
  NORTHLOOP_ID,
} from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Where a person can stand: the main site, a studio's own site, another studio's own site. */
const sites = {
  main: {},
  northloop: { host: 'northloop.localhost' },
  brooks: { host: 'brookspilates.localhost' },
} as const;

/**
 * What `/api/user/me` says on each site, checked against a gated call on the same site: the
 * on-demand library answers 200 exactly where `/me` says entitled, and 402 elsewhere.
 */
async function accessOn(token: string) {
  const answers: Record<string, { entitled: boolean; isCustomer: boolean }> = {};
  for (const [name, headers] of Object.entries(sites)) {
    const res = await t.call({ method: 'GET', url: '/api/user/me', token, headers }, userSchema);
    expectOk(res);
    const { entitled, isCustomer } = res.body.content;
    answers[name] = { entitled, isCustomer };
    const gated = await t.call({
      method: 'POST',
      url: '/api/video/videos',
      token,
      headers,
      payload: {},
    });
    expect(gated.statusCode, `the gated call on ${name}`).toBe(entitled ? 200 : 402);
  }
  return answers;
}

const no = { entitled: false, isCustomer: false };
const yes = { entitled: true, isCustomer: true };
const nowhere = { main: no, northloop: no, brooks: no };

const studioPackage = async (studioId: number, kind: 'monthly' | 'yearly') =>
  (
    await t.db.query<{ id: string }>(
      'SELECT id FROM packages WHERE studio_id = $1 AND kind = $2 AND active',
      [studioId, kind],
    )
  )[0]!.id;

const buyDayPass = async (token: string, studioId?: number) =>
  t.call({
    method: 'POST',
    url: '/api/user/daypass/purchase',
    token,
    payload: { source: 'website', token: await tokenFor(t), ...(studioId ? { studioId } : {}) },
  });

/** Buys one live class as the browser does in sandbox mode: an intent, a card, a confirmation. */
async function buyLiveClass(token: string) {
  return bookByCard(t, token, await insertClass(t, { priceCents: 1500 }));
}

/** A record of the class-only package: billing no longer sells it, but older purchases exist. */
async function classOnlyRecord(userId: number): Promise<Answer> {
  const now = t.clock.now();
  await t.db.query(
    `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents, current_period_start,
       current_period_end, created_at, updated_at)
     VALUES ($1, $2, 'jetsweat_class', 'monthly', 'active', 1000, $3, $4, $3, $3)`,
    [`sub_class${userId}`, userId, now, new Date(now.getTime() + 30 * DAY)],
  );
  return { statusCode: 200, body: 'recorded' };
}

type Buyer = { token: string; id: number };
type Answer = { statusCode: number; body: unknown };
const onMain = { main: yes, northloop: no, brooks: no };
/** JetSweat's own full plan includes every studio's classes: each studio's site lets it in too. */
const everywhere = { main: yes, northloop: yes, brooks: yes };
const onNorthloop = { main: yes, northloop: yes, brooks: no };

/** Subscribes to northloop's own plan on northloop's site. */
const studioPlan =
  (kind: 'monthly' | 'yearly') =>
  async (p: Buyer): Promise<Answer> =>
    subscribe(
      t,
      p.token,
      { packageId: await studioPackage(NORTHLOOP_ID, kind), token: await tokenFor(t) },
      'northloop',
    );

const purchases: [string, 'general' | 'northloop', (p: Buyer) => Promise<Answer>, object][] = [
  [
    "JetSweat's monthly plan",
    'general',
    async (p) => subscribe(t, p.token, { packageId: 'jetsweat_monthly', token: await tokenFor(t) }),
    everywhere,
  ],
  [
    "JetSweat's annual plan",
    'general',
    async (p) => subscribe(t, p.token, { packageId: 'jetsweat_yearly', token: await tokenFor(t) }),
    everywhere,
  ],
  ["the studio's monthly plan", 'northloop', studioPlan('monthly'), onNorthloop],
  ["the studio's annual plan", 'northloop', studioPlan('yearly'), onNorthloop],
  [
    "the studio's day pass for today",
    'northloop',
    (p) => buyDayPass(p.token, NORTHLOOP_ID),
    onNorthloop,
  ],
  ["JetSweat's own day pass for today", 'general', (p) => buyDayPass(p.token), onMain],
  [
    'the class-only package',
    'general',
    (p) => classOnlyRecord(p.id),
    { main: { entitled: false, isCustomer: true }, northloop: no, brooks: no },
  ],
  ['a single live class', 'general', (p) => buyLiveClass(p.token), nowhere],
];

describe('entitlement, per site and per day, decided by the server', () => {
  it('gives nothing to a person who bought nothing', async () => {
    const person = await t.newUser();
    expect(await accessOn(person.token)).toEqual(nowhere);
  });

  it.each(purchases)(
    'gives %s (bought by a %s member) the sites it pays for, on /me and on gated calls alike',
    async (_label, account, buy, expected) => {
      const person =
        account === 'general' ? await t.newUser() : await newStudioMember(t, NORTHLOOP_ID);
      // Asked before buying too: what the gated calls read must change with the purchase.
      expect(await accessOn(person.token)).toEqual(nowhere);
      const res = await buy(person);
      expect(res.statusCode, JSON.stringify(res.body)).toBeLessThan(300);
      expect(await accessOn(person.token)).toEqual(expected);
    },
  );

  it("lets a studio's day pass in on its own day only, on the main site and that studio's site", async () => {
    const today = easternDay(t.clock.now());
    const holder = await newDayPassHolder(t, NORTHLOOP_ID, today);
    expect(await accessOn(holder.token)).toEqual(onNorthloop);

    const dayAfterTomorrow = easternDay(new Date(t.clock.now().getTime() + 2 * DAY));
    const early = await newDayPassHolder(t, NORTHLOOP_ID, dayAfterTomorrow);
    expect(await accessOn(early.token)).toEqual(nowhere);
    const before = t.clock.now();
    try {
      t.clock.advance(2 * DAY);
      expect(await accessOn(early.token)).toEqual(onNorthloop);
      t.clock.advance(DAY);
      expect(await accessOn(early.token)).toEqual(nowhere);
    } finally {
      t.clock.set(before);
    }
  });

  it('lets internal users in everywhere without making them customers', async () => {
    const staff = await newStaff(t);
    const staffAccess = { entitled: true, isCustomer: false };
    expect(await accessOn(staff.token)).toEqual({
      main: staffAccess,
      northloop: staffAccess,
      brooks: staffAccess,
    });
  });

  it('takes access away when a subscription stops paying', async () => {
    const person = await t.newUser();
    await subscribe(t, person.token, {
      packageId: 'jetsweat_monthly',
      token: await tokenFor(t, cards.chargeDeclined),
    });
    expect((await accessOn(person.token)).main).toEqual(yes);
    const before = t.clock.now();
    try {
      // The trial ends and the first charge fails: past due, not entitled.
      await after(t, 8 * DAY);
      expect(await accessOn(person.token)).toEqual(nowhere);
    } finally {
      t.clock.set(before);
    }
  });
});
