import type { Studio, WhitelabelStudio } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { ReadCache } from '../../platform/public-reads/read-cache.ts';
import {
  findStudioByDomain,
  findStudioById,
  findStudioByName,
  listCatalogueStudios,
  listInstructors,
  listStudiosWithPages,
  listTestimonials,
  listWhitelabelStudios,
  type StudioRow,
} from './store.ts';
import { studioView, whitelabelView } from './views.ts';
import { findStudioPage, listStudioNames, updateStudioPage } from './page-store.ts';
import * as content from './content-store.ts';
import * as people from './people-store.ts';
import { claimDomain } from './domains/claim-domain.ts';
import { checkStudioDomainNow } from './domains/check-domain.ts';
import { studioDomainView } from './domains/domain-view.ts';

// What the demo data (src/demo) uses of this feature: it reaches features only through their services.
export { instructorsWithStudioNames } from './seed-store.ts';
export { demoStudios } from './demo-studios.ts';
export { hasStudios, seedDemoStudios } from './seed-demo.ts';

export type { StudioPage, StudioPageFields } from './page-store.ts';
export type { OrderedTable } from './content-store.ts';

/**
 * The studio console's reads and writes of a studio's page (issue 25), through the caller's
 * handle so they join its transaction (the audit row is written in the same one).
 */
export const studioPages = {
  find: findStudioPage,
  update: updateStudioPage,
  names: listStudioNames,
};

/** The console's reads and writes of the page's lists, people and images (issue 25). */
export const studioContent = { ...content, ...people };

/**
 * A studio's white-label domain (issue 50, item 1): asked for in the console's transaction,
 * served only once its DNS record proves the studio controls it (domains/).
 */
export const studioDomains = {
  claim: claimDomain,
  view: studioDomainView,
  checkNow: checkStudioDomainNow,
};

/**
 * A studio as other features use it: which studio it is, and the brand its mail and links carry
 * (name, white-label site, contact address).
 */
export type StudioRecord = Pick<
  StudioRow,
  'id' | 'short_name' | 'name' | 'on_white_label' | 'whitelabel_domain' | 'contact_email'
>;

/**
 * Other features' lookups of one studio, made in the middle of their own work (a sign-up, a
 * purchase, a mail). Each takes the handle to read through, so it reads inside the caller's
 * transaction when there is one rather than waiting on it.
 */
export const studioRecords = {
  byId: (db: Database, id: number): Promise<StudioRecord | undefined> => findStudioById(db, id),
  /** By short name or one of its special-cased names. */
  byName: (db: Database, name: string): Promise<StudioRecord | undefined> =>
    findStudioByName(db, name),
  /** The white-label studio whose domain `hostname` is; undefined for the main site. */
  byHostname: (db: Database, hostname: string): Promise<StudioRecord | undefined> =>
    findStudioByDomain(db, hostname),
};

/**
 * Studios' names and logos by id, read in one go through the caller's handle: what a list of
 * another feature's things (the schedule's classes, billing's receipts) shows beside each.
 */
export { findStudioBrands as studioBrandsByIds, type StudioBrand } from './store.ts';

/**
 * Instructors as other features use them: the faces beside their classes, the ids behind a
 * filter by name, a search's name matches, and the one a recorded class names (added to the
 * studio's list when its page does not present them yet).
 */
export {
  findInstructorsByIds as instructorsByIds,
  findInstructorIdsNamed as instructorIdsNamed,
  findOrAddInstructor as instructorOfStudioNamed,
  matchNames as namesMatching,
  type InstructorFace,
  type NameMatch,
} from './instructor-store.ts';

async function withPeople(db: Database, rows: StudioRow[]): Promise<Studio[]> {
  const ids = rows.map((r) => r.id);
  const [instructors, testimonials] = await Promise.all([
    listInstructors(db, ids),
    listTestimonials(db, ids),
  ]);
  return rows.map((r) =>
    studioView(
      r,
      instructors.filter((i) => i.studio_id === r.id),
      testimonials.filter((t) => t.studio_id === r.id),
    ),
  );
}

/**
 * The studio of each host name is kept with the public reads (for seconds, dropped sooner when a
 * studio changes): every gated call and every page asks it, and it is almost always the main site.
 */
export function createStudiosService(db: Database, reads: ReadCache) {
  const studioOfDomain = (hostname: string): Promise<StudioRow | null> =>
    reads.getValue(`studio-of-domain:${hostname}`, ['studios'], async () => ({
      value: (await findStudioByDomain(db, hostname)) ?? null,
    }));
  return {
    async catalogue(): Promise<Studio[]> {
      return withPeople(db, await listCatalogueStudios(db));
    },
    /** Every studio /studios/{name} knows, catalogue or white-label only. */
    async withPages(): Promise<Studio[]> {
      return withPeople(db, await listStudiosWithPages(db));
    },
    async byName(name: string): Promise<Studio | undefined> {
      const row = await findStudioByName(db, name);
      return row ? (await withPeople(db, [row]))[0] : undefined;
    },
    async whitelabels(): Promise<WhitelabelStudio[]> {
      return (await listWhitelabelStudios(db)).map(whitelabelView);
    },
    /** The studio whose white-label domain `hostname` is, or null for the main site. */
    async siteStudioId(hostname: string): Promise<number | null> {
      return (await studioOfDomain(hostname))?.id ?? null;
    },
    async whitelabelForHost(hostname: string): Promise<WhitelabelStudio | undefined> {
      const row = await studioOfDomain(hostname);
      return row ? whitelabelView(row) : undefined;
    },
    async logo(slug: string): Promise<string | undefined> {
      return (await findStudioByName(db, slug))?.logo_url;
    },
  };
}
export type StudiosService = ReturnType<typeof createStudiosService>;

/** Every studio's id, for network-wide passes (the monthly payouts, issue 54). */
export { allStudioIds } from './studio-ids-store.ts';
