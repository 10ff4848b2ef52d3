import type { RosterFee } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { givePackCreditBack } from '../../billing/service.ts';
import { feesOfClass, lockFee, markWaived, type FeeRow } from './fees-store.ts';
import { claimRefundPaidByJob } from './refund-payment.ts';
import { fileFeeJob } from './settle-fee.ts';

/** A fee as the roster shows it, with the member's name (accounts knows it). */
export const rosterFeeOf = (f: FeeRow, name: string): RosterFee => ({
  id: f.id,
  userId: f.user_id,
  name,
  kind: f.kind,
  settledBy: f.settled_by,
  amountCents: f.amount_cents,
  status: f.status,
  failure: f.status === 'failed' ? f.failure : null,
});

export { feesOfClass };

/**
 * Waives a fee of the class in the caller's transaction (the console's, with its audit entry),
 * answering it before and after, or undefined when the class has no such fee. What the fee took is
 * given back: a pack's credit at once, a kept class payment and a fee charged to the card by their
 * refund jobs. A fee being charged at this moment is refunded by its own job once the charge is
 * in (settle-fee.ts). Waiving again changes nothing.
 */
export async function waiveFee(
  deps: Pick<Deps, 'jobs'>,
  tx: Database,
  w: { classId: number; feeId: number; by: number; now: Date },
): Promise<{ before: FeeRow; after: FeeRow } | undefined> {
  const before = await lockFee(tx, w.classId, w.feeId);
  if (!before) return undefined;
  if (before.status === 'waived') return { before, after: before };
  const after = await markWaived(tx, before, w.by, w.now);
  if (before.settled_by === 'pack' && before.pack_purchase_id !== null)
    await givePackCreditBack(tx, before.pack_purchase_id, w.now);
  if (before.settled_by === 'payment' && before.payment_intent_id !== null)
    await claimRefundPaidByJob(deps, tx, {
      paymentIntentId: before.payment_intent_id,
      userId: before.user_id,
      liveClassId: before.live_class_id,
      amountCents: before.amount_cents,
      reason: 'cancelled',
      now: w.now,
    });
  if (after.refund_owed) await fileFeeJob(deps, tx, after.id);
  return { before, after };
}
