import type { Selectable } from 'kysely';
import type { Database, Tables } from '../../../platform/db/database.ts';

const packColumns = [
  'id',
  'studio_id',
  'name',
  'credits',
  'price_cents',
  'valid_days',
  'intro',
  'on_sale',
] as const;
export type ClassPackRow = Pick<Selectable<Tables['class_packs']>, (typeof packColumns)[number]>;

/** A studio's packs, in the order it made them (class_packs_studio_idx); on sale only if asked. */
export function studioPacks(
  db: Database,
  studioId: number,
  onSaleOnly: boolean,
): Promise<ClassPackRow[]> {
  let q = db.selectFrom('class_packs').select(packColumns).where('studio_id', '=', studioId);
  if (onSaleOnly) q = q.where('on_sale', '=', true);
  return q.orderBy('id').execute();
}

export function findPack(db: Database, id: number): Promise<ClassPackRow | undefined> {
  return db.selectFrom('class_packs').select(packColumns).where('id', '=', id).executeTakeFirst();
}

/** The pack, locked for a change in this transaction; undefined when it is not this studio's. */
export function lockStudioPack(
  tx: Database,
  studioId: number,
  id: number,
): Promise<ClassPackRow | undefined> {
  return tx
    .selectFrom('class_packs')
    .select(packColumns)
    .where('id', '=', id)
    .where('studio_id', '=', studioId)
    .forUpdate()
    .executeTakeFirst();
}

export interface PackValues {
  name: string;
  credits: number;
  priceCents: number;
  validDays: number;
  intro: boolean;
  onSale: boolean;
}

const columnsOf = (v: PackValues) => ({
  name: v.name,
  credits: v.credits,
  price_cents: v.priceCents,
  valid_days: v.validDays,
  intro: v.intro,
  on_sale: v.onSale,
});

export function insertPack(
  tx: Database,
  studioId: number,
  v: PackValues,
  now: Date,
): Promise<ClassPackRow> {
  return tx
    .insertInto('class_packs')
    .values({ studio_id: studioId, ...columnsOf(v), created_at: now, updated_at: now })
    .returning(packColumns)
    .executeTakeFirstOrThrow();
}

export function updatePack(
  tx: Database,
  id: number,
  v: PackValues,
  now: Date,
): Promise<ClassPackRow> {
  return tx
    .updateTable('class_packs')
    .set({ ...columnsOf(v), updated_at: now })
    .where('id', '=', id)
    .returning(packColumns)
    .executeTakeFirstOrThrow();
}
