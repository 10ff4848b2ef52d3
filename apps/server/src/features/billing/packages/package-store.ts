import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

// The plans on sale (packages): subscriptions, day passes and live classes, per studio.

const packageColumns = [
  'id',
  'studio_id',
  'kind',
  'title',
  'price_cents',
  'trial_days',
  'active',
] as const;

export type PackageRow = Pick<Selectable<Tables['packages']>, (typeof packageColumns)[number]>;

const activePackages = (db: Database) =>
  db.selectFrom('packages').select(packageColumns).where('active', '=', true);

export function findPackage(db: Database, id: string): Promise<PackageRow | undefined> {
  return activePackages(db).where('id', '=', id.trim().toLowerCase()).executeTakeFirst();
}

/** A studio's active package of one kind; JetSweat's own when `studioId` is null. */
export function packageOf(
  db: Database,
  studioId: number | null,
  kind: PackageRow['kind'],
): Promise<PackageRow | undefined> {
  return activePackages(db)
    .where((eb) =>
      studioId === null ? eb('studio_id', 'is', null) : eb('studio_id', '=', studioId),
    )
    .where('kind', '=', kind)
    .executeTakeFirst();
}

/** The studio a package belongs to (null for the main site's), active or not. */
export async function packageStudioId(db: Database, id: string): Promise<number | null> {
  const row = await db
    .selectFrom('packages')
    .select('studio_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.studio_id ?? null;
}
