// The pack and offer sales report (issue 54, item 4): packs and intro offers sold, revenue, classes
// used and refunds by month (UTC), from known rows of a studio of its own, and its CSV.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleTexts, packReportSchema } from '@jetsweat/contract';
import { expectFailure } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { consoleCallers, type Callers } from '../console-kit.ts';

// Friday 20 November 2026, 15:00 UTC.
const NOW = new Date('2026-11-20T15:00:00Z');
const STUDIO = 9_402;
const OTHER = 9_403;

/** A refusal with its status and the text a person reads. */
function refusedWith(res: Parameters<typeof expectFailure>[0], status: number, text: string) {
  expectFailure(res, status);
  expect(res.body.content).toBe(text);
}

let t: TestApp;
let who: Callers;
let packId = 0;
let otherPack = 0;
let key = 0;

/** A sale as the purchase flow and a refund leave it. */
async function sale(s: {
  studio?: number;
  status?: 'pending' | 'paid' | 'refunded';
  intro?: boolean;
  paidAt: string;
  amount: number;
  total: number;
  left: number;
  voided?: number;
  refund?: { cents: number; at: string };
}) {
  await t.db.query(
    `INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro, credits_total,
       credits_left, price_cents, amount_cents, valid_days, paid_at, expires_at, credits_voided,
       refund_cents, refunded_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, 90, $10, $10::timestamptz + interval '90 days',
       $11, $12, $13, coalesce($10::timestamptz, now()), coalesce($10::timestamptz, now()))`,
    [
      (await t.newUser()).id,
      s.studio ?? STUDIO,
      (s.studio ?? STUDIO) === STUDIO ? packId : otherPack,
      `report-sale-${++key}`,
      s.status ?? (s.refund ? 'refunded' : 'paid'),
      s.intro ?? false,
      s.total,
      s.left,
      s.amount,
      s.status === 'pending' ? null : s.paidAt,
      s.refund ? (s.voided ?? 0) : null,
      s.refund?.cents ?? null,
      s.refund?.at ?? null,
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  who = await consoleCallers(t);
  for (const [id, short] of [
    [STUDIO, 'packreport'],
    [OTHER, 'packother'],
  ] as const)
    await t.db.query('INSERT INTO studios (id, name, short_name) VALUES ($1, $2, $3)', [
      id,
      `Pack Report ${short}`,
      short,
    ]);
  const pack = async (studio: number) =>
    (
      await t.db.query<{ id: number }>(
        `INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, created_at, updated_at)
         VALUES ($1, 'Five', 5, 6000, 90, now(), now()) RETURNING id`,
        [studio],
      )
    )[0]!.id;
  packId = await pack(STUDIO);
  otherPack = await pack(OTHER);
  // August: before a three-month period.
  await sale({ paidAt: '2026-08-20T12:00:00Z', amount: 6000, total: 5, left: 5 });
  // September: two packs (3 and 1 classes used), an intro offer (2 of 3 used).
  await sale({ paidAt: '2026-09-02T12:00:00Z', amount: 6000, total: 5, left: 2 });
  await sale({ paidAt: '2026-09-30T23:30:00Z', amount: 6000, total: 5, left: 4 });
  await sale({ paidAt: '2026-09-15T12:00:00Z', amount: 3000, total: 3, left: 1, intro: true });
  // October (UTC: 1 Oct 00:10 is still September in New York): a pack of ten, 4 used, the other
  // 6 refunded in November ($84.00 of $140.00).
  await sale({
    paidAt: '2026-10-01T00:10:00Z',
    amount: 14000,
    total: 10,
    left: 0,
    voided: 6,
    refund: { cents: 8400, at: '2026-11-02T10:00:00Z' },
  });
  // November: an intro offer refunded the same month, unused; a purchase still pending; another
  // studio's sale.
  await sale({
    paidAt: '2026-11-03T12:00:00Z',
    amount: 3000,
    total: 3,
    left: 0,
    voided: 3,
    intro: true,
    refund: { cents: 3000, at: '2026-11-04T12:00:00Z' },
  });
  await sale({
    status: 'pending',
    paidAt: '2026-11-10T12:00:00Z',
    amount: 6000,
    total: 5,
    left: 5,
  });
  await sale({ studio: OTHER, paidAt: '2026-11-10T12:00:00Z', amount: 6000, total: 5, left: 5 });
});
afterAll(() => t.close());

const url = (path: string, months = 3) =>
  `/api/console/studios/${STUDIO}/reports/${path}?months=${months}`;

describe('the pack and offer sales report', () => {
  it('counts each month’s sales, revenue, classes used and refunds from the rows', async () => {
    const report = await t.okContent(
      { method: 'GET', url: url('packs'), token: who.staff },
      packReportSchema,
    );
    expect(report).toEqual({
      from: '2026-09',
      to: '2026-11',
      months: 3,
      byMonth: [
        {
          month: '2026-09',
          packsSold: 2,
          introSold: 1,
          revenueCents: 15000,
          creditsUsed: 6,
          refunds: 0,
          refundedCents: 0,
        },
        {
          month: '2026-10',
          packsSold: 1,
          introSold: 0,
          revenueCents: 14000,
          creditsUsed: 4,
          refunds: 0,
          refundedCents: 0,
        },
        {
          month: '2026-11',
          packsSold: 0,
          introSold: 1,
          revenueCents: 3000,
          creditsUsed: 0,
          refunds: 2,
          refundedCents: 11400,
        },
      ],
      total: {
        packsSold: 3,
        introSold: 2,
        revenueCents: 32000,
        creditsUsed: 10,
        refunds: 2,
        refundedCents: 11400,
      },
    });
  });

  it('writes the same months as CSV, named by the studio and period', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: url('packs.csv'),
      headers: { authorization: `Bearer ${who.staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="jetsweat-packs-packreport-2026-09-to-2026-11.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'studio,month,packs_sold,intro_offers_sold,revenue_usd,classes_used,refunds,refunded_usd',
      'Pack Report packreport,2026-09,2,1,150.00,6,0,0.00',
      'Pack Report packreport,2026-10,1,0,140.00,4,0,0.00',
      'Pack Report packreport,2026-11,0,1,30.00,0,2,114.00',
      '',
    ]);
  });

  it('is refused to instructors and to another studio’s admin', async () => {
    refusedWith(
      await t.call({ method: 'GET', url: url('packs'), token: who.brooksAdmin }),
      403,
      consoleTexts.notThisStudio,
    );
    refusedWith(
      await t.call({ method: 'GET', url: url('packs.csv'), token: who.bkAdmin }),
      403,
      consoleTexts.notThisStudio,
    );
  });
});
