import type { ConsoleClassCancelled } from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { owedRefundsOfClass, refundClaimed, studioClasses } from '../schedule/service.ts';
import { insertAuditEntry } from './audit-store.ts';
import { sendClassCancelledMails, type MailFailed } from './class-mail.ts';
import { auditedClass, classEditors } from './classes.ts';
import { requireStudioRole, type ConsoleCaller } from './console-access.ts';

export interface CancelClassLog {
  mailFailed: MailFailed;
  refundFailed(err: unknown, paymentIntentId: string): void;
}

/**
 * Cancels a class: in its row's lock, the class is marked cancelled (the schedule no longer shows
 * it), every booking taken back and each card payment's refund claimed with the job that pays it
 * (schedule/studio-classes/cancel-studio-class.ts), and the change logged in the same
 * transaction; after the commit the gateway is asked once
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
    const cancelled = await studioClasses.cancel(deps, tx, studioId, classId, now);
    if (cancelled.repeat) return cancelled;
    const { before, seats } = cancelled;
    await insertAuditEntry(
      tx,
      {
        studioId,
        actorId: caller.userId,
        action: 'live_class.cancel',
        entity: 'live_class',
        entityId: classId,
        before: { ...auditedClass(before), booked: before.booked },
        after: { cancelled: true, refunds: seats.filter((s) => s.paymentIntentId).length },
      },
      now,
    );
    return cancelled;
  });
  if (!done.repeat) deps.reads.changed('schedule');
  const refunds = await refundClaimed(
    deps,
    await owedRefundsOfClass(db, classId),
    log.refundFailed,
  );
  const mailed = await sendClassCancelledMails(deps, done.before, done.seats, log.mailFailed);
  return { classId, refunded: refunds.made, refundsOwed: refunds.owed, mailed };
}
