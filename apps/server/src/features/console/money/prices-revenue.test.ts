import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  consoleTexts,
  revenueSchema,
  studioPackagesSchema,
  studioPriceSchema,
  studioPricesSchema,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { BK, BROOKS, consoleCallers, type Callers } from '../console-kit.ts';
import { csvField } from './revenue.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const pricesUrl = (studioId: number) => `/api/console/studios/${studioId}/prices`;
const priceOf = async (id: string) =>
  (
    await t.db.query<{ price_cents: number }>('SELECT price_cents FROM packages WHERE id = $1', [
      id,
    ])
  )[0]!.price_cents;

describe('studio prices in the console', () => {
  it('an admin sets a day pass price: the shop sells at it, the log has before and after', async () => {
    const list = await t.okContent(
      { method: 'GET', url: pricesUrl(BK), token: who.bkAdmin },
      studioPricesSchema,
    );
    expect(list.prices.map((p) => p.packageId).sort()).toEqual(
      ['bkpilates_daily', 'bkpilates_monthly', 'bkpilates_yearly'].sort(),
    );
    const oldPrice = await priceOf('bkpilates_daily');
    const res = await t.call(
      {
        method: 'PUT',
        url: `${pricesUrl(BK)}/bkpilates_daily`,
        token: who.bkAdmin,
        payload: { priceCents: 1234 },
      },
      studioPriceSchema,
    );
    expectOk(res);
    expect(res.body.content).toMatchObject({ priceCents: 1234, currency: 'usd' });
    const shop = await t.okContent(
      { method: 'GET', url: '/api/studio/packages/bkpilates' },
      studioPackagesSchema,
    );
    expect(shop.daily?.priceCents).toBe(1234);
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.bkAdmin },
      auditPageSchema,
    );
    expect(log.entries[0]).toMatchObject({
      action: 'package.price',
      entityId: 'bkpilates_daily',
      before: { priceCents: oldPrice },
      after: { priceCents: 1234 },
    });
  });

  it('refuses prices out of range by field, instructors and other studios’ packages with 403, changing nothing', async () => {
    const before = await priceOf('brookspilates_daily');
    const put = (token: string, studioId: number, pkg: string, payload: unknown) =>
      t.call({
        method: 'PUT',
        url: `${pricesUrl(studioId)}/${pkg}`,
        token,
        payload: payload as object,
      });
    for (const [priceCents, message] of [
      [0, 'The price (cents) must be at least 100.'],
      [-5, 'The price (cents) must be at least 100.'],
      [100_000, 'The price (cents) may be at most 99999.'],
      [12.5, 'The price (cents) must be a whole number.'],
      ['ten', 'The price (cents) must be a number.'],
    ] as const) {
      const res = await put(who.brooksAdmin, BROOKS, 'brookspilates_daily', { priceCents });
      expectFailure(res, 400);
      expect(res.body).toMatchObject({ content: message, field: 'priceCents' });
    }
    const instructor = await put(who.bkInstructor, BK, 'bkpilates_daily', { priceCents: 500 });
    expectFailure(instructor, 403);
    expect(instructor.body.content).toBe(consoleTexts.adminsOnly);
    expect(
      (await t.call({ method: 'GET', url: pricesUrl(BK), token: who.bkInstructor })).statusCode,
    ).toBe(403);
    // BK's admin names Brooks's package under BK's id, and under Brooks's.
    for (const studioId of [BK, BROOKS]) {
      const cross = await put(who.bkAdmin, studioId, 'brookspilates_daily', { priceCents: 500 });
      expectFailure(cross, 403);
    }
    const main = await put(who.bkAdmin, BK, 'jetsweat_daily', { priceCents: 500 });
    expectFailure(main, 403);
    expect(await priceOf('brookspilates_daily')).toBe(before);
    expect(await priceOf('jetsweat_daily')).toBe(999);
  });
});

/** A studio with no demo money: the sums below are only what this test inserts. */
async function quietStudio(): Promise<{ id: number; shortName: string }> {
  const [row] = await t.db.query<{ id: number; short_name: string }>(
    "SELECT id, short_name FROM studios WHERE short_name = 'baristudio'",
  );
  return { id: row!.id, shortName: row!.short_name };
}

