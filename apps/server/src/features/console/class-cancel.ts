import type { ConsoleClassCancelled } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { cancelAllSeats, owedRefundsOfClass, refundClaimed } from '../schedule/service.ts';
import { insertAuditEntry } from './audit-store.ts';
import { sendClassCancelledMails, type MailFailed } from './class-mail.ts';
import { markCancelled } from './class-store.ts';
import { auditedClass } from './class-views.ts';
import { classAt, classEditors } from './classes.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

export interface CancelClassLog {
  mailFailed: MailFailed;
  refundFailed(err: unknown, paymentIntentId: string): void;
}

/**
 * Cancels a class: in its row's lock, the class is marked cancelled (the schedule no longer shows
 * it), every booking taken back and each card payment's refund claimed with the job that pays it
 * (schedule's cancelAllSeats), and the change logged; after the commit the gateway is asked once
 * for each refund (what it fails, the jobs pay) and every attendee is mailed. Cancelling again (a
 * double click, or after a gateway failure) changes nothing and mails nobody: it only asks again
 * for refunds still owed, under the same keys, so each payment is refunded once.
 */
export async function cancelClass(
  deps: Deps,
  caller: ConsoleCaller,
  studioId: number,
  classId: number,
  log: CancelClassLog,
): Promise<ConsoleClassCancelled> {
  const { db, clock } = deps;
  await requireStudioRole(db, caller, studioId, classEditors);
  const now = clock.now();
  const done = await db.transaction().execute(async (tx) => {
    const row = await classAt(tx, studioId, classId, true);
    if (row.cancelled_at !== null) return { row, seats: [], repeat: true };
    await markCancelled(tx, classId, now);
    const seats = await cancelAllSeats(deps, tx, classId, now);
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'live_class.cancel',
        entity: 'live_class',
        entityId: classId,
        before: { ...auditedClass(row), booked: row.seats_taken },
        after: { cancelled: true, refunds: seats.filter((s) => s.paymentIntentId).length },
      },
      now,
    );
    return { row, seats, repeat: false };
  });
  if (!done.repeat) deps.reads.changed('schedule');
  const refunds = await refundClaimed(
    deps,
    await owedRefundsOfClass(db, classId),
    log.refundFailed,
  );
  const mailed = await sendClassCancelledMails(deps, done.row, done.seats, log.mailFailed);
  return { classId, refunded: refunds.made, refundsOwed: refunds.owed, mailed };
}
