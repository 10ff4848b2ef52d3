import { normaliseStudioKey } from '@jetsweat/contract';
import type { Queryable } from '../../platform/db.ts';

export interface StudioRow {
  id: number;
  short_name: string;
  name: string;
  aliases: string[];
  in_catalogue: boolean;
  on_white_label: boolean;
  redirects_home: boolean;
  package_suffix: '' | '2';
  color_code: string;
  page_title: string;
  contact_email: string;
  whitelabel_domain: string | null;
  header_title: string;
  header_description: string;
  intro_h1: string;
  intro_h2: string;
  closing_h1: string;
  closing_h2: string;
  summary: string;
  class_types: string[];
  levels: string[];
  equipment: string[];
  logo_url: string;
  combined_logo_url: string;
  hero_url: string;
  img2_url: string;
  how_it_works_url: string;
  favicon_url: string;
  explore_video_url: string;
}

/** Finds a studio by its short name or one of its special-cased names. */
export async function findStudioByName(q: Queryable, name: string): Promise<StudioRow | undefined> {
  const key = normaliseStudioKey(name);
  if (!key) return undefined;
  const rows = await q.query<StudioRow>(
    'SELECT * FROM studios WHERE short_name = $1 OR $1 = ANY(aliases) ORDER BY (short_name = $1) DESC LIMIT 1',
    [key],
  );
  return rows[0];
}

export async function findStudioById(q: Queryable, id: number): Promise<StudioRow | undefined> {
  const rows = await q.query<StudioRow>('SELECT * FROM studios WHERE id = $1', [id]);
  return rows[0];
}

export async function findStudioByDomain(
  q: Queryable,
  hostname: string,
): Promise<StudioRow | undefined> {
  const rows = await q.query<StudioRow>(
    'SELECT * FROM studios WHERE on_white_label AND whitelabel_domain = lower($1)',
    [hostname],
  );
  return rows[0];
}

export function listCatalogueStudios(q: Queryable): Promise<StudioRow[]> {
  return q.query<StudioRow>('SELECT * FROM studios WHERE in_catalogue ORDER BY lower(name), id');
}

/** Every studio /studios/{name} knows: the catalogue and the white-label studios (redirectsHome says which send visitors home). */
export function listStudiosWithPages(q: Queryable): Promise<StudioRow[]> {
  return q.query<StudioRow>(
    'SELECT * FROM studios WHERE in_catalogue OR on_white_label ORDER BY lower(name), id',
  );
}

export function listWhitelabelStudios(q: Queryable): Promise<StudioRow[]> {
  return q.query<StudioRow>('SELECT * FROM studios WHERE on_white_label ORDER BY lower(name), id');
}

export interface InstructorRow {
  studio_id: number;
  name: string;
  bio: string;
  image_url: string;
}
export interface TestimonialRow {
  studio_id: number;
  feedback: string;
  name: string;
  rating: number;
}

export function listInstructors(q: Queryable, studioIds: number[]): Promise<InstructorRow[]> {
  return q.query<InstructorRow>(
    'SELECT studio_id, name, bio, image_url FROM studio_instructors WHERE studio_id = ANY($1) ORDER BY studio_id, position',
    [studioIds],
  );
}

export function listTestimonials(q: Queryable, studioIds: number[]): Promise<TestimonialRow[]> {
  return q.query<TestimonialRow>(
    'SELECT studio_id, feedback, name, rating FROM studio_testimonials WHERE studio_id = ANY($1) ORDER BY studio_id, position',
    [studioIds],
  );
}