describe('the revenue view', () => {
  it('sums succeeded payments by month and kind, counts refunds, and exports the same as CSV', async () => {
    const studio = await quietStudio();
    const pkg = (kind: string) =>
      t.db.query<{ id: string }>('SELECT id FROM packages WHERE studio_id = $1 AND kind = $2', [
        studio.id,
        kind,
      ]);
    const monthly = (await pkg('monthly'))[0]!.id;
    const daily = (await pkg('daily'))[0]!.id;
    const u = await t.newUser();
    const [sub] = await t.db.query<{ id: number }>(
      `INSERT INTO subscriptions (public_id, user_id, package_id, plan, status, price_cents, created_at, updated_at)
       VALUES ('sub_rev1', $1, $2, 'monthly', 'canceled', 2500, now(), now()) RETURNING id`,
      [u.id, monthly],
    );
    const pay = (
      purpose: string,
      ref: Record<string, number>,
      cents: number,
      at: string,
      status = 'succeeded',
    ) =>
      t.db.query(
        `INSERT INTO payments (user_id, purpose, subscription_id, day_pass_id, period, amount_cents, status,
           idempotency_key, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
        [
          u.id,
          purpose,
          ref.sub ?? null,
          ref.pass ?? null,
          ref.period ?? null,
          cents,
          status,
          `rev-${Math.random()}`,
          at,
        ],
      );
    await pay('subscription', { sub: sub!.id, period: 1 }, 2500, '2026-09-03T10:00:00Z');
    await pay('subscription', { sub: sub!.id, period: 2 }, 2500, '2026-10-03T10:00:00Z');
    await pay('subscription', { sub: sub!.id, period: 3 }, 2500, '2026-11-03T10:00:00Z', 'failed');
    const [pass] = await t.db.query<{ id: number }>(
      `INSERT INTO day_passes (user_id, studio_id, package_id, pass_date, status, price_cents, amount_cents, created_at, updated_at)
       VALUES ($1, $2, $3, '2026-10-10', 'paid', 1500, 1200, now(), now()) RETURNING id`,
      [u.id, studio.id, daily],
    );
    await pay('daypass', { pass: pass!.id }, 1200, '2026-10-10T12:00:00Z');
    // Two years ago: outside the view.
    await pay('subscription', { sub: sub!.id, period: 4 }, 2500, '2024-10-03T10:00:00Z');
    const [lc] = await t.db.query<{ id: number }>(
      `INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, capacity, price_cents)
       SELECT $1, 'Revenue test', '2026-10-15T15:00:00Z', 45, 10, 1000 RETURNING id`,
      [studio.id],
    );
    const buyer = await t.newUser();
    await t.db.query(
      `INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, payment_intent_id, amount_cents, created_at, booked_at)
       VALUES ($1, $2, 'booked', 'card', 'pi_rev_seat', 1000, now(), '2026-10-14T10:00:00Z')`,
      [lc!.id, buyer.id],
    );
    const refund = (intent: string, refundId: string | null) =>
      t.db.query(
        `INSERT INTO live_class_refunds (payment_intent_id, user_id, live_class_id, amount_cents, reason, created_at, refund_id)
         VALUES ($1, $2, $3, 1000, 'cancelled', '2026-11-05T10:00:00Z', $4)`,
        [intent, u.id, lc!.id, refundId],
      );
    await refund('pi_rev_refunded', 're_1');
    await refund('pi_rev_claimed', null);

    const revenue = await t.okContent(
      { method: 'GET', url: `/api/console/studios/${studio.id}/revenue`, token: who.staff },
      revenueSchema,
    );
    expect(revenue.months).toHaveLength(12);
    expect(revenue.months[0]!.month).toBe('2025-12');
    const byMonth = Object.fromEntries(revenue.months.map((m) => [m.month, m]));
    expect(byMonth['2026-09']).toEqual({
      month: '2026-09',
      subscription: 2500,
      daypass: 0,
      liveclass: 0,
      refund: 0,
      net: 2500,
    });
    expect(byMonth['2026-10']).toEqual({
      month: '2026-10',
      subscription: 2500,
      daypass: 1200,
      liveclass: 1000,
      refund: 0,
      net: 4700,
    });
    expect(byMonth['2026-11']).toEqual({
      month: '2026-11',
      subscription: 0,
      daypass: 0,
      liveclass: 2000,
      refund: 1000,
      net: 1000,
    });
    expect(byMonth['2026-08']!.net).toBe(0);

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/console/studios/${studio.id}/revenue.csv`,
      headers: { authorization: `Bearer ${who.staff}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="jetsweat-revenue-${studio.shortName}-2025-12-to-2026-11.csv"`,
    );
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe('studio,month,kind,amount_usd');
    expect(lines).toHaveLength(1 + 12 * 5 + 1);
    expect(lines).toContain('Bari Studio,2026-10,Day passes,12.00');
    expect(lines).toContain('Bari Studio,2026-11,Refunds,10.00');
    expect(lines).toContain('Bari Studio,2026-11,Net,10.00');
    expect(lines.at(-1)).toBe('');
  });

  it('escapes CSV fields and keeps formulas inert', () => {
    expect(csvField('Plain')).toBe('Plain');
    expect(csvField('Pilates, Brooklyn')).toBe('"Pilates, Brooklyn"');
    expect(csvField('The "Best" Studio')).toBe('"The ""Best"" Studio"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField(12.5)).toBe('12.5');
  });

  it('shows demo revenue to a demo admin, and refuses instructors, members and other studios with 403', async () => {
    const mine = await t.okContent(
      { method: 'GET', url: `/api/console/studios/${BK}/revenue`, token: who.bkAdmin },
      revenueSchema,
    );
    expect(mine.months.reduce((s, m) => s + m.net, 0)).toBeGreaterThan(0);
    for (const [token, studioId] of [
      [who.bkInstructor, BK],
      [who.member, BK],
      [who.brooksAdmin, BK],
      [who.bkAdmin, BROOKS],
    ] as const) {
      for (const url of [
        `/api/console/studios/${studioId}/revenue`,
        `/api/console/studios/${studioId}/revenue.csv`,
      ]) {
        const res = await t.call({ method: 'GET', url, token });
        expect(res.statusCode, url).toBe(403);
      }
    }
  });
});
