import type { Database } from '../../../platform/db/database.ts';

/** A package's price as the studio console shows it. */
export interface PricedPackage {
  id: string;
  kind: string;
  title: string;
  price_cents: number;
}

/** The studio's packages on sale (plans, day pass, single class), in a stable order. */
export function listStudioPrices(db: Database, studioId: number): Promise<PricedPackage[]> {
  return db
    .selectFrom('packages')
    .select(['id', 'kind', 'title', 'price_cents'])
    .where('studio_id', '=', studioId)
    .where('active', '=', true)
    .orderBy('kind')
    .execute();
}

/** One package by id, any studio's, locked until the caller's transaction ends. */
export function lockPricedPackage(db: Database, packageId: string) {
  return db
    .selectFrom('packages')
    .select(['id', 'studio_id', 'kind', 'title', 'price_cents', 'active'])
    .where('id', '=', packageId)
    .forUpdate()
    .executeTakeFirst();
}

/** The package's new price, and its products' (which show the package's price). */
export async function setPackagePrice(
  db: Database,
  packageId: string,
  priceCents: number,
): Promise<void> {
  await db
    .updateTable('packages')
    .set({ price_cents: priceCents })
    .where('id', '=', packageId)
    .execute();
  await db
    .updateTable('products')
    .set({ price_cents: priceCents })
    .where('package_id', '=', packageId)
    .execute();
}
