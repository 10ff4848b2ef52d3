// The studio console's class packs (issue 54, item 1): the pack editor (list, create, change,
// on and off sale, audited) and the pack sales list, and who may use them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consolePacksSchema,
  consolePacksTexts,
  consoleTexts,
  PACK_SALES_PAGE_SIZE,
  packSavedSchema,
  packPurchaseAnswerSchema,
  packSalesSchema,
  packTexts,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { bought, orBankStep, tokenFor } from '../../../../test/billing-kit.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { auditCount, BK, BROOKS, consoleCallers, lastAudit, type Callers } from '../console-kit.ts';

let t: TestApp;
let who: Callers;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const packsUrl = (studioId: number) => `/api/console/studios/${studioId}/packs`;
const salesUrl = (studioId: number, page?: number) =>
  `/api/console/studios/${studioId}/pack-sales${page ? `?page=${page}` : ''}`;
const fields = (changes: Record<string, unknown> = {}) => ({
  name: `Five classes ${Math.floor(Math.random() * 1e6)}`,
  credits: 5,
  priceCents: 6000,
  validDays: 60,
  intro: false,
  onSale: true,
  ...changes,
});
const create = (token: string, studioId: number, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: packsUrl(studioId), token, payload }, packSavedSchema);
const change = (token: string, studioId: number, packId: number, payload: unknown) =>
  t.call(
    { method: 'PATCH', url: `${packsUrl(studioId)}/${packId}`, token, payload: payload as object },
    packSavedSchema,
  );
const list = (token: string, studioId = BK) =>
  t.okContent({ method: 'GET', url: packsUrl(studioId), token }, consolePacksSchema);
const packRows = async () =>
  JSON.stringify(await t.db.query('SELECT * FROM class_packs ORDER BY id'));
const buy = async (token: string, packId: number) =>
  bought(
    await t.call(
      {
        method: 'POST',
        url: '/api/user/pack/purchase',
        token,
        payload: { packId, purchaseKey: randomUUID(), token: await tokenFor(t) },
      },
      orBankStep(packPurchaseAnswerSchema),
    ),
  );

