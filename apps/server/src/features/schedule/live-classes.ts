import type { Database } from '../../platform/db/database.ts';
import { studioBrandsByIds } from '../studios/service.ts';
import * as store from './store.ts';

/**
 * The schedule's classes as lists and pages show them: the classes are the schedule's
 * (store.ts), each beside its studio's name and logo, the studios' (read through their service
 * in one batch for the whole list: one statement more per list).
 */

/** A class with its studio's name and logo; seats_left is capacity less the seats taken now. */
export type LiveClassRow = store.ClassRow & {
  studio_name: string;
  studio_short_name: string;
  studio_logo: string;
};

/** The classes, in their order, each with its studio's name and logo. */
async function withStudios(db: Database, rows: store.ClassRow[]): Promise<LiveClassRow[]> {
  if (rows.length === 0) return [];
  const brands = await studioBrandsByIds(db, [...new Set(rows.map((r) => r.studio_id))]);
  const brandOf = new Map(brands.map((b) => [b.id, b]));
  return rows.flatMap((r) => {
    const b = brandOf.get(r.studio_id);
    return b
      ? [{ ...r, studio_name: b.name, studio_short_name: b.short_name, studio_logo: b.logo_url }]
      : [];
  });
}

/** A site's classes in time order (store.ts's listLiveClasses), with their studios. */
export async function listLiveClasses(db: Database, f: store.ClassFilter): Promise<LiveClassRow[]> {
  return withStudios(db, await store.listLiveClasses(db, f));
}

/** One class not cancelled, with its studio. */
export async function findLiveClass(
  db: Database,
  id: number,
  now: Date,
): Promise<LiveClassRow | undefined> {
  const row = await store.findLiveClass(db, id, now);
  return row && (await withStudios(db, [row]))[0];
}

/** Classes by id, in time order, with their studios. */
export async function listClassesByIds(
  db: Database,
  ids: number[],
  now: Date,
): Promise<LiveClassRow[]> {
  return withStudios(db, await store.listClassesByIds(db, ids, now));
}

/** Classes not over yet, soonest first (store.ts's listUnfinishedClasses), with their studios. */
export async function listUnfinishedClasses(
  db: Database,
  f: store.TeachableFilter,
): Promise<LiveClassRow[]> {
  return withStudios(db, await store.listUnfinishedClasses(db, f));
}

/** The soonest class a member is offered once a class ends (store.ts's nextClassOf), with its studio. */
export async function nextClassOf(
  db: Database,
  q: Parameters<typeof store.nextClassOf>[1],
): Promise<LiveClassRow | undefined> {
  const row = await store.nextClassOf(db, q);
  return row && (await withStudios(db, [row]))[0];
}
