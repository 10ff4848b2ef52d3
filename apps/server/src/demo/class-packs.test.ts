import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberPacksAnswerSchema,
  receiptsAnswerSchema,
  studioPacksAnswerSchema,
  userSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../test/answer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BK, BROOKS } from '../features/console/console-kit.ts';
import { demoAccounts } from '../features/accounts/service.ts';
import { demoPackHolder } from './class-packs.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the class packs’ demo data (issue 54, items 1 and 6)', () => {
  it('has both demo studios sell packs and an intro offer, and Pat book with a BK Pilates pack and hold a refunded one', async () => {
    for (const studio of [BK, BROOKS]) {
      const sold = await t.okContent(
        { method: 'GET', url: `/api/studios/${studio}/packs` },
        studioPacksAnswerSchema,
      );
      expect(sold.packs.map((p) => [p.name, p.credits, p.priceCents, p.intro])).toEqual([
        ['5 Class Pack', 5, 7500, false],
        ['10 Class Pack', 10, 14000, false],
        ['Intro: 3 classes for $30', 3, 3000, true],
      ]);
    }
    const login = await t.call(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: demoPackHolder.email, password: demoAccounts[0].password },
      },
      userSchema,
    );
    expectOk(login);
    const token = login.body.content.authToken!;
    const packs = async () =>
      (await t.okContent({ method: 'GET', url: '/api/user/packs', token }, memberPacksAnswerSchema))
        .packs;
    expect((await packs()).map((p) => [p.studioId, p.name, p.creditsLeft, p.status])).toEqual([
      [BK, '5 Class Pack', 5, 'paid'],
      [BK, '10 Class Pack', 0, 'refunded'],
    ]);
    // The refunded pack's receipt: $140.00 paid, the 6 unused classes' $84.00 given back.
    const receipts = await t.okContent(
      { method: 'GET', url: '/api/user/receipts', token },
      receiptsAnswerSchema,
    );
    expect(receipts.receipts.filter((r) => r.kind === 'pack')).toMatchObject([
      { amountCents: 14000, refunded: true, refundedCents: 8400 },
    ]);

    const [soon] = await t.db.query<{ id: number }>(
      `SELECT id FROM live_classes WHERE studio_id = $1 AND scheduled_at > $2::timestamptz + interval '3 hours'
         AND cancelled_at IS NULL AND is_on_jetsweat ORDER BY scheduled_at LIMIT 1`,
      [BK, t.clock.now()],
    );
    const booked = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token,
      payload: { liveClassId: soon!.id, videoId: null, usePack: true },
    });
    expect(booked.statusCode, JSON.stringify(booked.body)).toBe(201);
    expect((await packs())[0]!.creditsLeft).toBe(4);

    // Seeded again (a later start): nothing doubles.
    await seedDemoData(t.db.kysely, t.clock.now());
    expect(await packs()).toHaveLength(2);
    const [count] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM class_packs WHERE studio_id IN ($1, $2)',
      [BK, BROOKS],
    );
    expect(count!.n).toBe(6);
  });
});
