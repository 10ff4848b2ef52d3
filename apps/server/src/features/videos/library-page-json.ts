import { ok } from '../../platform/envelope.ts';

/**
 * A library page written as the answer's JSON bytes, from each class's card written once when it
 * was kept (library-cards.ts) and the member's favourite record of it. Serialising the page's 24
 * classes anew for every request was most of what a page allocated (the answer built up as a
 * string of many pieces, then flattened to be compressed: about 90 of 300 kB a request); copying
 * bytes written once allocates one buffer, off the heap. The bytes are the ones the route's
 * schema-based serialiser writes: the envelope `{"status":1,"content":[…]}`, each class's
 * properties in the schema's order (JSON.stringify of the card, made by views.ts's videoCard in
 * that order), `favoriteId` last. library-page-json.test.ts holds the two to the same answer.
 */

/** A kept card's JSON without its closing brace, for the member's favourite record to follow. */
export function openCardJson(card: object): Buffer {
  return Buffer.from(JSON.stringify(card).slice(0, -1));
}

const HEAD = Buffer.from(JSON.stringify(ok([])).slice(0, -2));
const TAIL = Buffer.from(']}');
const FAVOURITE = Buffer.from(',"favoriteId":');
const COMMA = 0x2c;
const CLOSE = '}';

/** One class of a page: its card's open JSON and the member's favourite record (null: none). */
export interface WrittenClass {
  json: Buffer;
  favoriteId: number | null;
}

/** The page's answer, `{"status":1,"content":[…]}`, as UTF-8 bytes. */
export function writePage(classes: readonly WrittenClass[]): Buffer {
  let length = HEAD.length + TAIL.length + Math.max(classes.length - 1, 0);
  for (const c of classes) {
    length += c.json.length + FAVOURITE.length + String(c.favoriteId).length + CLOSE.length;
  }
  const out = Buffer.allocUnsafe(length);
  let at = HEAD.copy(out, 0);
  classes.forEach((c, i) => {
    if (i > 0) out[at++] = COMMA;
    at += c.json.copy(out, at);
    at += FAVOURITE.copy(out, at);
    at += out.write(`${c.favoriteId}${CLOSE}`, at, 'latin1');
  });
  TAIL.copy(out, at);
  return out;
}
