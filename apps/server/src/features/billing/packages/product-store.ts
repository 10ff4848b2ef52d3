import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

const productColumns = [
  'id',
  'title',
  'type',
  'credit_type',
  'description',
  'price_cents',
] as const;

export type ProductRow = Pick<Selectable<Tables['products']>, (typeof productColumns)[number]>;

/** The products with these ids (those that exist), in no particular order. */
export function productsByIds(db: Database, ids: number[]): Promise<ProductRow[]> {
  return db.selectFrom('products').select(productColumns).where('id', 'in', ids).execute();
}
