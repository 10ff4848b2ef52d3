import { consoleTexts, moneyTexts, type StudioPrice } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';
import { lockPricedPackage, setPackagePrice } from './price-store.ts';
import { priceView } from './price-view.ts';

/**
 * A new price for one of the studio's packages, for purchases from now on, written through the
 * caller's transaction (the console's, which keeps its audit entry in the same one). Subscriptions
 * keep the price they were bought at (subscriptions.price_cents, which renewals charge), and the
 * gateway is asked for an amount on each charge, not a stored price, so nothing at Stripe changes
 * (decisions, "The console's money"). Products showing the package's price follow it. Answers the
 * price and the one it replaced (the same when nothing changed).
 */
export async function savePackagePrice(
  tx: Database,
  studioId: number,
  packageId: string,
  priceCents: number,
): Promise<{ price: StudioPrice; previousCents: number }> {
  const before = await lockPricedPackage(tx, packageId);
  if (!before || !before.active) throw notFound(moneyTexts.packageNotFound);
  if (before.studio_id !== studioId) throw forbidden(consoleTexts.notThisStudio);
  const previousCents = before.price_cents;
  if (previousCents !== priceCents) await setPackagePrice(tx, packageId, priceCents);
  return { price: priceView({ ...before, price_cents: priceCents }), previousCents };
}
