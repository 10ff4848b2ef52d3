import type { Clock } from '../runtime/clock.ts';
import type { Database } from '../db/database.ts';
import { GatewayRequestError, type ConnectGateway, type Transfer } from './gateway.ts';
import { sandboxId } from './sandbox-cards.ts';
import { idempotent } from './sandbox-idempotency.ts';
import {
  accountByLink,
  accountRow,
  enablePayouts,
  insertAccount,
  insertTransfer,
  setLink,
  transferOfGroup,
  type TransferRow,
} from './sandbox-connect-store.ts';

/** Where the sandbox's stand-in for Stripe's hosted onboarding is served (payments-routes.ts). */
export const sandboxOnboardingPath = (token: string) => `/api/sandbox/connect/onboarding/${token}`;

/** How long an onboarding link opens, as Stripe's AccountLinks expire after minutes. */
const LINK_MINUTES = 30;

const asTransfer = (r: TransferRow): Transfer => ({
  id: r.id,
  amount: r.amount,
  destination: r.account_id,
  transferGroup: r.transfer_group ?? '',
});

/** Only the path and query of where to come back to: the page is the product's own. */
function samePlace(url: string): string {
  const u = new URL(url, 'http://sandbox.invalid');
  return `${u.pathname}${u.search}`;
}

/** The onboarding page's side: what the page shows, and completing it. */
export interface SandboxOnboarding {
  /** The account a live link opens, or null for a link unknown, used or expired. */
  onboardingOf(token: string): Promise<{ accountId: string; studioRef: string } | null>;
  /** Marks the account onboarded (payouts enabled); answers where to go back, or null. */
  completeOnboarding(token: string): Promise<string | null>;
}

/**
 * Stripe Connect's calls on our own database: Express accounts onboarded on a local page (a
 * single-use link, as an AccountLink is), and transfers that need an onboarded account, with
 * idempotency keys and one transfer per transfer group.
 */
export function sandboxConnect(db: Database, clock: Clock): ConnectGateway & SandboxOnboarding {
  async function account(id: string) {
    const row = await accountRow(db, id);
    if (!row) throw new GatewayRequestError(`No such account: '${id}'`, 404);
    return row;
  }
  async function live(token: string) {
    const row = await accountByLink(db, token);
    if (!row?.link_expires_at || row.link_expires_at.getTime() < clock.now().getTime()) return null;
    return row;
  }
  return {
    createConnectedAccount: (a, key) =>
      idempotent(db, key, async () => {
        const id = sandboxId('acct', 16);
        await insertAccount(db, { id, studioRef: String(a.studioId), email: a.email });
        return { id, payoutsEnabled: false };
      }),
    async createAccountLink(accountId, urls) {
      await account(accountId);
      const token = sandboxId('link', 24);
      const expiresAt = new Date(clock.now().getTime() + LINK_MINUTES * 60_000);
      await setLink(db, accountId, { token, returnUrl: samePlace(urls.returnUrl), expiresAt });
      return { url: sandboxOnboardingPath(token) };
    },
    async retrieveAccount(accountId) {
      const row = await account(accountId);
      return { id: row.id, payoutsEnabled: row.payouts_enabled };
    },
    createTransfer: (t, key) =>
      idempotent(db, key, async () => {
        if (!Number.isInteger(t.amount) || t.amount < 1)
          throw new GatewayRequestError('Amount must be at least 1 cent.', 400);
        const dest = await account(t.destination);
        if (!dest.payouts_enabled)
          throw new GatewayRequestError(
            'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
            400,
          );
        const made = await transferOfGroup(db, t.transferGroup);
        if (made) return asTransfer(made);
        const id = sandboxId('tr', 24);
        await insertTransfer(db, { id, accountId: dest.id, ...t });
        return { id, amount: t.amount, destination: dest.id, transferGroup: t.transferGroup };
      }),
    async onboardingOf(token) {
      const row = await live(token);
      return row ? { accountId: row.id, studioRef: row.studio_ref } : null;
    },
    async completeOnboarding(token) {
      const row = await live(token);
      if (!row) return null;
      await enablePayouts(db, row.id);
      return row.link_return_url;
    },
  };
}
