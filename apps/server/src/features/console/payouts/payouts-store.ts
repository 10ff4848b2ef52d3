import type { PayoutLine, PayoutState } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';

/** The studios' monthly payouts and the lines behind each (migration 061). */

export interface PayoutRow {
  id: number;
  studio_id: number;
  month: string;
  amount_cents: number;
  state: PayoutState;
  transfer_id: string | null;
  attempts: number;
  paid_at: Date | null;
}

const columns = [
  'id',
  'studio_id',
  'month',
  'amount_cents',
  'state',
  'transfer_id',
  'attempts',
  'paid_at',
] as const;

/**
 * The studio's payout for the month with its lines, written once: false when the month was
 * computed before (its figures stay as they were first computed and shown).
 */
export async function insertPayout(
  tx: Database,
  p: {
    studioId: number;
    month: string;
    amountCents: number;
    state: PayoutState;
    lines: PayoutLine[];
    now: Date;
  },
): Promise<boolean> {
  const row = await tx
    .insertInto('studio_payouts')
    .values({
      studio_id: p.studioId,
      month: p.month,
      amount_cents: p.amountCents,
      state: p.state,
      computed_at: p.now,
    })
    .onConflict((oc) => oc.columns(['studio_id', 'month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await tx
    .insertInto('studio_payout_lines')
    .values(
      p.lines.map((l, position) => ({
        payout_id: row.id,
        position,
        kind: l.kind,
        cents: l.cents,
        minutes: l.minutes,
        total_minutes: l.totalMinutes,
        pool_cents: l.poolCents,
      })),
    )
    .execute();
  return true;
}

export function payoutById(db: Database, id: number): Promise<PayoutRow | undefined> {
  return db.selectFrom('studio_payouts').select(columns).where('id', '=', id).executeTakeFirst();
}

/** Ids of the payouts still to transfer (of one month, or all), oldest first. */
export async function payoutIdsToPay(db: Database, month?: string): Promise<number[]> {
  let q = db.selectFrom('studio_payouts').select('id').where('state', 'in', ['pending', 'failed']);
  if (month) q = q.where('month', '=', month);
  return (await q.orderBy('id').execute()).map((r) => r.id);
}

/** The studio's payouts held for want of an account become due: their ids. */
export async function releaseHeldPayouts(db: Database, studioId: number): Promise<number[]> {
  const rows = await db
    .updateTable('studio_payouts')
    .set({ state: 'pending' })
    .where('studio_id', '=', studioId)
    .where('state', '=', 'held_no_account')
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** A due payout is held: its studio has no account that takes transfers. */
export async function holdPayout(db: Database, id: number): Promise<void> {
  await db
    .updateTable('studio_payouts')
    .set({ state: 'held_no_account' })
    .where('id', '=', id)
    .where('state', 'in', ['pending', 'failed'])
    .execute();
}

/** One more try at the transfer is counted before the gateway is asked. */
export async function countAttempt(db: Database, id: number): Promise<void> {
  await db
    .updateTable('studio_payouts')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function recordTransfer(
  db: Database,
  id: number,
  transferId: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('studio_payouts')
    .set({ state: 'paid', transfer_id: transferId, paid_at: now, last_error: null })
    .where('id', '=', id)
    .where('state', '<>', 'paid')
    .execute();
}

/** A try failed; a payout another try has paid meanwhile stays paid. */
export async function recordFailure(db: Database, id: number, err: unknown): Promise<void> {
  await db
    .updateTable('studio_payouts')
    .set({
      state: 'failed',
      last_error: String(err instanceof Error ? err.message : err).slice(0, 500),
    })
    .where('id', '=', id)
    .where('state', '<>', 'paid')
    .execute();
}

/** The studio's payouts with their lines, newest month first. */
export async function studioPayouts(
  db: Database,
  studioId: number,
): Promise<(PayoutRow & { lines: PayoutLine[] })[]> {
  const rows = await db
    .selectFrom('studio_payouts')
    .select(columns)
    .where('studio_id', '=', studioId)
    .orderBy('month', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const lines = await db
    .selectFrom('studio_payout_lines')
    .select(['payout_id', 'kind', 'cents', 'minutes', 'total_minutes', 'pool_cents'])
    .where((eb) => eb('payout_id', '=', eb.fn.any(eb.val(rows.map((r) => r.id)))))
    .orderBy('payout_id')
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    ...r,
    lines: lines
      .filter((l) => l.payout_id === r.id)
      .map((l) => ({
        kind: l.kind,
        cents: l.cents,
        minutes: l.minutes,
        totalMinutes: l.total_minutes,
        poolCents: l.pool_cents,
      })),
  }));
}
