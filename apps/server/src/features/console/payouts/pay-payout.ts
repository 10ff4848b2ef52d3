import type { Deps } from '../../../platform/deps.ts';
import { enablePayoutAccount, payoutAccountOf } from './payout-accounts-store.ts';
import {
  countAttempt,
  holdPayout,
  payoutById,
  recordFailure,
  recordTransfer,
  releaseHeldPayouts,
} from './payouts-store.ts';

type PayDeps = Pick<Deps, 'db' | 'clock' | 'payments'>;

/**
 * The studio's account, asked of the gateway while it is not known to take transfers (onboarding
 * finishes on the gateway's page): the gateway account's id once it does, else null. Turning it
 * on releases the studio's held payouts (answered in `released`).
 */
export async function enabledAccount(
  { db, clock, payments }: PayDeps,
  studioId: number,
): Promise<{ accountId: string | null; released: number[] }> {
  const account = await payoutAccountOf(db, studioId);
  if (!account) return { accountId: null, released: [] };
  if (account.state === 'enabled') return { accountId: account.gateway_account_id, released: [] };
  const atGateway = await payments.retrieveAccount(account.gateway_account_id);
  if (!atGateway.payoutsEnabled) return { accountId: null, released: [] };
  await enablePayoutAccount(db, studioId, clock.now());
  return {
    accountId: account.gateway_account_id,
    released: await releaseHeldPayouts(db, studioId),
  };
}

/** What the transfer of a payout is known by at the gateway, whatever its id here. */
export const payoutTransferGroup = (p: { studio_id: number; month: string }) =>
  `payout:${p.studio_id}:${p.month}`;
/** The transfer's idempotency key: the payout's own, the same for every try. */
export const payoutKey = (p: { id: number; studio_id: number; month: string }) =>
  `payout:${p.id}:${p.studio_id}:${p.month}`;

export type PayOutcome = 'paid' | 'held' | 'skipped';

/**
 * Transfers a due payout (pending, or failed before) to its studio's account and records it: the
 * idempotency key and transfer group are the payout's own, so however often and however many at
 * once ask, the gateway transfers it once. A studio without an account taking transfers has the
 * payout held. A failure is recorded (state 'failed', the error, the tries) and thrown, so the
 * payout's job tries again later.
 */
export async function payPayout(deps: PayDeps, payoutId: number): Promise<PayOutcome> {
  const { db, clock, payments } = deps;
  const payout = await payoutById(db, payoutId);
  if (!payout || (payout.state !== 'pending' && payout.state !== 'failed')) return 'skipped';
  let accountId: string | null;
  try {
    accountId = (await enabledAccount(deps, payout.studio_id)).accountId;
  } catch (err) {
    await recordFailure(db, payoutId, err);
    throw err;
  }
  if (!accountId) {
    await holdPayout(db, payoutId);
    return 'held';
  }
  await countAttempt(db, payoutId);
  let transferId: string;
  try {
    transferId = (
      await payments.createTransfer(
        {
          amount: payout.amount_cents,
          destination: accountId,
          transferGroup: payoutTransferGroup(payout),
          description: `JetSweat payout for ${payout.month}`,
          metadata: {
            payoutId: String(payout.id),
            studioId: String(payout.studio_id),
            month: payout.month,
          },
        },
        payoutKey(payout),
      )
    ).id;
  } catch (err) {
    await recordFailure(db, payoutId, err);
    throw err;
  }
  await recordTransfer(db, payoutId, transferId, clock.now());
  return 'paid';
}
