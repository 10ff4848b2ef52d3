import type { Deps } from '../../../platform/deps.ts';
import {
  notePackRefundFailure,
  recordPackRefund,
  type PackRefundRow,
} from './pack-refund-store.ts';
import { packPurchaseById } from './pack-purchase-store.ts';

/** The queue of the jobs that pay pack refunds, one job per refunded purchase (pack-refund-jobs.ts). */
export const PACK_REFUND_QUEUE = 'pack-refund';
/** The request that claimed a refund tries first; its job starts after, and usually finds it made. */
export const PACK_REFUND_JOB_START_SECONDS = 5;

/** The job that pays a purchase's refund: one at a time per purchase (the queue's `exclusive` policy). */
export const packRefundJob = (packPurchaseId: number) => ({
  name: PACK_REFUND_QUEUE,
  data: { packPurchaseId },
  options: {
    singletonKey: String(packPurchaseId),
    startAfter: PACK_REFUND_JOB_START_SECONDS,
  },
});

/**
 * The idempotency key of a purchase's refund, the same for the request's try and every try of its
 * job: the gateway refunds the payment once however often it is asked. A purchase is refunded at
 * most once (its status moves paid → refunded once), so its id is enough.
 */
export const packRefundKey = (packPurchaseId: number) => `pack-refund:${packPurchaseId}`;

/**
 * Whether the gateway has anything to give back: money owed, on a payment the gateway made (a
 * free pack has none, nor a pack the demo seeded as paid).
 */
export const owesGateway = (r: Pick<PackRefundRow, 'refund_cents' | 'intent_id'>) =>
  (r.refund_cents ?? 0) > 0 && r.intent_id !== null;

type PayDeps = Pick<Deps, 'db' | 'payments'>;

/**
 * Asks the gateway for the purchase's refund (its amount only: a part of the payment) and records
 * its id; a failure is counted on the purchase and thrown. Answers whether the gateway was asked:
 * not when nothing is owed, or the refund was made already (the request's try, an earlier run).
 */
export async function payPackRefund(deps: PayDeps, packPurchaseId: number): Promise<boolean> {
  const row = await packPurchaseById(deps.db, packPurchaseId);
  if (!row || row.status !== 'refunded' || row.refund_id !== null || !owesGateway(row))
    return false;
  let refundId: string;
  try {
    const made = await deps.payments.refund(
      { paymentIntentId: row.intent_id!, amount: row.refund_cents! },
      packRefundKey(packPurchaseId),
    );
    refundId = made.id;
  } catch (err) {
    await notePackRefundFailure(deps.db, packPurchaseId, err);
    throw err;
  }
  await recordPackRefund(deps.db, packPurchaseId, refundId);
  return true;
}

/** The request's own try, once, so the admin usually hears it is done; a failure is left to the job. */
export async function payPackRefundNow(
  deps: PayDeps,
  packPurchaseId: number,
  failed: (err: unknown) => void,
): Promise<void> {
  try {
    await payPackRefund(deps, packPurchaseId);
  } catch (err) {
    failed(err);
  }
}
