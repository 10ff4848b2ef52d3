import { sql } from 'kysely';
import type { Database } from '../../../platform/db/database.ts';

/** One sale of a studio's pack: the buyer's id (accounts knows their name), the pack, the money. */
export interface PackSaleRow {
  id: number;
  user_id: number;
  pack_id: number;
  pack_name: string;
  intro: boolean;
  status: string;
  amount_cents: number;
  credits_total: number;
  credits_left: number;
  paid_at: Date;
  expires_at: Date;
  refund_cents: number | null;
  credits_voided: number | null;
}

// `status <> 'pending'` as pack_purchases_studio_sales_idx (studio_id, paid_at) is made, so the
// page and the count read it.
const salesOf = (db: Database, studioId: number) =>
  db
    .selectFrom('pack_purchases')
    .where('pack_purchases.studio_id', '=', studioId)
    .where('pack_purchases.status', '<>', 'pending');

/** One page of a studio's paid and refunded packs, newest first. */
export async function studioPackSales(
  db: Database,
  studioId: number,
  limit: number,
  offset: number,
): Promise<PackSaleRow[]> {
  const rows = await salesOf(db, studioId)
    .innerJoin('class_packs', 'class_packs.id', 'pack_purchases.pack_id')
    .select([
      'pack_purchases.id',
      'pack_purchases.user_id',
      'pack_purchases.pack_id',
      'class_packs.name as pack_name',
      'pack_purchases.intro',
      'pack_purchases.status',
      'pack_purchases.amount_cents',
      'pack_purchases.credits_total',
      'pack_purchases.credits_left',
      'pack_purchases.paid_at',
      'pack_purchases.expires_at',
      'pack_purchases.refund_cents',
      'pack_purchases.credits_voided',
    ])
    .orderBy('pack_purchases.paid_at', 'desc')
    .orderBy('pack_purchases.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  // Paid and refunded purchases have both dates (the table's CHECK).
  return rows.map((r) => ({ ...r, paid_at: r.paid_at!, expires_at: r.expires_at! }));
}

/** How many packs the studio has sold (refunded ones too). */
export async function countStudioPackSales(db: Database, studioId: number): Promise<number> {
  const row = await salesOf(db, studioId)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}
