import { MAIN_STUDIO_KEY, type PackageView, type StudioPackages } from '@jetsweat/contract';
import { one, type Queryable } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { accountTexts } from '@jetsweat/contract';
import { findStudioByName } from '../studios/store.ts';

export interface PackageRow {
  id: string;
  studio_id: number | null;
  kind: 'yearly' | 'monthly' | 'daily' | 'class';
  title: string;
  price_cents: number;
  trial_days: number;
  active: boolean;
}

export function findPackage(q: Queryable, id: string): Promise<PackageRow | undefined> {
  return one<PackageRow>(q, 'SELECT * FROM packages WHERE id = $1 AND active', [
    id.trim().toLowerCase(),
  ]);
}

/** A studio's active package of one kind; JetSweat's own when `studioId` is null. */
export function packageOf(
  q: Queryable,
  studioId: number | null,
  kind: PackageRow['kind'],
): Promise<PackageRow | undefined> {
  return one<PackageRow>(
    q,
    'SELECT * FROM packages WHERE coalesce(studio_id, 0) = coalesce($1::int, 0) AND kind = $2 AND active',
    [studioId, kind],
  );
}

export const packageView = (p: PackageRow): PackageView => ({
  packageId: p.id,
  title: p.title,
  price: p.price_cents / 100,
  priceCents: p.price_cents,
  trialDays: p.trial_days,
});

/** GET /api/studio/packages/{studioShortName}: 'jetsweat' (or nothing) names JetSweat's own. */
export async function studioPackages(q: Queryable, shortName: string): Promise<StudioPackages> {
  const key = shortName.trim().toLowerCase();
  const studio = key && key !== MAIN_STUDIO_KEY ? await findStudioByName(q, key) : undefined;
  if (key && key !== MAIN_STUDIO_KEY && !studio) throw notFound(accountTexts.unknownStudio);
  const studioId = studio?.id ?? null;
  const [yearly, monthly, daily] = await Promise.all([
    packageOf(q, studioId, 'yearly'),
    packageOf(q, studioId, 'monthly'),
    packageOf(q, studioId, 'daily'),
  ]);
  return {
    studio: studio ? { id: studio.id, shortName: studio.short_name, name: studio.name } : null,
    yearly: yearly ? packageView(yearly) : null,
    monthly: monthly ? packageView(monthly) : null,
    daily: daily ? packageView(daily) : null,
  };
}
