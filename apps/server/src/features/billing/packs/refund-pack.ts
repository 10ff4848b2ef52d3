import { consolePacksTexts, type PackRefund } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import type { Deps } from '../../../platform/deps.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { claimPackRefund, studioPackPurchase, type PackRefundRow } from './pack-refund-store.ts';
import { owesGateway, packRefundJob } from './pack-refund-payment.ts';

/** A refund as the console answers it: owed while the gateway has not made it yet. */
export const packRefundView = (r: PackRefundRow): PackRefund => ({
  id: r.id,
  refundCents: r.refund_cents ?? 0,
  creditsVoided: r.credits_voided ?? 0,
  state: owesGateway(r) && r.refund_id === null ? 'owed' : 'refunded',
});

/**
 * Refunds a studio's pack sale through the caller's transaction (the console's, with its audit
 * entry): its unused credits voided and the refund claimed in one statement, and the job that pays
 * it filed in the same transaction, so a refund is never claimed without its job. `claimed` is
 * false when the sale was refunded before (a second press, or two at once: the row's lock lets one
 * claim it), and the refund as it stands is answered. 404 for another studio's sale or none; 409
 * for a sale never paid, or one with no class left to refund.
 */
export async function refundStudioPackSale(
  { jobs }: Pick<Deps, 'jobs'>,
  tx: Database,
  studioId: number,
  purchaseId: number,
  now: Date,
): Promise<{ refund: PackRefund; claimed: boolean }> {
  const claimed = await claimPackRefund(tx, studioId, purchaseId, now);
  if (claimed) {
    if (owesGateway(claimed)) {
      const job = packRefundJob(claimed.id);
      await jobs.send(job.name, job.data, job.options, tx);
    }
    return { refund: packRefundView(claimed), claimed: true };
  }
  const row = await studioPackPurchase(tx, studioId, purchaseId);
  if (!row) throw notFound(consolePacksTexts.purchaseNotFound);
  if (row.status === 'refunded') return { refund: packRefundView(row), claimed: false };
  if (row.status === 'pending') throw conflict(consolePacksTexts.purchaseNotPaid);
  throw conflict(consolePacksTexts.nothingLeftToRefund);
}
