// Payouts to studios (issue 54, item 3): a month computed once by the documented rule and
// transferred once through the gateway, also when two runs go at once or the gateway fails; held
// until the studio's account is set up; and the console's reads refused to other studios.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutRunSchema } from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { startTestQueue } from '../../../../test/job-queue-kit.ts';
import type { Background } from '../../../platform/jobs/background.ts';
import { BK, BROOKS, consoleCallers, studioUrl, type Callers } from '../console-kit.ts';
import { runPayoutMonth, startPayoutJobs } from './payout-jobs.ts';
import {
  failingTransfers,
  NORTHLOOP,
  onboard,
  payoutOf,
  planPaid,
  readPayouts,
  transfersOf,
  untilPaid,
  watched,
} from '../../../../test/payouts-kit.ts';

let t: TestApp;
let who: Callers;
let background: Background;
let gateway: ReturnType<typeof failingTransfers>;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  const started = await startTestQueue(t);
  background = started.background;
  t.deps.jobs.attach(started.queue);
  await startPayoutJobs(started.queue, t.deps, t.app.log, {
    retryLimit: 5,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
  });
  gateway = failingTransfers(t);
});
afterAll(async () => {
  gateway.restore();
  await background.stop();
  await t.close();
});

describe('a studio’s payout account', () => {
  it('is set up on the gateway’s onboarding page (the sandbox’s local page) and comes back on', async () => {
    const after = await onboard(t, who.bkAdmin, BK);
    expect(after.account).toEqual({
      state: 'enabled',
      gatewayAccountId: expect.stringMatching(/^acct_/),
    });
    expect(after.gateway).toBe('sandbox');
    // Asking again links to the same account.
    const again = await onboard(t, who.brooksAdmin, BROOKS);
    expect(again.account?.gatewayAccountId).not.toBe(after.account?.gatewayAccountId);
    expect((await readPayouts(t, who.bkAdmin, BK)).account).toEqual(after.account);
  });
});

describe('a month’s payouts', () => {
  it('are computed by the rule and transferred exactly once, also when two runs go at once', async () => {
    // March 2021: $40 of network plans (a $20 pool) and minutes watched 300 : 100 : 100.
    await planPaid(t, '2021-03-10', 4_000);
    await watched(t, BK, '2021-03-05', 300);
    await watched(t, BROOKS, '2021-03-06', 100);
    await watched(t, NORTHLOOP, '2021-03-07', 100);

    const runs = await Promise.all([
      runPayoutMonth(t.deps, '2021-03'),
      runPayoutMonth(t.deps, '2021-03'),
    ]);
    // Each studio's payout is written once between them, whichever run gets to it first.
    expect(runs[0]!.computed + runs[1]!.computed).toBe(3);
    await untilPaid(t, BK, '2021-03');
    await untilPaid(t, BROOKS, '2021-03');
    const again = await runPayoutMonth(t.deps, '2021-03');
    expect(again).toEqual({ computed: 0, paid: 0, held: 0, failed: 0 });

    expect(await payoutOf(t, BK, '2021-03')).toMatchObject({ amount_cents: 1_200, state: 'paid' });
    expect(await payoutOf(t, BROOKS, '2021-03')).toMatchObject({
      amount_cents: 400,
      state: 'paid',
    });
    expect(await transfersOf(t, BK, '2021-03')).toEqual([
      { id: (await payoutOf(t, BK, '2021-03'))!.transfer_id, amount: 1_200 },
    ]);
    expect(await transfersOf(t, BROOKS, '2021-03')).toHaveLength(1);
    // Northloop has no payout account: held, nothing transferred.
    expect(await payoutOf(t, NORTHLOOP, '2021-03')).toMatchObject({
      amount_cents: 400,
      state: 'held_no_account',
    });
    expect(await transfersOf(t, NORTHLOOP, '2021-03')).toEqual([]);

    // The console shows the month with the lines behind it.
    const march = (await readPayouts(t, who.bkAdmin, BK)).payouts.find(
      (p) => p.month === '2021-03',
    )!;
    expect(march).toMatchObject({ amountCents: 1_200, state: 'paid' });
    expect(march.lines.find((l) => l.kind === 'plan_share')).toEqual({
      kind: 'plan_share',
      cents: 1_200,
      minutes: 300,
      totalMinutes: 500,
      poolCents: 2_000,
    });
    expect(march.lines.reduce((s, l) => s + l.cents, 0)).toBe(1_200);
  });

  it('are transferred once by their job when the gateway fails once', async () => {
    await planPaid(t, '2021-04-10', 1_000);
    await watched(t, BK, '2021-04-05', 10);
    gateway.failNext = 1;
    const run = await runPayoutMonth(t.deps, '2021-04');
    expect(run).toMatchObject({ computed: 1, paid: 0, failed: 1 });
    expect(await payoutOf(t, BK, '2021-04')).toMatchObject({ state: 'failed', attempts: 1 });
    await untilPaid(t, BK, '2021-04');
    expect(await payoutOf(t, BK, '2021-04')).toMatchObject({ amount_cents: 500, attempts: 2 });
    expect(await transfersOf(t, BK, '2021-04')).toEqual([
      { id: expect.stringMatching(/^tr_/), amount: 500 },
    ]);
  });

  it('held for want of an account are paid once the studio sets its account up', async () => {
    await onboard(t, who.staff, NORTHLOOP);
    await untilPaid(t, NORTHLOOP, '2021-03');
    expect(await transfersOf(t, NORTHLOOP, '2021-03')).toEqual([
      { id: expect.stringMatching(/^tr_/), amount: 400 },
    ]);
  });

  it('are run for a month by JetSweat staff only, and only once the month is over', async () => {
    const url = '/api/console/payouts/2021-03/run';
    const byStaff = await t.call({ method: 'POST', url, token: who.staff }, payoutRunSchema);
    expectOk(byStaff);
    expect(byStaff.body.content).toEqual({ computed: 0, paid: 0, held: 0, failed: 0 });
    expectFailure(await t.call({ method: 'POST', url, token: who.bkAdmin }, payoutRunSchema), 403);
    const now = t.clock.now().toISOString().slice(0, 7);
    expectFailure(
      await t.call(
        { method: 'POST', url: `/api/console/payouts/${now}/run`, token: who.staff },
        payoutRunSchema,
      ),
      400,
    );
    expectFailure(
      await t.call(
        { method: 'POST', url: '/api/console/payouts/2021-13/run', token: who.staff },
        payoutRunSchema,
      ),
      400,
    );
  });
});

describe('the console’s payouts', () => {
  it('download as CSV with the lines behind each month', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: studioUrl(BK, 'payouts.csv'),
      headers: { authorization: `Bearer ${who.bkAdmin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toContain('2021-03,Share of JetSweat plans,12.00,300,500,');
    expect(res.body).toContain('2021-03,Payout,12.00,,,Paid');
  });

  it('are refused to other studios’ admins, instructors and members, and change nothing', async () => {
    for (const token of [who.brooksAdmin, who.bkInstructor, who.member]) {
      for (const [method, rest] of [
        ['GET', 'payouts'],
        ['GET', 'payouts.csv'],
        ['POST', 'payouts/onboarding'],
      ] as const) {
        const res = await t.app.inject({
          method,
          url: studioUrl(BK, rest),
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode, `${method} ${rest}`).toBe(403);
      }
    }
    const none = await t.app.inject({ method: 'GET', url: studioUrl(BK, 'payouts') });
    expect(none.statusCode).toBe(401);
  });
});
