import type { StudioPrice } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { listStudioPrices } from './price-store.ts';
import { priceView } from './price-view.ts';

/** The studio's packages on sale (plans, day pass, single class) and their prices. */
export async function listStudioPackagePrices(
  db: Database,
  studioId: number,
): Promise<StudioPrice[]> {
  return (await listStudioPrices(db, studioId)).map(priceView);
}
