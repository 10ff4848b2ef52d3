import type { Product } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

export interface ProductRow {
  id: number;
  title: string;
  type: Product['type'];
  credit_type: Product['creditType'];
  description: string;
  price_cents: number;
}

/** The products with these ids (those that exist), in no particular order. */
export function productsByIds(db: Database, ids: number[]): Promise<ProductRow[]> {
  return db
    .selectFrom('products')
    .select(['id', 'title', 'type', 'credit_type', 'description', 'price_cents'])
    .where('id', 'in', ids)
    .execute();
}
