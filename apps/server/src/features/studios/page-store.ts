import type { Database } from '../../platform/db/database.ts';

/**
 * A studio's page texts and white-label colour and title, as the studio console edits them
 * (issue 25). The update fires migration 012's trigger, so every instance's public studio reads
 * are dropped when it commits.
 */
const pageColumns = [
  'id',
  'name',
  'short_name',
  'header_title',
  'header_description',
  'intro_h1',
  'intro_h2',
  'closing_h1',
  'closing_h2',
  'summary',
  'page_title',
  'color_code',
] as const;

export interface StudioPageFields {
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  summary: string;
  pageTitle: string;
  colorCode: string;
}

export interface StudioPage {
  studioId: number;
  name: string;
  shortName: string;
  settings: StudioPageFields;
}

/** The page of one studio, locked for the rest of the transaction when `forUpdate`. */
export async function findStudioPage(
  db: Database,
  studioId: number,
  forUpdate = false,
): Promise<StudioPage | undefined> {
  let query = db.selectFrom('studios').select(pageColumns).where('id', '=', studioId);
  if (forUpdate) query = query.forUpdate();
  const r = await query.executeTakeFirst();
  if (!r) return undefined;
  return {
    studioId: r.id,
    name: r.name,
    shortName: r.short_name,
    settings: {
      headerTitle: r.header_title,
      headerDescription: r.header_description,
      introH1: r.intro_h1,
      introH2: r.intro_h2,
      closingH1: r.closing_h1,
      closingH2: r.closing_h2,
      summary: r.summary,
      pageTitle: r.page_title,
      colorCode: r.color_code,
    },
  };
}

export async function updateStudioPage(
  db: Database,
  studioId: number,
  s: StudioPageFields,
): Promise<void> {
  await db
    .updateTable('studios')
    .set({
      header_title: s.headerTitle,
      header_description: s.headerDescription,
      intro_h1: s.introH1,
      intro_h2: s.introH2,
      closing_h1: s.closingH1,
      closing_h2: s.closingH2,
      summary: s.summary,
      page_title: s.pageTitle,
      color_code: s.colorCode,
    })
    .where('id', '=', studioId)
    .execute();
}

/** Every studio's id, name and short name, by name (the staff's studio picker). */
export function listStudioNames(db: Database, ids?: number[]) {
  let query = db.selectFrom('studios').select(['id', 'name', 'short_name']);
  if (ids) query = query.where((eb) => eb('id', '=', eb.fn.any(eb.val(ids))));
  return query
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
}
