import { z } from 'zod';
import {
  DEFAULT_CANCEL_POLICY,
  memberLiveClassSchema,
  okEnvelope,
  type LiveClass,
} from '@jetsweat/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../platform/http/envelope.ts';
import { compiledSerializer } from '../../platform/http/response-serializer.ts';
import { releaseWrittenAnswer } from '../../platform/http/written-json.ts';
import {
  writeMarkedSiteTimetable,
  writeMemberTimetable,
  writtenClasses,
} from './member-timetable-json.ts';

const liveClass = (id: number, more: Partial<LiveClass> = {}): LiveClass => ({
  id,
  scheduledDatetime: `2026-12-0${id}T15:00:00.000Z`,
  title: `Barre “${id}” with a \\ backslash and a "double quote"`,
  description: 'Line one\nline two',
  instructor: 'Zoë',
  minutesDuration: 45,
  classType: 'Barre',
  level: null,
  studioId: 2,
  studioName: 'Studio',
  studioShortName: 'STU',
  studioLogo: '',
  isOnJetsweat: 1,
  price: 19.5,
  product: { availability: null },
  capacity: 20,
  seatsLeft: 3,
  bookingClosesAt: `2026-12-0${id}T15:45:00.000Z`,
  cancelPolicy: DEFAULT_CANCEL_POLICY,
  ...more,
});

/** What the route's own schema-based serialiser writes for the same timetable. */
const schema = okEnvelope(z.array(memberLiveClassSchema));
const serialise = compiledSerializer({
  schema,
  method: 'GET',
  url: '/api/liveclass/upcoming',
  httpStatus: '200',
}) as (data: unknown) => string;

describe("a member's timetable written from the site's kept classes", () => {
  it('is the bytes the schema serialiser writes, marks included, for a class the site does not list too', () => {
    const onSite = writtenClasses([liveClass(1), liveClass(2, { price: null, level: 'Advanced' })]);
    const elsewhere = liveClass(3, { isOnJetsweat: 0, product: { availability: 1 } });
    const marks = { booked: new Set([2, 3]), waiting: new Set([1]), held: new Set([1]) };
    const written = writeMemberTimetable([...onSite.classes, elsewhere], onSite, marks).toString(
      'utf8',
    );
    const members = [...onSite.classes, elsewhere].map((c) => ({
      ...c,
      booked: marks.booked.has(c.id),
      waiting: marks.waiting.has(c.id),
      seatHeld: marks.held.has(c.id),
    }));
    expect(written).toBe(serialise(ok(members)));
    expect(schema.parse(JSON.parse(written))).toEqual(ok(members));
  });

  it('closes each class with its own marks, in every combination of the three', () => {
    const onSite = writtenClasses(Array.from({ length: 8 }, (_, i) => liveClass(i + 1)));
    const marked = (bit: number) =>
      new Set(onSite.classes.filter((c) => ((c.id - 1) & bit) > 0).map((c) => c.id));
    const marks = { booked: marked(4), waiting: marked(2), held: marked(1) };
    const written = writeMemberTimetable(onSite.classes, onSite, marks).toString('utf8');
    const members = onSite.classes.map((c) => ({
      ...c,
      booked: marks.booked.has(c.id),
      waiting: marks.waiting.has(c.id),
      seatHeld: marks.held.has(c.id),
    }));
    expect(written).toBe(serialise(ok(members)));
  });

  it('writes no classes as an empty list', () => {
    const none = writeMemberTimetable([], writtenClasses([]), {
      booked: new Set(),
      waiting: new Set(),
      held: new Set(),
    });
    expect(none.toString()).toBe(serialise(ok([])));
  });
});

describe("a member's timetable made from the site's kept unmarked answer", () => {
  // Over 4 kB, as a site's list is: an answer in memory of its own, let go once sent.
  const onSite = writtenClasses(
    Array.from({ length: 8 }, (_, i) => liveClass(i + 1, { description: 'Breathe. '.repeat(60) })),
  );
  const asMember = (marks: { booked: Set<number>; waiting: Set<number>; held: Set<number> }) =>
    onSite.classes.map((c) => ({
      ...c,
      booked: marks.booked.has(c.id),
      waiting: marks.waiting.has(c.id),
      seatHeld: marks.held.has(c.id),
    }));

  it('is the bytes the schema serialiser writes, in every combination of the three marks', () => {
    const marked = (bit: number) =>
      new Set(onSite.classes.filter((c) => ((c.id - 1) & bit) > 0).map((c) => c.id));
    const marks = { booked: marked(4), waiting: marked(2), held: marked(1) };
    const written = writeMarkedSiteTimetable(onSite, marks);
    expect(written.toString('utf8')).toBe(serialise(ok(asMember(marks))));
    expect(written.equals(writeMemberTimetable(onSite.classes, onSite, marks))).toBe(true);
  });

  it('marks the first and the last class, and ignores a mark of a class the site does not list', () => {
    const marks = { booked: new Set([1, 99]), waiting: new Set([8]), held: new Set<number>() };
    const written = writeMarkedSiteTimetable(onSite, marks).toString('utf8');
    expect(written).toBe(serialise(ok(asMember(marks))));
  });

  it('is the kept answer itself without marks, and stays whole when a marked answer is let go', () => {
    const none = { booked: new Set<number>(), waiting: new Set<number>(), held: new Set<number>() };
    const unmarked = writeMarkedSiteTimetable(onSite, none);
    expect(unmarked).toBe(onSite.unmarked);
    const expected = serialise(ok(asMember(none)));
    expect(unmarked.toString('utf8')).toBe(expected);
    // Both as the route sends them: compressed, then let go (platform/http/http-caching.ts).
    releaseWrittenAnswer(unmarked);
    const marked = writeMarkedSiteTimetable(onSite, { ...none, booked: new Set([3]) });
    releaseWrittenAnswer(marked);
    expect(marked.length).toBe(0);
    expect(writeMarkedSiteTimetable(onSite, none).toString('utf8')).toBe(expected);
  });
});
