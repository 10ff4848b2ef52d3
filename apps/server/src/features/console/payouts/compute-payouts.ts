import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { payoutAccountOf } from './payout-accounts-store.ts';
import { monthFigures } from './payout-figures.ts';
import { studioEarnings } from './payout-rule.ts';
import { insertPayout } from './payouts-store.ts';

/**
 * Computes the month's payout of every studio that had anything that month, once: a month
 * computed before keeps its figures (a second run, or two at once, writes nothing; the table's
 * unique studio and month decides). A payout of 0 is 'nothing_due'; one whose studio has no
 * account taking transfers yet is held. Answers how many payouts it wrote.
 */
export async function computeMonth(
  { db, clock }: Pick<Deps, 'db' | 'clock'>,
  month: string,
): Promise<number> {
  const { studios, planRevenueCents } = await monthFigures(db, month);
  let written = 0;
  for (const e of studioEarnings(studios, planRevenueCents)) {
    const account = await payoutAccountOf(db, e.studioId);
    const state =
      e.amountCents === 0
        ? 'nothing_due'
        : account?.state === 'enabled'
          ? 'pending'
          : 'held_no_account';
    const write = (tx: Database) =>
      insertPayout(tx, {
        studioId: e.studioId,
        month,
        amountCents: e.amountCents,
        state,
        lines: e.lines,
        now: clock.now(),
      });
    // The demo's seeding computes inside its own transaction.
    const inserted = await (db.isTransaction ? write(db) : db.transaction().execute(write));
    if (inserted) written++;
  }
  return written;
}
