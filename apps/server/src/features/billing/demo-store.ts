import type { Insertable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

// What the demo seed (seed-demo.ts) sells: the studios' plans, the demo coupons and the products
// the purchase-confirmation screen shows, each list in one statement.

export async function insertDemoPackages(
  tx: Database,
  rows: Insertable<Tables['packages']>[],
): Promise<void> {
  if (rows.length > 0) await tx.insertInto('packages').values(rows).execute();
}

export async function insertDemoCoupons(
  tx: Database,
  rows: Insertable<Tables['coupons']>[],
): Promise<void> {
  if (rows.length > 0) await tx.insertInto('coupons').values(rows).execute();
}

export async function insertDemoProducts(
  tx: Database,
  rows: Insertable<Tables['products']>[],
): Promise<void> {
  if (rows.length > 0) await tx.insertInto('products').values(rows).execute();
}
