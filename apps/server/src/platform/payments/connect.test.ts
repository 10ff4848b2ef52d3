// Stripe Connect for payouts to studios (issue 54, item 3): the sandbox's connected accounts,
// local onboarding page and transfers, and the Stripe gateway's calls against the Stripe fake.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startStripeFake, type StripeFake } from '../../../test/stripe-fake.ts';
import { TEST_PUBLISHABLE_KEY, TEST_SECRET_KEY } from '../../../test/stripe-test-app.ts';
import { GatewayRequestError, type PaymentGateway } from './gateway.ts';
import type { SandboxGateway } from './sandbox.ts';
import { createStripeGateway } from './stripe.ts';

let t: TestApp;
let fake: StripeFake;
let stripe: PaymentGateway;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  fake = await startStripeFake();
  stripe = createStripeGateway({
    secretKey: TEST_SECRET_KEY,
    publishableKey: TEST_PUBLISHABLE_KEY,
    apiUrl: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const urls = {
  returnUrl: 'https://jetsweat.example/console/studios/402/payouts?account=back',
  refreshUrl: 'https://jetsweat.example/console/studios/402/payouts?account=again',
};
const transfer = (destination: string, group: string, amount = 12_345) => ({
  amount,
  destination,
  transferGroup: group,
  description: 'JetSweat payout',
  metadata: { payoutId: group },
});
const sandboxTransfers = (group: string) =>
  t.db.query<{ id: string; amount: number }>(
    'SELECT id, amount FROM sandbox_transfers WHERE transfer_group = $1',
    [group],
  );

describe('the sandbox gateway’s Connect', () => {
  const sandbox = () => t.deps.payments as SandboxGateway;

  it('onboards an account on the local page, then transfers to it once per key and group', async () => {
    const account = await sandbox().createConnectedAccount(
      { studioId: 402, email: 'owner@bk.example' },
      'payout-account:402',
    );
    expect(account).toEqual({ id: expect.stringMatching(/^acct_/), payoutsEnabled: false });
    // The same key answers the same account.
    expect(
      await sandbox().createConnectedAccount({ studioId: 402, email: null }, 'payout-account:402'),
    ).toEqual(account);

    // Not onboarded: the transfer is refused, as Stripe refuses it.
    await expect(
      sandbox().createTransfer(transfer(account.id, 'payout:1'), 'payout:1'),
    ).rejects.toBeInstanceOf(GatewayRequestError);

    const link = await sandbox().createAccountLink(account.id, urls);
    expect(link.url).toMatch(/^\/api\/sandbox\/connect\/onboarding\/link_/);
    const shown = await t.app.inject({ method: 'GET', url: link.url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Finish payout account set-up');
    expect(shown.body).toContain(account.id);

    const done = await t.app.inject({
      method: 'POST',
      url: link.url,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(303);
    // Back to the product's own page, never to another host.
    expect(done.headers.location).toBe('/console/studios/402/payouts?account=back');
    expect(await sandbox().retrieveAccount(account.id)).toEqual({
      id: account.id,
      payoutsEnabled: true,
    });
    // The link is single-use.
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);

    const first = await sandbox().createTransfer(transfer(account.id, 'payout:1'), 'payout:1');
    expect(first).toMatchObject({
      amount: 12_345,
      destination: account.id,
      transferGroup: 'payout:1',
    });
    // A repeat with the key, or with another key for the same group, pays nothing more.
    expect(await sandbox().createTransfer(transfer(account.id, 'payout:1'), 'payout:1')).toEqual(
      first,
    );
    expect(
      await sandbox().createTransfer(transfer(account.id, 'payout:1'), 'payout:1:again'),
    ).toEqual(first);
    expect(await sandboxTransfers('payout:1')).toEqual([{ id: first.id, amount: 12_345 }]);
  });

  it('refuses an expired link and an unknown account', async () => {
    const account = await sandbox().createConnectedAccount(
      { studioId: 418, email: null },
      'acct-418',
    );
    const link = await sandbox().createAccountLink(account.id, urls);
    t.clock.advance(31 * 60_000);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
    const late = await t.app.inject({
      method: 'POST',
      url: link.url,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(late.statusCode).toBe(404);
    expect((await sandbox().retrieveAccount(account.id)).payoutsEnabled).toBe(false);
    await expect(sandbox().retrieveAccount('acct_nope')).rejects.toBeInstanceOf(
      GatewayRequestError,
    );
  });
});

describe('the Stripe gateway’s Connect against the Stripe fake', () => {
  const last = (path: string) => [...fake.requests].reverse().find((r) => r.path === path)!;

  it('creates an Express account with our key, links to Stripe’s hosted onboarding, reads its state', async () => {
    const account = await stripe.createConnectedAccount(
      { studioId: 402, email: 'owner@bk.example' },
      'payout-account:402',
    );
    expect(account).toEqual({ id: expect.stringMatching(/^acct_/), payoutsEnabled: false });
    const sent = last('/v1/accounts');
    expect(sent.headers['idempotency-key']).toBe('payout-account:402');
    expect(sent.body).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'owner@bk.example',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { studioId: '402' },
    });

    const link = await stripe.createAccountLink(account.id, urls);
    expect(last('/v1/account_links').body).toEqual({
      account: account.id,
      type: 'account_onboarding',
      return_url: urls.returnUrl,
      refresh_url: urls.refreshUrl,
    });
    expect(link.url).toBe(`${fake.url}/connect/onboarding/${account.id}`);
    // The studio finishes Stripe's form.
    expect((await fetch(link.url)).status).toBe(200);
    expect(await stripe.retrieveAccount(account.id)).toEqual({
      id: account.id,
      payoutsEnabled: true,
    });
  });

  it('transfers with the idempotency key and answers the group’s transfer made before', async () => {
    const account = await stripe.createConnectedAccount({ studioId: 418, email: null }, 'acct-418');
    // (Stripe keeps a refusal's answer under its key: the payout job asks for the account's state
    // before it transfers, so its key is not spent on a refusal.)
    await expect(
      stripe.createTransfer(transfer(account.id, 'payout:7', 500), 'payout:7:early'),
    ).rejects.toBeInstanceOf(GatewayRequestError);
    fake.onboard(account.id);
    const made = await stripe.createTransfer(transfer(account.id, 'payout:7', 500), 'payout:7');
    expect(made).toEqual({
      id: expect.stringMatching(/^tr_/),
      amount: 500,
      destination: account.id,
      transferGroup: 'payout:7',
    });
    const sent = [...fake.requests]
      .reverse()
      .find((r) => r.path === '/v1/transfers' && r.method === 'POST')!;
    expect(sent.headers['idempotency-key']).toBe('payout:7');
    expect(sent.body).toMatchObject({
      amount: '500',
      currency: 'usd',
      destination: account.id,
      transfer_group: 'payout:7',
    });
    // Past the key's life at Stripe (another key): the transfer made before is answered.
    expect(
      await stripe.createTransfer(transfer(account.id, 'payout:7', 500), 'payout:7:later'),
    ).toEqual(made);
    expect(fake.transfers.filter((x) => x.transfer_group === 'payout:7')).toHaveLength(1);
  });
});
