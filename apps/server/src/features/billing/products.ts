import type { Product } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';

interface ProductRow {
  id: number;
  title: string;
  type: Product['type'];
  credit_type: Product['creditType'];
  description: string;
  price_cents: number;
}

/** GET /api/products/list?productIds=: the products asked for, in the order asked, unknown ids left out. */
export async function listProducts(q: Queryable, ids: number[]): Promise<{ products: Product[] }> {
  if (ids.length === 0) return { products: [] };
  const rows = await q.query<ProductRow>('SELECT * FROM products WHERE id = ANY($1::int[])', [ids]);
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
