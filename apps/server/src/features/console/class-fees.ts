import { bookingPolicyTexts, type RosterFee, type WaiveFeeAnswer } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/errors.ts';
import { peopleByIds } from '../accounts/service.ts';
import { feesOfClass, rosterFeeOf, studioClasses, waiveFee } from '../schedule/service.ts';
import { insertAuditEntry } from './audit-store.ts';
import { classEditors } from './classes.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

/** The class's late-cancel and no-show fees with the members' names, for its roster. */
export async function rosterFees(db: Database, classId: number): Promise<RosterFee[]> {
  const fees = await feesOfClass(db, classId);
  const people = await peopleByIds(db, [...new Set(fees.map((f) => f.user_id))]);
  const nameOf = new Map(people.map((p) => [p.id, `${p.first_name} ${p.last_name}`.trim()]));
  return fees.map((f) => rosterFeeOf(f, nameOf.get(f.user_id) ?? ''));
}

/**
 * Waives a fee from the class's roster (issue 54, item 2): the studio's staff and admins only
 * (another studio's get 403, a class of another studio 404, as the roster), audit-logged in the
 * waive's transaction. What the fee took is given back (schedule/booking/waive-fee.ts).
 */
export async function waiveClassFee(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  caller: ConsoleCaller,
  ids: { studioId: number; classId: number; feeId: number },
): Promise<WaiveFeeAnswer> {
  const { db, clock } = deps;
  await requireStudioRole(db, caller, ids.studioId, classEditors);
  await studioClasses.find(db, ids.studioId, ids.classId);
  const now = clock.now();
  const waived = await db.transaction().execute(async (tx) => {
    const done = await waiveFee(deps, tx, {
      classId: ids.classId,
      feeId: ids.feeId,
      by: caller.userId,
      now,
    });
    if (!done) throw notFound(bookingPolicyTexts.feeNotFound);
    if (done.before.status !== 'waived')
      await insertAuditEntry(
        tx,
        {
          studioId: ids.studioId,
          actorId: caller.userId,
          action: 'booking_fee.waive',
          entity: 'booking_fee',
          entityId: ids.feeId,
          before: { status: done.before.status, amountCents: done.before.amount_cents },
          after: { status: 'waived', refund: done.after.refund_owed },
        },
        now,
      );
    return done.after;
  });
  const [person] = await peopleByIds(db, [waived.user_id]);
  const name = person ? `${person.first_name} ${person.last_name}`.trim() : '';
  const refunding = waived.refund_owed || waived.settled_by === 'payment';
  return {
    fee: rosterFeeOf(waived, name),
    message: refunding ? bookingPolicyTexts.feeWaivedRefund : bookingPolicyTexts.feeWaived,
  };
}
