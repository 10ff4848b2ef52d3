import { MAIN_STUDIO_KEY, type PackageView, type StudioPackages } from '@jetsweat/contract';
import type { Database } from '../../../platform/db/database.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { accountTexts } from '@jetsweat/contract';
import { studioRecords } from '../../studios/service.ts';
import { packageOf, type PackageRow } from './package-store.ts';

// Named here too for entitlement.ts, which reads packages through this module.
export { packageStudioId } from './package-store.ts';

export const packageView = (p: PackageRow): PackageView => ({
  packageId: p.id,
  title: p.title,
  price: p.price_cents / 100,
  priceCents: p.price_cents,
  trialDays: p.trial_days,
});

/** GET /api/studio/packages/{studioShortName}: 'jetsweat' (or nothing) names JetSweat's own. */
export async function studioPackages(db: Database, shortName: string): Promise<StudioPackages> {
  const key = shortName.trim().toLowerCase();
  const studio = key && key !== MAIN_STUDIO_KEY ? await studioRecords.byName(db, key) : undefined;
  if (key && key !== MAIN_STUDIO_KEY && !studio) throw notFound(accountTexts.unknownStudio);
  const studioId = studio?.id ?? null;
  const [yearly, monthly, daily] = await Promise.all([
    packageOf(db, studioId, 'yearly'),
    packageOf(db, studioId, 'monthly'),
    packageOf(db, studioId, 'daily'),
  ]);
  return {
    studio: studio ? { id: studio.id, shortName: studio.short_name, name: studio.name } : null,
    yearly: yearly ? packageView(yearly) : null,
    monthly: monthly ? packageView(monthly) : null,
    daily: daily ? packageView(daily) : null,
  };
}
