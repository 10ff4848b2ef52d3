import { randomBytes } from 'node:crypto';

/**
 * The Stripe fake's Connect calls (stripe-fake.ts): Express accounts, AccountLinks whose hosted
 * onboarding is a page of the fake (opening it completes onboarding, as a studio finishing
 * Stripe's form would), and transfers, which need an onboarded destination.
 */
type Obj = Record<string, any>;
type Reply = { status: number; body: Obj };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const invalid = (message: string, status = 400): Reply => ({
  status,
  body: { error: { type: 'invalid_request_error', message } },
});

export function fakeConnect(baseUrl: () => string) {
  const accounts = new Map<string, Obj>();
  const transfers: Obj[] = [];

  function onboard(id: string): boolean {
    const a = accounts.get(id);
    if (!a) return false;
    Object.assign(a, { details_submitted: true, charges_enabled: true, payouts_enabled: true });
    return true;
  }

  function route(method: string, p: string, b: Obj): Reply | null {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && p === '/v1/accounts') {
      const a = {
        id: newId('acct'),
        object: 'account',
        type: b.type,
        country: b.country,
        email: b.email ?? null,
        metadata: b.metadata ?? {},
        capabilities: { transfers: 'inactive' },
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
      };
      accounts.set(a.id, a);
      return { status: 200, body: a };
    }
    if (method === 'GET' && (m = p.match(/^\/v1\/accounts\/([^/]+)$/))) {
      const a = accounts.get(m[1]!);
      return a ? { status: 200, body: a } : invalid(`No such account: '${m[1]}'`, 404);
    }
    if (method === 'POST' && p === '/v1/account_links') {
      if (!accounts.has(b.account)) return invalid(`No such account: '${b.account}'`, 404);
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `${baseUrl()}/connect/onboarding/${b.account}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === 'GET' && (m = p.match(/^\/connect\/onboarding\/([^/]+)$/))) {
      return onboard(m[1]!)
        ? { status: 200, body: { onboarded: m[1] } }
        : invalid('No such account', 404);
    }
    if (method === 'GET' && p === '/v1/transfers') {
      const data = transfers.filter(
        (t) =>
          (!b.transfer_group || t.transfer_group === b.transfer_group) &&
          (!b.destination || t.destination === b.destination),
      );
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/transfers',
          has_more: false,
          data: data.slice(0, Number(b.limit ?? 10)),
        },
      };
    }
    if (method === 'POST' && p === '/v1/transfers') {
      const dest = accounts.get(b.destination);
      if (!dest) return invalid(`No such destination: '${b.destination}'`);
      if (!dest.payouts_enabled)
        return invalid(
          'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        );
      const t = {
        id: newId('tr'),
        object: 'transfer',
        amount: Number(b.amount),
        currency: b.currency,
        destination: b.destination,
        transfer_group: b.transfer_group ?? null,
        description: b.description ?? null,
        metadata: b.metadata ?? {},
      };
      transfers.push(t);
      return { status: 200, body: t };
    }
    return null;
  }

  return { route, onboard, transfers };
}
