// Payouts on the Stripe path (issue 54, item 3): the studio's account is an Express account set up
// on Stripe's hosted onboarding page (an AccountLink coming back to the console), and a month's
// payout is one transfer with the payout's key, against the local fake of Stripe's API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutOnboardingSchema } from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { planPaid, readPayouts, watched } from '../../../../test/payouts-kit.ts';
import { createStripeTestApp, type StripeTestApp } from '../../../../test/stripe-test-app.ts';
import { BK, consoleCallers, studioUrl, type Callers } from '../console-kit.ts';
import { runPayoutMonth } from './payout-jobs.ts';

let t: StripeTestApp;
let who: Callers;
beforeAll(async () => {
  t = await createStripeTestApp();
  who = await consoleCallers(t);
  // The demo's payout accounts are the sandbox's (docs/decisions/0113-studio-payouts.md): on
  // Stripe, BK Pilates sets its account up anew.
  await t.db.query('DELETE FROM studio_payout_accounts WHERE studio_id = $1', [BK]);
});
afterAll(() => t.close());

describe('payouts on Stripe', () => {
  it('set the account up on Stripe’s hosted page and transfer a month once', async () => {
    const res = await t.call(
      { method: 'POST', url: studioUrl(BK, 'payouts/onboarding'), token: who.bkAdmin },
      payoutOnboardingSchema,
    );
    expectOk(res);
    const [made] = t.sent('/v1/accounts');
    expect(made!.body).toMatchObject({ type: 'express', metadata: { studioId: String(BK) } });
    const [link] = t.sent('/v1/account_links');
    expect(link!.body).toMatchObject({
      type: 'account_onboarding',
      return_url: `${t.config.publicUrl}/console/studios/${BK}/payouts?account=return`,
      refresh_url: `${t.config.publicUrl}/console/studios/${BK}/payouts?account=refresh`,
    });
    expect(res.body.content.url).toBe(`${t.fake.url}/connect/onboarding/${link!.body.account}`);

    // Not finished on Stripe's page yet: the console says so.
    expect((await readPayouts(t, who.bkAdmin, BK)).account?.state).toBe('onboarding');
    // The owner finishes Stripe's form and comes back.
    expect((await fetch(res.body.content.url)).status).toBe(200);
    expect((await readPayouts(t, who.bkAdmin, BK)).account).toEqual({
      state: 'enabled',
      gatewayAccountId: link!.body.account,
    });

    await planPaid(t, '2021-05-10', 2_000);
    await watched(t, BK, '2021-05-05', 60);
    await Promise.all([runPayoutMonth(t.deps, '2021-05'), runPayoutMonth(t.deps, '2021-05')]);
    await runPayoutMonth(t.deps, '2021-05');
    const transfers = t.fake.transfers.filter((x) => String(x.transfer_group).endsWith(':2021-05'));
    expect(transfers).toEqual([
      expect.objectContaining({ amount: 1_000, destination: link!.body.account }),
    ]);
    const posted = t.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
    expect(new Set(posted.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    const may = (await readPayouts(t, who.bkAdmin, BK)).payouts.find((p) => p.month === '2021-05');
    expect(may).toMatchObject({ amountCents: 1_000, state: 'paid', transferId: transfers[0]!.id });
  });
});
