import type Stripe from 'stripe';
import type { ConnectedAccount, ConnectGateway, Transfer } from './gateway.ts';
import { call } from './stripe-mapping.ts';

/** Stripe Connect through the SDK: Express accounts, hosted onboarding links, and transfers. */

const fromAccount = (a: Stripe.Account): ConnectedAccount => ({
  id: a.id,
  payoutsEnabled: a.payouts_enabled === true,
});

const fromTransfer = (t: Stripe.Transfer): Transfer => ({
  id: t.id,
  amount: t.amount,
  destination: typeof t.destination === 'string' ? t.destination : (t.destination?.id ?? ''),
  transferGroup: t.transfer_group ?? '',
});

export function stripeConnect(stripe: Stripe): ConnectGateway {
  return {
    createConnectedAccount: (a, idempotencyKey) =>
      call(async () =>
        fromAccount(
          await stripe.accounts.create(
            {
              type: 'express',
              country: 'US',
              ...(a.email ? { email: a.email } : {}),
              capabilities: { transfers: { requested: true } },
              business_type: 'company',
              metadata: { studioId: String(a.studioId) },
            },
            { idempotencyKey },
          ),
        ),
      ),
    createAccountLink: (accountId, urls) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          return_url: urls.returnUrl,
          refresh_url: urls.refreshUrl,
        });
        return { url: link.url };
      }),
    retrieveAccount: (accountId) =>
      call(async () => fromAccount(await stripe.accounts.retrieve(accountId))),
    createTransfer: (t, idempotencyKey) =>
      call(async () => {
        // A transfer already made for this group (a retry after the key's 24 hours) is answered.
        const made = await stripe.transfers.list({
          transfer_group: t.transferGroup,
          destination: t.destination,
          limit: 1,
        });
        if (made.data[0]) return fromTransfer(made.data[0]);
        return fromTransfer(
          await stripe.transfers.create(
            {
              amount: t.amount,
              currency: 'usd',
              destination: t.destination,
              transfer_group: t.transferGroup,
              description: t.description,
              metadata: t.metadata,
            },
            { idempotencyKey },
          ),
        );
      }),
  };
}
