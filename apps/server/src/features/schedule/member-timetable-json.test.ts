import { z } from 'zod';
import { memberLiveClassSchema, okEnvelope, type LiveClass } from '@jetsweat/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../platform/envelope.ts';
import { compiledSerializer } from '../../platform/response-serializer.ts';
import { writeMemberTimetable, writtenClasses } from './member-timetable-json.ts';

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
    const written = writeMemberTimetable(
      [...onSite.classes, elsewhere],
      onSite.written,
      marks,
    ).toString('utf8');
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
    const written = writeMemberTimetable(onSite.classes, onSite.written, marks).toString('utf8');
    const members = onSite.classes.map((c) => ({
      ...c,
      booked: marks.booked.has(c.id),
      waiting: marks.waiting.has(c.id),
      seatHeld: marks.held.has(c.id),
    }));
    expect(written).toBe(serialise(ok(members)));
  });

  it('writes no classes as an empty list', () => {
    const none = writeMemberTimetable([], new Map(), {
      booked: new Set(),
      waiting: new Set(),
      held: new Set(),
    });
    expect(none.toString()).toBe(serialise(ok([])));
  });
});
