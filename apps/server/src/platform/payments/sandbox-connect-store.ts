import type { Database } from '../db/database.ts';

/** The sandbox's connected accounts and transfers (migration 061), as Stripe keeps them. */

export interface AccountRow {
  id: string;
  studio_ref: string;
  payouts_enabled: boolean;
  link_return_url: string | null;
  link_expires_at: Date | null;
}

export interface TransferRow {
  id: string;
  account_id: string;
  amount: number;
  transfer_group: string | null;
}

export async function insertAccount(
  db: Database,
  a: { id: string; studioRef: string; email: string | null },
): Promise<void> {
  await db
    .insertInto('sandbox_accounts')
    .values({ id: a.id, studio_ref: a.studioRef, email: a.email })
    .execute();
}

export function accountRow(db: Database, id: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('sandbox_accounts')
    .select(['id', 'studio_ref', 'payouts_enabled', 'link_return_url', 'link_expires_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A new onboarding link's token for the account; the one before no longer opens. */
export async function setLink(
  db: Database,
  id: string,
  link: { token: string; returnUrl: string; expiresAt: Date },
): Promise<void> {
  await db
    .updateTable('sandbox_accounts')
    .set({
      link_token: link.token,
      link_return_url: link.returnUrl,
      link_expires_at: link.expiresAt,
    })
    .where('id', '=', id)
    .execute();
}

export function accountByLink(db: Database, token: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('sandbox_accounts')
    .select(['id', 'studio_ref', 'payouts_enabled', 'link_return_url', 'link_expires_at'])
    .where('link_token', '=', token)
    .executeTakeFirst();
}

/** Onboarding done: payouts on, and the link used up (single-use, as an AccountLink is). */
export async function enablePayouts(db: Database, id: string): Promise<void> {
  await db
    .updateTable('sandbox_accounts')
    .set({ payouts_enabled: true, link_token: null, link_expires_at: null })
    .where('id', '=', id)
    .execute();
}

export async function insertTransfer(
  db: Database,
  t: {
    id: string;
    accountId: string;
    amount: number;
    transferGroup: string;
    description: string;
    metadata: Record<string, string>;
  },
): Promise<void> {
  await db
    .insertInto('sandbox_transfers')
    .values({
      id: t.id,
      account_id: t.accountId,
      amount: t.amount,
      transfer_group: t.transferGroup,
      description: t.description,
      metadata: JSON.stringify(t.metadata),
    })
    .execute();
}

export function transferOfGroup(db: Database, group: string): Promise<TransferRow | undefined> {
  return db
    .selectFrom('sandbox_transfers')
    .select(['id', 'account_id', 'amount', 'transfer_group'])
    .where('transfer_group', '=', group)
    .orderBy('created_at')
    .executeTakeFirst();
}
