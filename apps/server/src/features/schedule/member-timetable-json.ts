import type { LiveClass } from '@jetsweat/contract';
import { openObjectJson, writeListAnswer } from '../../platform/written-json.ts';

/** The site's classes not over yet, each also written once as open JSON, kept for every member. */
export interface WrittenClasses {
  classes: LiveClass[];
  written: Map<number, Buffer>;
}

export function writtenClasses(classes: LiveClass[]): WrittenClasses {
  return { classes, written: new Map(classes.map((c) => [c.id, openObjectJson(c)])) };
}

/** What the member's timetable shows beside each class: their booking, wait and held seat. */
export interface TimetableMarks {
  booked: ReadonlySet<number>;
  waiting: ReadonlySet<number>;
  held: ReadonlySet<number>;
}

/**
 * The member's timetable answer as bytes (platform/written-json.ts says why): each class's kept
 * JSON (written now for a class the site does not list) with the member's marks appended in the
 * schema's order, `booked`, `waiting`, `seatHeld` (memberLiveClassSchema);
 * member-timetable-json.test.ts holds the bytes to what the route's serialiser writes.
 */
export function writeMemberTimetable(
  classes: readonly LiveClass[],
  written: ReadonlyMap<number, Buffer>,
  marks: TimetableMarks,
): Buffer {
  return writeListAnswer(
    classes.map((c) => ({
      json: written.get(c.id) ?? openObjectJson(c),
      close:
        CLOSINGS[
          (marks.booked.has(c.id) ? 4 : 0) +
            (marks.waiting.has(c.id) ? 2 : 0) +
            (marks.held.has(c.id) ? 1 : 0)
        ]!,
    })),
  );
}

/** The eight ways the three marks close a class, indexed by booked·4 + waiting·2 + held. */
const CLOSINGS = Array.from({ length: 8 }, (_, i) =>
  Buffer.from(`,"booked":${i >= 4},"waiting":${(i & 2) > 0},"seatHeld":${(i & 1) > 0}}`),
);
