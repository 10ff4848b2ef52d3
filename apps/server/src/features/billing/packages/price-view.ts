import type { StudioPrice } from '@jetsweat/contract';
import type { PricedPackage } from './price-store.ts';

/** A package's price as the studio console shows it. */
export const priceView = (p: PricedPackage): StudioPrice => ({
  packageId: p.id,
  kind: p.kind,
  title: p.title,
  priceCents: p.price_cents,
  currency: 'usd' as const,
});
