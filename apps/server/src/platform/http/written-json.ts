import { letGo, ownedBytes, ownsItsMemory } from '../runtime/buffer-pool.ts';
import { ok } from './envelope.ts';

/**
 * Answers written as bytes from pieces serialised once. A list the same for everyone (a site's
 * classes, the library's cards) is kept with each item's JSON written when it was kept, open
 * (without its closing brace); a member's answer then copies those bytes and appends only their
 * own properties to each item. Serialising the whole list anew on every request was most of what
 * such an answer cost (the string built up piece by piece, then flattened to be compressed);
 * copying allocates one buffer, off the heap. The bytes must be those the route's schema-based
 * serialiser writes (platform/http/response-serializer.ts): the item's properties in the schema's
 * order, which the view that makes the item keeps; each use has a test holding the two to the
 * same answer.
 */

/**
 * An object's JSON without its closing brace, for an answer's own properties to follow: kept with
 * the item, so in memory of its own (buffer-pool.ts says why).
 */
export function openObjectJson(value: object): Buffer {
  return ownedBytes(Buffer.from(JSON.stringify(value).slice(0, -1)));
}

/**
 * One item of a written list: its open JSON and the bytes that close it (`,"booked":true}`).
 * Closings are few and made once where they can be (a member's three marks close a class in one
 * of eight ways): a string built per item and then flattened to be written was half of what a
 * member's timetable allocated on the heap (docs/benchmarks.md).
 */
export interface WrittenItem {
  json: Buffer;
  close: Buffer;
}

/** Answers writeListAnswer made: each is one request's, sent once (see releaseWrittenAnswer). */
const sentOnce = new WeakSet<Buffer>();

const HEAD = Buffer.from(JSON.stringify(ok([])).slice(0, -2));
const TAIL = Buffer.from(']}');
const COMMA = 0x2c;

/** The answer `{"status":1,"content":[…]}` of the items, as UTF-8 bytes, sent once. */
export function writeListAnswer(items: readonly WrittenItem[]): Buffer {
  return sentOnceAnswer(writeItems(items));
}

/** Where an item's open JSON and its closing start in a written answer. */
export interface ItemPlace {
  json: number;
  close: number;
}

/**
 * The same answer kept (never let go after a send), with where each item lies in it: an answer
 * made from it changes a few closings (member-timetable-json.ts).
 */
export function writeKeptListAnswer(items: readonly WrittenItem[]): {
  bytes: Buffer;
  places: ItemPlace[];
} {
  const places: ItemPlace[] = [];
  return { bytes: ownedBytes(writeItems(items, places)), places };
}

function writeItems(items: readonly WrittenItem[], places?: ItemPlace[]): Buffer {
  let length = HEAD.length + TAIL.length + Math.max(items.length - 1, 0);
  for (const item of items) length += item.json.length + item.close.length;
  const out = Buffer.allocUnsafe(length);
  let at = HEAD.copy(out, 0);
  items.forEach((item, i) => {
    if (i > 0) out[at++] = COMMA;
    const json = at;
    at += item.json.copy(out, at);
    places?.push({ json, close: at });
    at += item.close.copy(out, at);
  });
  TAIL.copy(out, at);
  return out;
}

/**
 * Marks `answer`, made for one request, to be let go once compressed (releaseWrittenAnswer).
 * Answers under half of Buffer.poolSize are slices of Node's shared pool: never let go.
 */
export function sentOnceAnswer(answer: Buffer): Buffer {
  if (ownsItsMemory(answer)) sentOnce.add(answer);
  return answer;
}

/**
 * Lets `answer`'s memory go at once if writeListAnswer made it, once it has been compressed into
 * what is sent. V8 frees a dead buffer's memory only when it next collects, and lets tens of MB
 * of them wait first: a member's timetable is 100 kB written per request, and under its load
 * the instance's highest RSS fell from 302-309 MB to 263-275 MB with this (docs/benchmarks.md).
 * Anything else passes untouched.
 */
export function releaseWrittenAnswer(answer: Buffer): void {
  if (sentOnce.delete(answer)) letGo(answer);
}
