import type { Product } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { productsByIds } from './product-store.ts';

/** GET /api/products/list?productIds=: the products asked for, in the order asked, unknown ids left out. */
export async function listProducts(db: Database, ids: number[]): Promise<{ products: Product[] }> {
  if (ids.length === 0) return { products: [] };
  const rows = await productsByIds(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const products = ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            id: r.id,
            title: r.title,
            type: r.type,
            creditType: r.credit_type,
            description: r.description,
            price: r.price_cents / 100,
          },
        ]
      : [];
  });
  return { products };
}
