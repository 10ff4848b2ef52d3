// Class packs count as a client's purchases with the studio (issue 54, items 1 and 5): a member
// who only bought a pack is a client, their packs (refunded ones too) are in their history, and
// another studio's list knows nothing of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientHistorySchema, studioClientsSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { BK, BROOKS, consoleCallers, studioUrl, type Callers } from '../console-kit.ts';

let t: TestApp;
let who: Callers;
let dee: Awaited<ReturnType<TestApp['newUser']>>;

async function packSale(studioId: number, name: string, paidAt: string, refunded = false) {
  const [pack] = await t.db.query<{ id: number }>(
    `INSERT INTO class_packs (studio_id, name, credits, price_cents, valid_days, created_at, updated_at)
     VALUES ($1, $2, 5, 6000, 60, now(), now()) RETURNING id`,
    [studioId, name],
  );
  await t.db.query(
    `INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro, credits_total,
       credits_left, price_cents, amount_cents, valid_days, paid_at, expires_at, credits_voided,
       refund_cents, refunded_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, false, 5, $6, 6000, 6000, 60, $7, $7::timestamptz + interval '60 days',
       $8, $9, $10, $7, $7)`,
    [
      dee.id,
      studioId,
      pack!.id,
      `client-pack-${pack!.id}`,
      refunded ? 'refunded' : 'paid',
      refunded ? 0 : 5,
      paidAt,
      refunded ? 3 : null,
      refunded ? 3600 : null,
      refunded ? '2026-11-01T12:00:00Z' : null,
    ],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  dee = await t.newUser({ firstName: 'Dee', lastName: 'Packonlyqz' });
  await packSale(BK, 'Client five', '2026-10-03T12:00:00Z');
  await packSale(BK, 'Client ten', '2026-10-12T12:00:00Z', true);
  // A pending purchase is no purchase yet.
  await t.db.query(
    `INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro, credits_total,
       credits_left, price_cents, amount_cents, valid_days, created_at, updated_at)
     SELECT $1, $2, id, 'client-pack-pending', 'pending', false, 5, 5, 6000, 6000, 60, now(), now()
       FROM class_packs WHERE studio_id = $2 ORDER BY id DESC LIMIT 1`,
    [dee.id, BK],
  );
});
afterAll(() => t.close());

describe('class packs in the client list', () => {
  it('makes a pack buyer a client, counting each pack bought, refunded or not', async () => {
    const res = await t.call({
      method: 'GET',
      url: studioUrl(BK, 'clients?q=packonlyqz'),
      token: who.bkAdmin,
    });
    expect(res.statusCode).toBe(200);
    const page = studioClientsSchema.parse(res.body.content);
    expect(page.clients).toEqual([
      expect.objectContaining({
        userId: dee.id,
        purchases: 2,
        classesBooked: 0,
        firstActivityAt: '2026-10-03T12:00:00.000Z',
        lastActivityAt: '2026-10-12T12:00:00.000Z',
      }),
    ]);
    const brooks = await t.call({
      method: 'GET',
      url: studioUrl(BROOKS, 'clients?q=packonlyqz'),
      token: who.brooksAdmin,
    });
    expect(studioClientsSchema.parse(brooks.body.content).total).toBe(0);
  });

  it("lists the packs in the client's history, newest first", async () => {
    const res = await t.call({
      method: 'GET',
      url: studioUrl(BK, `clients/${dee.id}`),
      token: who.bkAdmin,
    });
    expect(res.statusCode).toBe(200);
    const h = clientHistorySchema.parse(res.body.content);
    expect(h.client.purchases).toBe(2);
    expect(h.purchases.map((p) => [p.what, p.at, p.amountCents])).toEqual([
      ['Class pack: Client ten', '2026-10-12T12:00:00.000Z', 6000],
      ['Class pack: Client five', '2026-10-03T12:00:00.000Z', 6000],
    ]);
  });
});
