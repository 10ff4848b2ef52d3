import type { PackRefund } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { studioPacks } from '../../billing/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

/**
 * Refunds one of the studio's pack sales for its unused classes (billing's rule, billing/packs/
 * refund-pack.ts; docs/decisions/0114-pack-refunds.md): the credits voided, the refund claimed,
 * its job filed and the audit entry written in one transaction; then the gateway is asked once,
 * and its job asks again until it answers. A second press answers the same refund and writes no
 * second entry. Staff and the studio's admins; anyone else 403, another studio's sale 404.
 */
export async function refundPackSale(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'payments'>,
  caller: ConsoleCaller,
  studioId: number,
  purchaseId: number,
  gatewayFailed: (err: unknown) => void,
): Promise<PackRefund> {
  const { db, clock } = deps;
  await requireStudioRole(db, caller, studioId, ['staff', 'admin']);
  const now = clock.now();
  const { refund, claimed } = await db.transaction().execute(async (tx) => {
    const done = await studioPacks.refund(deps, tx, studioId, purchaseId, now);
    if (done.claimed)
      await insertAuditEntry(
        tx,
        {
          studioId,
          actorId: caller.userId,
          action: 'pack.refund',
          entity: 'pack_purchase',
          entityId: purchaseId,
          before: null,
          after: { refundCents: done.refund.refundCents, creditsVoided: done.refund.creditsVoided },
        },
        now,
      );
    return done;
  });
  if (!claimed || refund.state === 'refunded') return refund;
  await studioPacks.payRefundNow(deps, purchaseId, gatewayFailed);
  return (await studioPacks.refundOf(db, studioId, purchaseId)) ?? refund;
}
