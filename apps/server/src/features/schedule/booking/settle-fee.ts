import { bookingPolicyTexts, cardTexts } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { CardError } from '../../../platform/payments/gateway.ts';
import { cardOnFile } from '../../billing/service.ts';
import {
  findFee,
  noteChargeError,
  oweRefundOfWaived,
  recordFeeRefund,
  settleCharge,
  type FeeRow,
} from './fees-store.ts';

/** The queue of the jobs that charge owed fees and refund waived ones, one job per fee at a time. */
export const FEE_QUEUE = 'booking-fee';
/** The job that settles a fee: its charge while owed, its refund once waived after a charge. */
export const feeJob = (feeId: number) => ({
  name: FEE_QUEUE,
  data: { feeId },
  options: { singletonKey: `fee:${feeId}` },
});

/** Files the fee's job in the caller's transaction: a fee never exists without what settles it. */
export async function fileFeeJob({ jobs }: Pick<Deps, 'jobs'>, tx: Database, feeId: number) {
  const job = feeJob(feeId);
  await jobs.send(job.name, job.data, job.options, tx);
}

/**
 * The fee's keys at the gateway, the same for every try, so a retried job or two at once charge
 * (and refund) the fee once: the gateway answers the first intent again.
 */
export const chargeKey = (fee: Pick<FeeRow, 'id'>) => `booking-fee:${fee.id}`;
export const refundKey = (fee: Pick<FeeRow, 'id'>) => `booking-fee-refund:${fee.id}`;

type FeeDeps = Pick<Deps, 'db' | 'payments' | 'clock'>;

/**
 * Charges an owed fee off-session to the member's card on file. A decline (or no card) leaves it
 * failed for the studio to see, never asked again; a gateway error is counted and thrown, so the
 * job tries again with the same key. A fee waived while it was charged is refunded at once.
 */
async function chargeFee(deps: FeeDeps, fee: FeeRow): Promise<void> {
  const { db, payments, clock } = deps;
  const card = await cardOnFile(deps, fee.user_id);
  if (!card) {
    await settleCharge(db, fee.id, {
      charged: false,
      intentId: null,
      failure: bookingPolicyTexts.noCardOnFile,
      now: clock.now(),
    });
    return;
  }
  let intent;
  try {
    intent = await payments.createPaymentIntent(
      {
        amount: fee.amount_cents,
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        confirm: true,
        offSession: true,
        description: fee.kind === 'late_cancel' ? 'Late-cancel fee' : 'No-show fee',
        metadata: {
          purpose: 'bookingfee',
          feeId: String(fee.id),
          kind: fee.kind,
          userId: String(fee.user_id),
          liveClassId: String(fee.live_class_id),
        },
      },
      chargeKey(fee),
    );
  } catch (err) {
    // A card the bank refused with no intent to carry it: as final as a declined intent.
    if (err instanceof CardError) {
      await settleCharge(db, fee.id, {
        charged: false,
        intentId: null,
        failure: err.message,
        now: clock.now(),
      });
      return;
    }
    await noteChargeError(db, fee.id, err, clock.now());
    throw err;
  }
  const charged = intent.status === 'succeeded';
  const settled = await settleCharge(db, fee.id, {
    charged,
    intentId: intent.id,
    failure: charged ? null : (intent.lastError?.message ?? cardTexts.declined),
    now: clock.now(),
  });
  if (!settled && charged) {
    await oweRefundOfWaived(db, fee.id, intent.id, clock.now());
    await refundFee(deps, (await findFee(db, fee.id))!);
  }
}

/** Gives back a waived fee's charge; a gateway error is thrown for the job to try again. */
async function refundFee({ db, payments, clock }: FeeDeps, fee: FeeRow): Promise<void> {
  if (!fee.refund_owed || fee.refund_id !== null || !fee.charge_intent_id) return;
  const refund = await payments.refund({ paymentIntentId: fee.charge_intent_id }, refundKey(fee));
  await recordFeeRefund(db, fee.id, refund.id, clock.now());
}

/**
 * The fee job's work: charges the fee while owed, refunds it when waived after a charge, and does
 * nothing otherwise (settled by an earlier run whose completion was lost). Answers what it did.
 */
export async function settleFee(
  deps: FeeDeps,
  feeId: number,
): Promise<'charged' | 'failed' | 'refunded' | 'nothing'> {
  const fee = await findFee(deps.db, feeId);
  if (!fee) return 'nothing';
  if (fee.status === 'owed') {
    await chargeFee(deps, fee);
    const after = (await findFee(deps.db, feeId))!;
    if (after.status === 'waived') return after.refund_id ? 'refunded' : 'nothing';
    return after.status === 'charged' ? 'charged' : 'failed';
  }
  if (fee.refund_owed && fee.refund_id === null) {
    await refundFee(deps, fee);
    return 'refunded';
  }
  return 'nothing';
}
