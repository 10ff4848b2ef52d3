import type { StudioImageSlot } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';

/**
 * The studio page's lists, people and images as the studio console edits them (issue 25). Every
 * write fires migration 012's triggers, so every instance's public studio reads are dropped when
 * it commits.
 */

/** Each image slot's column of studios. */
export const imageColumns = {
  logo: 'logo_url',
  favicon: 'favicon_url',
  hero: 'hero_url',
  img2: 'img2_url',
  howItWorks: 'how_it_works_url',
} as const satisfies Record<StudioImageSlot, string>;

export interface StudioDetailsRow {
  classTypes: string[];
  levels: string[];
  equipment: string[];
  whitelabelDomain: string;
}

export async function findStudioContent(db: Database, studioId: number, forUpdate = false) {
  let query = db
    .selectFrom('studios')
    .select([
      'id',
      'short_name',
      'class_types',
      'levels',
      'equipment',
      ...Object.values(imageColumns),
    ])
    // The domain it asked for last, proved or not (domains/domain-view.ts says which).
    .select((eb) =>
      eb
        .selectFrom('studio_domains as d')
        .select('d.domain')
        .whereRef('d.studio_id', '=', 'studios.id')
        .orderBy('d.id', 'desc')
        .limit(1)
        .as('asked_domain'),
    )
    .where('id', '=', studioId);
  if (forUpdate) query = query.forUpdate();
  const r = await query.executeTakeFirst();
  if (!r) return undefined;
  const images = Object.fromEntries(
    Object.entries(imageColumns).map(([slot, column]) => [slot, r[column]]),
  ) as Record<StudioImageSlot, string>;
  const details: StudioDetailsRow = {
    classTypes: r.class_types,
    levels: r.levels,
    equipment: r.equipment,
    whitelabelDomain: r.asked_domain ?? '',
  };
  return { studioId: r.id, shortName: r.short_name, details, images };
}

/** The page's lists; its domain is asked for through domains/claim-domain.ts. */
export async function updateStudioDetails(db: Database, studioId: number, d: StudioDetailsRow) {
  await db
    .updateTable('studios')
    .set({ class_types: d.classTypes, levels: d.levels, equipment: d.equipment })
    .where('id', '=', studioId)
    .execute();
}

export async function updateStudioImage(
  db: Database,
  studioId: number,
  slot: StudioImageSlot,
  url: string,
) {
  await db
    .updateTable('studios')
    .set({ [imageColumns[slot]]: url })
    .where('id', '=', studioId)
    .execute();
}

export type OrderedTable = 'studio_instructors' | 'studio_testimonials';

/** The studio an entry of a list belongs to, or undefined when there is no such entry. */
export async function studioOfEntry(db: Database, table: OrderedTable, id: number) {
  const row = await db
    .selectFrom(table)
    .select('studio_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.studio_id;
}

/** The list's ids in page order. */
export async function entryIds(db: Database, table: OrderedTable, studioId: number) {
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('studio_id', '=', studioId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.id);
}

export async function nextPosition(db: Database, table: OrderedTable, studioId: number) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('studio_id', '=', studioId)
    .executeTakeFirst();
  return (row?.last ?? 0) + 1;
}

export async function deleteEntry(db: Database, table: OrderedTable, id: number) {
  await db.deleteFrom(table).where('id', '=', id).execute();
}

/**
 * Puts the list in `ids`' order. Positions are unique per studio, so each entry first moves out
 * of the way (a negative position), then to its place.
 */
export async function reorderEntries(
  db: Database,
  table: OrderedTable,
  studioId: number,
  ids: number[],
) {
  await db
    .updateTable(table)
    .set((eb) => ({ position: eb.neg(eb.ref('position')) }))
    .where('studio_id', '=', studioId)
    .execute();
  for (const [index, id] of ids.entries())
    await db
      .updateTable(table)
      .set({ position: index + 1 })
      .where('id', '=', id)
      .where('studio_id', '=', studioId)
      .execute();
}

/** Whether any of the studio's images or instructors' photos still points at `url`. */
export async function imageInUse(db: Database, studioId: number, url: string): Promise<boolean> {
  const studio = await db
    .selectFrom('studios')
    .select('id')
    .where('id', '=', studioId)
    .where((eb) => eb.or(Object.values(imageColumns).map((column) => eb(column, '=', url))))
    .executeTakeFirst();
  if (studio) return true;
  const instructor = await db
    .selectFrom('studio_instructors')
    .select('id')
    .where('studio_id', '=', studioId)
    .where('image_url', '=', url)
    .executeTakeFirst();
  return instructor !== undefined;
}
