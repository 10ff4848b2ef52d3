import type { Video } from '@jetsweat/contract';
import type { Database } from '../../platform/db/database.ts';
import type { ReadCache } from '../../platform/public-reads/read-cache.ts';
import { openCardJson } from './library-page-json.ts';
import { cardRows } from './library-store.ts';
import { videoCard } from './views.ts';

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

/**
 * The library's classes by id. Every member's pages show the same few thousand classes, which
 * change rarely, so each is a public value kept per class (the `catalogue` and `studios` topics
 * drop it on an edit; at most the public reads' TTL old) rather than read, parsed and mapped again
 * on every page of every member; a page is then one narrow query of the ids and the member's own
 * favourite records (library-store.ts, listPage), as the workout calendar does
 * (features/workouts/class-cards.ts). Kept cards are shared: frozen, so no answer changes another
 * (the JSON bytes are only ever copied from).
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
