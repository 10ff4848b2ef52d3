import type { LiveClass } from '@jetsweat/contract';
import {
  openObjectJson,
  sentOnceAnswer,
  writeKeptListAnswer,
  writeListAnswer,
  type ItemPlace,
} from '../../platform/http/written-json.ts';

/**
 * The site's classes not over yet, written once, kept for every member: the whole answer as a
 * member with no marks reads it, and where each class lies in it (its open JSON, then its
 * closing), by id.
 */
export interface WrittenClasses {
  classes: LiveClass[];
  unmarked: Buffer;
  places: Map<number, ItemPlace>;
}

export function writtenClasses(classes: LiveClass[]): WrittenClasses {
  const { bytes, places } = writeKeptListAnswer(
    classes.map((c) => ({ json: openObjectJson(c), close: UNMARKED })),
  );
  return { classes, unmarked: bytes, places: new Map(classes.map((c, i) => [c.id, places[i]!])) };
}

/** What the member's timetable shows beside each class: their booking, wait and held seat. */
export interface TimetableMarks {
  booked: ReadonlySet<number>;
  waiting: ReadonlySet<number>;
  held: ReadonlySet<number>;
}

/**
 * The member's timetable answer as bytes (platform/http/written-json.ts says why): each class's kept
 * JSON (written now for a class the site does not list) with the member's marks appended in the
 * schema's order, `booked`, `waiting`, `seatHeld` (memberLiveClassSchema);
 * member-timetable-json.test.ts holds the bytes to what the route's serialiser writes.
 */
export function writeMemberTimetable(
  classes: readonly LiveClass[],
  site: WrittenClasses,
  marks: TimetableMarks,
): Buffer {
  return writeListAnswer(
    classes.map((c) => {
      const place = site.places.get(c.id);
      return {
        json: place ? site.unmarked.subarray(place.json, place.close) : openObjectJson(c),
        close: closingOf(c.id, marks),
      };
    }),
  );
}

/**
 * The member's timetable when it is the site's list (no class booked elsewhere): the kept
 * unmarked answer with the closings of the few classes the member marked put in; the kept
 * bytes themselves when they marked none. Copies the list once, not class by class.
 */
export function writeMarkedSiteTimetable(site: WrittenClasses, marks: TimetableMarks): Buffer {
  const changed = new Map<number, Buffer>();
  for (const id of [...marks.booked, ...marks.waiting, ...marks.held]) {
    const at = site.places.get(id)?.close;
    if (at !== undefined && !changed.has(at)) changed.set(at, closingOf(id, marks));
  }
  if (changed.size === 0) return site.unmarked;
  const at = [...changed.keys()].sort((a, b) => a - b);
  let length = site.unmarked.length;
  for (const close of changed.values()) length += close.length - UNMARKED.length;
  const out = Buffer.allocUnsafe(length);
  let from = 0;
  let to = 0;
  for (const start of at) {
    to += site.unmarked.copy(out, to, from, start);
    to += changed.get(start)!.copy(out, to);
    from = start + UNMARKED.length;
  }
  site.unmarked.copy(out, to, from);
  return sentOnceAnswer(out);
}

const closingOf = (id: number, marks: TimetableMarks) =>
  CLOSINGS[
    (marks.booked.has(id) ? 4 : 0) + (marks.waiting.has(id) ? 2 : 0) + (marks.held.has(id) ? 1 : 0)
  ]!;

/** The eight ways the three marks close a class, indexed by booked·4 + waiting·2 + held. */
const CLOSINGS = Array.from({ length: 8 }, (_, i) =>
  Buffer.from(`,"booked":${i >= 4},"waiting":${(i & 2) > 0},"seatHeld":${(i & 1) > 0}}`),
);
const UNMARKED = CLOSINGS[0]!;
