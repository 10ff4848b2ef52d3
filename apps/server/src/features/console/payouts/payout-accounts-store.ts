import type { Database } from '../../../platform/db/database.ts';
import type { PayoutAccountState } from '@jetsweat/contract';

/** Each studio's payout account at the gateway (migration 061). */
export interface PayoutAccountRow {
  studio_id: number;
  gateway_account_id: string;
  state: PayoutAccountState;
}

export function payoutAccountOf(
  db: Database,
  studioId: number,
): Promise<PayoutAccountRow | undefined> {
  return db
    .selectFrom('studio_payout_accounts')
    .select(['studio_id', 'gateway_account_id', 'state'])
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
}

/** Keeps the studio's account; the one kept before wins a race (the gateway's key made one). */
export async function keepPayoutAccount(
  db: Database,
  a: { studioId: number; gatewayAccountId: string; now: Date },
): Promise<void> {
  await db
    .insertInto('studio_payout_accounts')
    .values({
      studio_id: a.studioId,
      gateway_account_id: a.gatewayAccountId,
      state: 'onboarding',
      created_at: a.now,
      updated_at: a.now,
    })
    .onConflict((oc) => oc.column('studio_id').doNothing())
    .execute();
}

/** The account can take transfers now: true when this call turned it on. */
export async function enablePayoutAccount(
  db: Database,
  studioId: number,
  now: Date,
): Promise<boolean> {
  const row = await db
    .updateTable('studio_payout_accounts')
    .set({ state: 'enabled', updated_at: now })
    .where('studio_id', '=', studioId)
    .where('state', '<>', 'enabled')
    .returning('studio_id')
    .executeTakeFirst();
  return row !== undefined;
}
