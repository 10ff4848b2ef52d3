import { normaliseStudioKey } from '@jetsweat/contract';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, Tables } from '../../platform/db/database.ts';

const studioColumns = [
  'id',
  'short_name',
  'name',
  'aliases',
  'in_catalogue',
  'on_white_label',
  'redirects_home',
  'package_suffix',
  'color_code',
  'page_title',
  'contact_email',
  'header_title',
  'header_description',
  'intro_h1',
  'intro_h2',
  'closing_h1',
  'closing_h2',
  'summary',
  'class_types',
  'levels',
  'equipment',
  'logo_url',
  'combined_logo_url',
  'hero_url',
  'img2_url',
  'how_it_works_url',
  'favicon_url',
  'explore_video_url',
] as const;

/** The domain serving the studio: its verified one (studio_domains), or none. */
const servedDomain = (eb: ExpressionBuilder<Tables, 'studios'>) =>
  eb
    .selectFrom('studio_domains as d')
    .select('d.domain')
    .whereRef('d.studio_id', '=', 'studios.id')
    .where('d.state', '=', 'verified')
    .as('whitelabel_domain');

/**
 * A studio's row, with the domain it is served on: only a verified domain is ever read here, so
 * the white-label list, the host's studio and every link and mail (platform/config/site-url.ts) use it
 * alone, never a domain still pending or failed.
 */
export type StudioRow = Pick<Selectable<Tables['studios']>, (typeof studioColumns)[number]> & {
  whitelabel_domain: string | null;
};

const studios = (db: Database) =>
  db.selectFrom('studios').select(studioColumns).select(servedDomain);

/** Finds a studio by its short name or one of its special-cased names. */
export async function findStudioByName(db: Database, name: string): Promise<StudioRow | undefined> {
  const key = normaliseStudioKey(name);
  if (!key) return undefined;
  return studios(db)
    .where((eb) => eb.or([eb('short_name', '=', key), eb(eb.val(key), '=', eb.fn.any('aliases'))]))
    .orderBy((eb) => eb('short_name', '=', key), 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findStudioById(db: Database, id: number): Promise<StudioRow | undefined> {
  return studios(db).where('id', '=', id).executeTakeFirst();
}

export async function findStudioByDomain(
  db: Database,
  hostname: string,
): Promise<StudioRow | undefined> {
  return studios(db)
    .where('on_white_label', '=', true)
    .where('id', '=', (eb) =>
      eb
        .selectFrom('studio_domains')
        .select('studio_id')
        .where('state', '=', 'verified')
        .where('domain', '=', eb.fn<string>('lower', [eb.val(hostname)])),
    )
    .executeTakeFirst();
}

const byName = (db: Database) =>
  studios(db)
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id');

export function listCatalogueStudios(db: Database): Promise<StudioRow[]> {
  return byName(db).where('in_catalogue', '=', true).execute();
}

/** Every studio /studios/{name} knows: the catalogue and the white-label studios (redirectsHome says which send visitors home). */
export function listStudiosWithPages(db: Database): Promise<StudioRow[]> {
  return byName(db)
    .where((eb) => eb.or([eb('in_catalogue', '=', true), eb('on_white_label', '=', true)]))
    .execute();
}

export function listWhitelabelStudios(db: Database): Promise<StudioRow[]> {
  return byName(db).where('on_white_label', '=', true).execute();
}

export type InstructorRow = Pick<
  Selectable<Tables['studio_instructors']>,
  'studio_id' | 'name' | 'bio' | 'image_url'
>;
export type TestimonialRow = Pick<
  Selectable<Tables['studio_testimonials']>,
  'studio_id' | 'feedback' | 'name' | 'rating'
>;

export function listInstructors(db: Database, studioIds: number[]): Promise<InstructorRow[]> {
  return db
    .selectFrom('studio_instructors')
    .select(['studio_id', 'name', 'bio', 'image_url'])
    .where((eb) => eb('studio_id', '=', eb.fn.any(eb.val(studioIds))))
    .orderBy('studio_id')
    .orderBy('position')
    .execute();
}

export function listTestimonials(db: Database, studioIds: number[]): Promise<TestimonialRow[]> {
  return db
    .selectFrom('studio_testimonials')
    .select(['studio_id', 'feedback', 'name', 'rating'])
    .where((eb) => eb('studio_id', '=', eb.fn.any(eb.val(studioIds))))
    .orderBy('studio_id')
    .orderBy('position')
    .execute();
}

/** A studio's name and logo, as lists of classes show them beside each class. */
export type StudioBrand = Pick<
  Selectable<Tables['studios']>,
  'id' | 'name' | 'short_name' | 'logo_url'
>;

/** The names and logos of these studios, in no order. */
export function findStudioBrands(db: Database, ids: readonly number[]): Promise<StudioBrand[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('studios')
    .select(['id', 'name', 'short_name', 'logo_url'])
    .where((eb) => eb('id', '=', eb.fn.any(eb.val([...ids]))))
    .execute();
}