describe('the console’s pack editor', () => {
  it('an admin adds a pack, sees it listed and audited, and members can buy it', async () => {
    const audits = await auditCount(t);
    const made = await create(who.bkAdmin, BK, fields({ name: '  Ten classes  ', credits: 10 }));
    expectOk(made, 201);
    expect(Object.keys(made.body.content)).toEqual(['id']);
    const { id } = made.body.content;
    const pack = (await list(who.bkAdmin)).packs.find((p) => p.id === id);
    expect(pack).toEqual({
      id,
      studioId: BK,
      name: 'Ten classes',
      credits: 10,
      priceCents: 6000,
      validDays: 60,
      intro: false,
      onSale: true,
    });
    expect(await auditCount(t)).toBe(audits + 1);
    expect(await lastAudit(t)).toMatchObject({
      action: 'pack.create',
      entity_id: String(id),
      before: null,
      after: { name: 'Ten classes', credits: 10, priceCents: 6000, validDays: 60, intro: false },
    });
    // Staff run every studio; intro and onSale default as the contract says.
    const staffMade = await create(who.staff, BK, {
      name: 'Intro week',
      credits: 3,
      priceCents: 2500,
      validDays: 14,
      intro: true,
    });
    expectOk(staffMade, 201);
    const intro = (await list(who.staff)).packs.find((p) => p.id === staffMade.body.content.id)!;
    expect(intro).toMatchObject({ intro: true, onSale: true });
    const onSale = await t.okContent(
      { method: 'GET', url: `/api/studios/${BK}/packs` },
      consolePacksSchema.passthrough(),
    );
    expect(onSale.packs.map((p) => p.id)).toEqual(expect.arrayContaining([id, intro.id]));
  });

  it('changes a pack for later purchases only; off sale it is listed here but no longer sold', async () => {
    const made = await create(who.bkAdmin, BK, fields({ credits: 5, validDays: 30 }));
    expectOk(made, 201);
    const { id } = made.body.content;
    const buyer = await t.newUser({ firstName: 'Ada', lastName: 'Byrne' });
    const first = await buy(buyer.token, id);
    expect(first).toMatchObject({ creditsTotal: 5, creditsLeft: 5 });

    const changed = await change(who.bkAdmin, BK, id, { credits: 8, validDays: 90 });
    expectOk(changed);
    expect(changed.body.content).toEqual({ id });
    // Only what was sent changes: the name, price and flags are kept.
    const packOf = async () => (await list(who.bkAdmin)).packs.find((p) => p.id === id);
    expect(await packOf()).toMatchObject({
      id,
      credits: 8,
      validDays: 90,
      priceCents: 6000,
      intro: false,
      onSale: true,
    });
    expect(await lastAudit(t)).toMatchObject({
      action: 'pack.update',
      entity_id: String(id),
      before: { credits: 5, validDays: 30 },
      after: { credits: 8, validDays: 90 },
    });
    const [kept] = await t.db.query<{ credits_total: number; valid_days: number }>(
      'SELECT credits_total, valid_days FROM pack_purchases WHERE id = $1',
      [first.id],
    );
    expect(kept).toEqual({ credits_total: 5, valid_days: 30 });
    const second = await buy(buyer.token, id);
    expect(second).toMatchObject({ creditsTotal: 8, creditsLeft: 8 });

    const off = await change(who.bkAdmin, BK, id, { onSale: false });
    expectOk(off);
    expect(await packOf()).toMatchObject({ onSale: false, credits: 8 });
    const res = await t.call({
      method: 'POST',
      url: '/api/user/pack/purchase',
      token: buyer.token,
      payload: { packId: id, purchaseKey: randomUUID(), token: await tokenFor(t) },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(res.body)).toContain(packTexts.packNotFound);
    expectOk(await change(who.bkAdmin, BK, id, { onSale: true }));
  });

  it('answers bad input with the pack texts and changes nothing', async () => {
    const made = await create(who.bkAdmin, BK, fields());
    expectOk(made, 201);
    const { id } = made.body.content;
    const [rows, audits] = [await packRows(), await auditCount(t)];
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', packTexts.nameRequired],
      [{ name: 'x'.repeat(81) }, 'name', packTexts.nameRequired],
      [{ credits: 0 }, 'credits', packTexts.creditsRange],
      [{ credits: 101 }, 'credits', packTexts.creditsRange],
      [{ credits: 2.5 }, 'credits', packTexts.creditsRange],
      [{ priceCents: -1 }, 'priceCents', packTexts.priceRange],
      [{ priceCents: 1_000_001 }, 'priceCents', packTexts.priceRange],
      [{ validDays: 0 }, 'validDays', packTexts.validRange],
      [{ validDays: 731 }, 'validDays', packTexts.validRange],
    ];
    for (const [bad, field, message] of cases) {
      const res = await create(who.bkAdmin, BK, fields(bad));
      expectFailure(res, 400);
      expect(res.body).toMatchObject({ content: message, field });
      const patched = await change(who.bkAdmin, BK, id, bad);
      expectFailure(patched, 400);
      expect(patched.body).toMatchObject({ content: message, field });
    }
    const empty = await change(who.bkAdmin, BK, id, {});
    expectFailure(empty, 400);
    expect(empty.body.content).toBe(consolePacksTexts.nothingToChange);
    const missing = await change(who.bkAdmin, BK, 2_000_000_000, { credits: 3 });
    expectFailure(missing, 404);
    expect(missing.body.content).toBe(consolePacksTexts.packNotFound);
    expect([await packRows(), await auditCount(t)]).toEqual([rows, audits]);
  });

  it('refuses instructors, members, other studios’ admins and other studios’ packs; 401 without a login', async () => {
    const brooks = await create(who.brooksAdmin, BROOKS, fields({ name: 'Brooks ten' }));
    expectOk(brooks, 201);
    const brooksPack = brooks.body.content.id;
    const bk = await create(who.bkAdmin, BK, fields());
    expectOk(bk, 201);
    const [rows, audits] = [await packRows(), await auditCount(t)];
    for (const token of [who.bkInstructor, who.member, who.brooksAdmin]) {
      expectFailure(await create(token, BK, fields()), 403);
      expectFailure(await change(token, BK, bk.body.content.id, { onSale: false }), 403);
      for (const url of [packsUrl(BK), salesUrl(BK)]) {
        const res = await t.call({ method: 'GET', url, token });
        expectFailure(res, 403);
        expect(JSON.stringify(res.body)).not.toContain('Five classes');
      }
    }
    expect((await create(who.bkInstructor, BK, fields())).body.content).toBe(
      consoleTexts.adminsOnly,
    );
    expect((await create(who.brooksAdmin, BK, fields())).body.content).toBe(
      consoleTexts.notThisStudio,
    );
    // BK's admin names Brooks's pack under BK's id (404: not told apart from none) and under Brooks's (403).
    const underBk = await change(who.bkAdmin, BK, brooksPack, { onSale: false });
    expectFailure(underBk, 404);
    expect(JSON.stringify(underBk.body)).not.toContain('Brooks ten');
    expectFailure(await change(who.bkAdmin, BROOKS, brooksPack, { onSale: false }), 403);
    expect((await list(who.bkAdmin)).packs.map((p) => p.id)).not.toContain(brooksPack);
    for (const [method, url] of [
      ['GET', packsUrl(BK)],
      ['POST', packsUrl(BK)],
      ['PATCH', `${packsUrl(BK)}/${bk.body.content.id}`],
      ['GET', salesUrl(BK)],
    ] as const) {
      const res = await t.call({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect([await packRows(), await auditCount(t)]).toEqual([rows, audits]);
  });
});

describe('the console’s pack sales', () => {
  it('lists paid and refunded sales newest first with buyer names, a page at a time', async () => {
    const five = await create(who.brooksAdmin, BROOKS, fields({ name: 'Sales five' }));
    const intro = await create(
      who.brooksAdmin,
      BROOKS,
      fields({ name: 'Sales intro', credits: 2, priceCents: 1000, intro: true }),
    );
    expectOk(five, 201);
    expectOk(intro, 201);
    const before = await t.okContent(
      { method: 'GET', url: salesUrl(BROOKS), token: who.brooksAdmin },
      packSalesSchema,
    );
    const alice = await t.newUser({ firstName: 'Alice', lastName: 'Salesby' });
    const bob = await t.newUser({ firstName: 'Bob', lastName: 'Salesby' });
    const a = await buy(alice.token, intro.body.content.id);
    const b = await buy(bob.token, five.body.content.id);
    // Newest first: make Alice's the older, then one refunded and one left pending (not a sale).
    await t.db.query(
      `UPDATE pack_purchases SET paid_at = paid_at - interval '1 hour' WHERE id = $1`,
      [a.id],
    );
    await t.db.query(
      `UPDATE pack_purchases SET status = 'refunded', refunded_at = now(), refund_cents = 0,
         credits_voided = credits_left, credits_left = 0 WHERE id = $1`,
      [a.id],
    );
    await t.db.query(
      `INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro,
         credits_total, credits_left, price_cents, amount_cents, valid_days, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'pending', false, 5, 5, 6000, 6000, 60, now(), now())`,
      [bob.id, BROOKS, five.body.content.id, randomUUID()],
    );

    const sales = await t.okContent(
      { method: 'GET', url: salesUrl(BROOKS), token: who.brooksAdmin },
      packSalesSchema,
    );
    expect(sales.total).toBe(before.total + 2);
    expect(sales.page).toBe(1);
    expect(sales.pageSize).toBe(PACK_SALES_PAGE_SIZE);
    expect(sales.sales.slice(0, 2)).toEqual([
      {
        id: b.id,
        packId: five.body.content.id,
        packName: 'Sales five',
        memberName: 'Bob Salesby',
        intro: false,
        status: 'paid',
        amountCents: 6000,
        creditsTotal: 5,
        creditsLeft: 5,
        paidAt: b.paidAt,
        expiresAt: b.expiresAt,
        refundCents: null,
        creditsVoided: null,
      },
      expect.objectContaining({
        id: a.id,
        packName: 'Sales intro',
        memberName: 'Alice Salesby',
        intro: true,
        status: 'refunded',
        amountCents: 1000,
        creditsTotal: 2,
      }),
    ]);
    // Staff see it too; BK's list holds none of Brooks's sales.
    const staff = await t.okContent(
      { method: 'GET', url: salesUrl(BROOKS), token: who.staff },
      packSalesSchema,
    );
    expect(staff.sales[0]!.id).toBe(b.id);
    const bk = await t.okContent(
      { method: 'GET', url: salesUrl(BK), token: who.bkAdmin },
      packSalesSchema,
    );
    expect(bk.sales.map((s) => s.id)).not.toContain(b.id);
    // A page past the end is empty; a bad page is refused.
    const far = await t.okContent(
      { method: 'GET', url: salesUrl(BROOKS, 500), token: who.brooksAdmin },
      packSalesSchema,
    );
    expect(far).toMatchObject({ sales: [], page: 500, total: sales.total });
    for (const bad of ['0', 'x', '1.5']) {
      const res = await t.call({
        method: 'GET',
        url: `${salesUrl(BROOKS)}?page=${bad}`,
        token: who.brooksAdmin,
      });
      expectFailure(res, 400);
      expect(res.body.content).toBe(consolePacksTexts.pageInvalid);
    }
  });

  it('pages through more sales than a page holds', async () => {
    const made = await create(who.staff, BROOKS, fields({ name: 'Paged', priceCents: 0 }));
    expectOk(made, 201);
    const buyer = await t.newUser();
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pack_purchases WHERE studio_id = $1 AND status <> 'pending'`,
      [BROOKS],
    );
    const extra = PACK_SALES_PAGE_SIZE + 1 - row!.n;
    await t.db.query(
      `INSERT INTO pack_purchases (user_id, studio_id, pack_id, purchase_key, status, intro,
         credits_total, credits_left, price_cents, amount_cents, valid_days, paid_at, expires_at,
         created_at, updated_at)
       SELECT $1, $2, $3, 'paged-key-' || g, 'paid', false, 5, 5, 0, 0, 60,
              now() - g * interval '1 minute', now() + interval '60 days', now(), now()
         FROM generate_series(1, $4::int) g`,
      [buyer.id, BROOKS, made.body.content.id, Math.max(extra, 1)],
    );
    const one = await t.okContent(
      { method: 'GET', url: salesUrl(BROOKS), token: who.brooksAdmin },
      packSalesSchema,
    );
    const two = await t.okContent(
      { method: 'GET', url: salesUrl(BROOKS, 2), token: who.brooksAdmin },
      packSalesSchema,
    );
    expect(one.sales).toHaveLength(PACK_SALES_PAGE_SIZE);
    expect(two.sales.length).toBe(one.total - PACK_SALES_PAGE_SIZE);
    expect(two.sales.length).toBeGreaterThan(0);
    const all = [...one.sales, ...two.sales];
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    const times = all.map((s) => Date.parse(s.paidAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });
});
