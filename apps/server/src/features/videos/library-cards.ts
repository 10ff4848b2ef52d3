import type { Video } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { ReadCache } from '../../platform/public-reads/read-cache.ts';
import { instructorsByIds, studioBrandsByIds } from '../studios/service.ts';
import { openCardJson } from './library-page-json.ts';
import { findClassCardRows } from './library-store.ts';
import { videoCard, type CardRow } from './views.ts';

/** A class as the library lists it, the same for every member (no favourite record). */
export type LibraryCard = Readonly<Omit<Video, 'favoriteId'>>;

/** A kept class: its card, and the card's JSON written once (library-page-json.ts). */
export interface KeptCard {
  card: LibraryCard;
  json: Buffer;
}

/** Where library pages find their classes: the database and the kept public values. */
export interface LibraryCardSource {
  db: Database;
  reads: ReadCache;
}

/** The classes' rows with their studios' and instructors' faces, asked of studios once for all. */
async function cardRows(db: Database, ids: readonly number[]): Promise<CardRow[]> {
  const rows = await findClassCardRows(db, ids);
  const [brands, instructors] = await Promise.all([
    studioBrandsByIds(db, [...new Set(rows.map((r) => r.studio_id))]),
    instructorsByIds(db, [...new Set(rows.map((r) => r.instructor_id))]),
  ]);
  const brandOf = new Map(brands.map((b) => [b.id, b]));
  const instructorOf = new Map(instructors.map((i) => [i.id, i]));
  return rows.flatMap((r) => {
    const brand = brandOf.get(r.studio_id);
    const instructor = instructorOf.get(r.instructor_id);
    // The foreign keys keep both; a class whose studio went meanwhile is left out.
    if (!brand || !instructor) return [];
    return [
      {
        ...r,
        studio_name: brand.name,
        studio_short_name: brand.short_name,
        studio_logo: brand.logo_url,
        instructor: instructor.name,
        instructor_image: instructor.image_url,
      },
    ];
  });
}

/**
 * The library's classes by id. Every member's pages show the same few thousand classes, which
 * change rarely, so each is a public value kept per class (the `catalogue` and `studios` topics
 * drop it on an edit; at most the public reads' TTL old) rather than read, parsed and mapped again
 * on every page of every member; a page is then one narrow query of its ids (library-page-store.ts)
 * and one of the member's favourite records. Kept cards are shared: frozen, so no answer changes
 * another (the JSON bytes are only ever copied from).
 */
export function libraryCards(
  src: LibraryCardSource,
  ids: Iterable<number>,
): Promise<Map<number, KeptCard>> {
  return src.reads.getValuesById(
    'library-video',
    ids,
    ['catalogue', 'studios'],
    async (missing) =>
      new Map(
        (await cardRows(src.db, missing)).map((r) => {
          const card = Object.freeze(videoCard(r));
          return [r.id, Object.freeze({ card, json: openCardJson(card) })];
        }),
      ),
  );
}
