import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import {
  claimRefund,
  findRefund,
  noteRefundFailure,
  recordRefund,
  type RefundReason,
} from './refunds-store.ts';

/** What a refund is asked for by: the claim's payment and why it is given back. */
export interface RefundClaim {
  paymentIntentId: string;
  reason: RefundReason;
}

/** The queue of the jobs that pay claimed refunds, one job per claim (refund-jobs.ts). */
export const REFUND_QUEUE = 'live-class-refund';
/**
 * A claim's job starts this long after it is filed: the request that claimed it tries first
 * (`refundNow`), so the job usually finds the refund recorded and asks the gateway for nothing.
 */
export const REFUND_JOB_START_SECONDS = 5;

/** The job that pays a claim: one at a time per payment (the queue's `exclusive` policy). */
export const refundJob = (paymentIntentId: string) => ({
  name: REFUND_QUEUE,
  data: { paymentIntentId },
  options: { singletonKey: paymentIntentId, startAfter: REFUND_JOB_START_SECONDS },
});

/**
 * The idempotency key of a claim's refund, the same for every ask (the request's and each of its
 * job's tries), so the gateway refunds the payment once however often it is asked. A cancelled
 * booking's key differs from a payment that never became one, as both were before the job.
 */
export const refundKey = ({ paymentIntentId, reason }: RefundClaim) =>
  reason === 'cancelled'
    ? `liveclass-cancel:${paymentIntentId}`
    : `liveclass-refund:${paymentIntentId}`;

/**
 * Claims a payment's refund and files the job that pays it, both in the caller's transaction: the
 * claim never exists without its job (with no queue running here, the refunds sweep files it).
 * False when the payment's refund was claimed before (and so has its job).
 */
export async function claimRefundPaidByJob(
  { jobs }: Pick<Deps, 'jobs'>,
  tx: Database,
  claim: RefundClaim & { userId: number; liveClassId: number; amountCents: number; now: Date },
): Promise<boolean> {
  if (!(await claimRefund(tx, claim))) return false;
  const job = refundJob(claim.paymentIntentId);
  await jobs.send(job.name, job.data, job.options, tx);
  return true;
}

/**
 * Asks the gateway for a claimed refund and records its id; a failure is counted against the
 * claim (attempts, the last error) and thrown. Never inside the class's lock: the gateway is not
 * waited for there.
 */
export async function payRefund(
  { db, payments }: Pick<Deps, 'db' | 'payments'>,
  claim: RefundClaim,
): Promise<void> {
  let refundId: string;
  try {
    refundId = (await payments.refund({ paymentIntentId: claim.paymentIntentId }, refundKey(claim)))
      .id;
  } catch (err) {
    await noteRefundFailure(db, claim.paymentIntentId, err);
    throw err;
  }
  await recordRefund(db, claim.paymentIntentId, refundId);
}

/**
 * The request's own try at a refund it claimed, once, so the member usually hears it is done: true
 * when the gateway refunded it. A failure is told to `failed` and left to the claim's job.
 */
export async function refundNow(
  deps: Pick<Deps, 'db' | 'payments'>,
  claim: RefundClaim,
  failed: (err: unknown) => void = () => {},
): Promise<boolean> {
  try {
    await payRefund(deps, claim);
    return true;
  } catch (err) {
    failed(err);
    return false;
  }
}

/**
 * The job's work: pays the claim unless it is paid already (the request's try, or an earlier run
 * whose completion was lost). Answers whether the gateway was asked; throws when it failed, so the
 * queue tries again later.
 */
export async function payOwedRefund(
  deps: Pick<Deps, 'db' | 'payments'>,
  paymentIntentId: string,
): Promise<boolean> {
  const claim = await findRefund(deps.db, paymentIntentId);
  if (!claim || claim.refund_id !== null) return false;
  await payRefund(deps, { paymentIntentId, reason: claim.reason });
  return true;
}
