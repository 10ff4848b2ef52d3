import { openObjectJson, type WrittenItem } from '../../platform/http/written-json.ts';

/**
 * A library page written as the answer's JSON bytes (platform/http/written-json.ts says why), from
 * each class's card written once when it was kept (library-cards.ts) and the member's favourite
 * record of it, `favoriteId` last as the schema has it (views.ts's videoCard keeps the schema's
 * order). library-page-json.test.ts holds the bytes to what the route's serialiser writes.
 */

/** A kept card's JSON without its closing brace, for the member's favourite record to follow. */
export const openCardJson = (card: object): Buffer => openObjectJson(card);

const NOT_FAVOURITE = Buffer.from(',"favoriteId":null}');

/** One class of a page: its card's open JSON closed by the member's favourite record (null: none). */
export const writtenClass = (json: Buffer, favoriteId: number | null): WrittenItem => ({
  json,
  close: favoriteId === null ? NOT_FAVOURITE : Buffer.from(`,"favoriteId":${favoriteId}}`),
});
