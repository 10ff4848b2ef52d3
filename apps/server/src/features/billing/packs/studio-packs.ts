import {
  consolePacksTexts,
  type ClassPack,
  type PackCreate,
  type PackUpdate,
} from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { insertPack, lockStudioPack, studioPacks, updatePack } from './class-pack-store.ts';
import { packView } from './pack-view.ts';
import { payPackRefundNow } from './pack-refund-payment.ts';
import { studioPackPurchase } from './pack-refund-store.ts';
import { packRefundView, refundStudioPackSale } from './refund-pack.ts';
import { countStudioPackSales, studioPackSales, type PackSaleRow } from './pack-sales-store.ts';

/** Every pack of the studio, on sale or not, in the order it made them. */
export async function listStudioPacks(db: Database, studioId: number): Promise<ClassPack[]> {
  return (await studioPacks(db, studioId, false)).map(packView);
}

/** A new pack of the studio, through the caller's transaction (the console's, with its audit). */
export async function createStudioPack(
  tx: Database,
  studioId: number,
  fields: PackCreate,
  now: Date,
): Promise<ClassPack> {
  return packView(await insertPack(tx, studioId, fields, now));
}

/**
 * Changes a studio's pack, through the caller's transaction; the row is locked, so two changes
 * at once apply one after the other. A pack already bought keeps its buyers' credits and days:
 * each purchase copied them (pack_purchases), so a change counts for later purchases only.
 * 404 when the pack is not this studio's (another studio's pack is not told apart from none).
 */
export async function updateStudioPack(
  tx: Database,
  studioId: number,
  packId: number,
  u: PackUpdate,
  now: Date,
): Promise<{ before: ClassPack; after: ClassPack }> {
  const row = await lockStudioPack(tx, studioId, packId);
  if (!row) throw notFound(consolePacksTexts.packNotFound);
  const before = packView(row);
  const { id: _id, studioId: _studio, ...values } = before;
  const after = packView(await updatePack(tx, packId, { ...values, ...u }, now));
  return { before, after };
}

/** One sale of the studio's packs, with the buyer's id: accounts knows their name. */
export type StudioPackSale = {
  id: number;
  userId: number;
  packId: number;
  packName: string;
  intro: boolean;
  status: 'paid' | 'refunded';
  amountCents: number;
  creditsTotal: number;
  creditsLeft: number;
  paidAt: string;
  expiresAt: string;
  refundCents: number | null;
  creditsVoided: number | null;
};

const saleView = (r: PackSaleRow): StudioPackSale => ({
  id: r.id,
  userId: r.user_id,
  packId: r.pack_id,
  packName: r.pack_name,
  intro: r.intro,
  status: r.status === 'refunded' ? 'refunded' : 'paid',
  amountCents: r.amount_cents,
  creditsTotal: r.credits_total,
  creditsLeft: r.credits_left,
  paidAt: r.paid_at.toISOString(),
  expiresAt: r.expires_at.toISOString(),
  refundCents: r.refund_cents,
  creditsVoided: r.credits_voided,
});

/** One page (from 1) of the studio's pack sales, newest first, and how many there are in all. */
export async function listStudioPackSales(
  db: Database,
  studioId: number,
  page: number,
  pageSize: number,
): Promise<{ sales: StudioPackSale[]; total: number }> {
  const [rows, total] = await Promise.all([
    studioPackSales(db, studioId, pageSize, (page - 1) * pageSize),
    countStudioPackSales(db, studioId),
  ]);
  return { sales: rows.map(saleView), total };
}

export const studioPackEditor = {
  list: listStudioPacks,
  create: createStudioPack,
  update: updateStudioPack,
  sales: listStudioPackSales,
  /** Refunds a sale's unused classes in the caller's transaction (refund-pack.ts). */
  refund: refundStudioPackSale,
  /** After the refund's transaction: the gateway asked once, its job trying again if this fails. */
  payRefundNow: payPackRefundNow,
  /** A refunded sale's refund as it stands; undefined when the sale is not refunded or not the studio's. */
  async refundOf(db: Database, studioId: number, purchaseId: number) {
    const row = await studioPackPurchase(db, studioId, purchaseId);
    return row?.status === 'refunded' ? packRefundView(row) : undefined;
  },
};
