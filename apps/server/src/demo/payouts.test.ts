import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioPayoutsSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BK, BROOKS, consoleCallers, studioUrl } from '../features/console/console-kit.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const transfers = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sandbox_transfers'))[0]!.n;

describe('the payouts’ demo data (issue 54, items 3 and 6)', () => {
  it('has both demo studios connected and the three months before now paid, with their lines', async () => {
    const who = await consoleCallers(t);
    for (const [studio, token] of [
      [BK, who.bkAdmin],
      [BROOKS, who.brooksAdmin],
    ] as const) {
      const seen = await t.okContent(
        { method: 'GET', url: studioUrl(studio, 'payouts'), token },
        studioPayoutsSchema,
      );
      expect(seen.account?.state).toBe('enabled');
      // The test clock is in November 2026.
      expect(seen.payouts.map((p) => p.month)).toEqual(['2026-10', '2026-09', '2026-08']);
      for (const p of seen.payouts) {
        const sum = p.lines.reduce((s, l) => s + l.cents, 0);
        // A month below zero pays nothing; any other is the sum of its lines.
        expect(p.amountCents).toBe(Math.max(0, sum));
        expect(p.state).toBe(p.amountCents > 0 ? 'paid' : 'nothing_due');
      }
      // The demo's year of classes and sales gives the last month something to pay.
      expect(seen.payouts[0]!.amountCents).toBeGreaterThan(0);
      expect(seen.payouts[0]!.transferId).toMatch(/^tr_/);
    }
  });

  it('is added once: a later start transfers nothing more', async () => {
    const before = await transfers();
    expect(before).toBeGreaterThan(0);
    await seedDemoData(t.db.kysely, t.clock.now());
    expect(await transfers()).toBe(before);
  });
});
