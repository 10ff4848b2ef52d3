import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deletedWorkoutAnswerSchema,
  myWorkoutAnswerSchema,
  workoutSchema,
  workoutTexts,
} from '@jetsweat/contract';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { newMember } from '../videos/test-fixtures.ts';
import { HOUR, insertClass, newCustomer, onNorthloop } from '../../../test/schedule-fixtures.ts';

// Thursday 20 November 2026, 10:00 in New York.
const NOW = new Date('2026-11-20T15:00:00Z');
let t: TestApp;
let videoId: number;
let program: { id: number; title: string; video_id: number };

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const [row] = await t.db.query<{ id: number; title: string; video_id: number }>(
    `SELECT p.id, p.title, pc.video_id FROM programs p
       JOIN program_classes pc ON pc.program_id = p.id ORDER BY p.id, pc.week, pc.position LIMIT 1`,
  );
  program = row!;
  videoId = program.video_id;
});
afterAll(() => t.close());

type Person = { id: number; token: string };

/** Schedules the program's first class for `m` at `hoursAhead`; the workout's id. */
async function scheduled(m: Person, hoursAhead = 3, withProgram = false): Promise<number> {
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/workout/add',
      token: m.token,
      payload: {
        videoId,
        programId: withProgram ? program.id : null,
        when: new Date(NOW.getTime() + hoursAhead * HOUR).toISOString(),
      },
    },
    workoutSchema,
  );
  expectOk(res, 201);
  return res.body.content.id;
}

const update = (token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: '/api/workout/update', token, payload }, z.array(workoutSchema));
const updateStatus = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/workout/updateStatus', token, payload }, workoutSchema);
const remove = (token: string, payload: object) =>
  t.call(
    { method: 'POST', url: '/api/workout/delete', token, payload },
    deletedWorkoutAnswerSchema,
  );
const stored = async (id: number) =>
  (
    await t.db.query<{ scheduled_for: Date; status: string }>(
      'SELECT scheduled_for, status FROM workouts WHERE id = $1',
      [id],
    )
  )[0];

describe('POST /api/workout/update', () => {
  it('needs a login', async () => {
    const res = await update(undefined, { workoutId: 1, when: '12-01-2026 07:30' });
    expectFailure(res, 401);
  });

  it("moves an on-demand workout to the time given, read in the member's zone (Eastern Time when none)", async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    const eastern = await update(m.token, { workoutId: id, when: '12-01-2026 07:30' });
    expectOk(eastern);
    expect(eastern.body.content).toHaveLength(1);
    expect(eastern.body.content[0]).toMatchObject({ id, when: '2026-12-01T12:30:00.000Z' });
    const pacific = await update(m.token, {
      workoutId: id,
      when: '12-01-2026 07:30',
      timeZone: 'America/Los_Angeles',
    });
    expectOk(pacific);
    expect(pacific.body.content[0]!.when).toBe('2026-12-01T15:30:00.000Z');
    expect((await stored(id))!.scheduled_for).toEqual(new Date('2026-12-01T15:30:00Z'));
  });

  it('reads the same wall-clock time across a daylight-saving change, and 00:xx as 12 AM', async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    // New York moves to daylight time on Sunday 14 March 2027.
    const before = await update(m.token, { workoutId: id, when: '03-13-2027 09:00' });
    expectOk(before);
    expect(before.body.content[0]!.when).toBe('2027-03-13T14:00:00.000Z');
    const after = await update(m.token, { workoutId: id, when: '03-14-2027 09:00' });
    expectOk(after);
    expect(after.body.content[0]!.when).toBe('2027-03-14T13:00:00.000Z');
    const midnight = await update(m.token, { workoutId: id, when: '01-05-2027 00:05' });
    expectOk(midnight);
    expect(midnight.body.content[0]!.when).toBe('2027-01-05T05:05:00.000Z');
  });

  it.each([
    ['02-30-2026 10:00', workoutTexts.noSuchDay],
    ['02-29-2027 10:00', workoutTexts.noSuchDay],
    ['2026-12-01 10:00', workoutTexts.whenFormat],
    ['13-01-2026 10:00', workoutTexts.whenFormat],
    ['12-01-2026 24:00', workoutTexts.whenFormat],
    ['12-01-2026 7:30', workoutTexts.whenFormat],
    ['12-01-2025 10:00', workoutTexts.whenYear],
    ['01-01-2028 10:00', workoutTexts.whenYear],
    ['11-30-2027 10:00', workoutTexts.whenTooLate],
  ])(
    'refuses %s with a clear message and leaves the workout where it was',
    async (when, message) => {
      const m = await newMember(t);
      const id = await scheduled(m);
      const before = await stored(id);
      const res = await update(m.token, { workoutId: id, when });
      expectFailure(res, 400);
      expect(res.body.content).toBe(message);
      expect(await stored(id)).toEqual(before);
    },
  );

  it('takes Feb 29 of a leap year as a day: 02-29-2028 is refused only for its year', async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    const res = await update(m.token, { workoutId: id, when: '02-29-2028 10:00' });
    expectFailure(res, 400);
    expect(res.body.content).toBe(workoutTexts.whenYear);
  });

  it('refuses a time zone it does not know', async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    const res = await update(m.token, {
      workoutId: id,
      when: '12-01-2026 07:30',
      timeZone: 'Mars/Olympus_Mons',
    });
    expectFailure(res, 400);
    expect(res.body.content).toBe(workoutTexts.unknownTimeZone);
  });

  it("answers another member's workout as not found and leaves it alone", async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const id = await scheduled(owner);
    const before = await stored(id);
    const res = await update(other.token, { workoutId: id, when: '12-01-2026 07:30' });
    expectFailure(res, 404);
    expect(res.body.content).toBe(workoutTexts.workoutNotFound);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses to move a class onto the same class already scheduled at that minute', async () => {
    const m = await newMember(t);
    const first = await scheduled(m, 3);
    const second = await scheduled(m, 5);
    const target = new Date(NOW.getTime() + 3 * HOUR); // 13:00 Eastern
    expect(target.toISOString()).toBe('2026-11-20T18:00:00.000Z');
    const res = await update(m.token, { workoutId: second, when: '11-20-2026 13:00' });
    expectFailure(res, 409);
    expect(res.body.content).toBe(workoutTexts.alreadyThere);
    expect((await stored(second))!.scheduled_for).toEqual(new Date(NOW.getTime() + 5 * HOUR));
    expect((await stored(first))!.scheduled_for).toEqual(target);
  });

  it("keeps a booked live class at the class's time", async () => {
    const person = await newCustomer(t);
    const classId = await insertClass(t, { startsInHours: 26 });
    const booked = await t.call(
      {
        method: 'POST',
        url: '/api/workout/add',
        token: person.token,
        headers: onNorthloop,
        payload: { liveClassId: classId, videoId: null },
      },
      workoutSchema,
    );
    expectOk(booked, 201);
    const id = booked.body.content.id;
    const res = await update(person.token, { workoutId: id, when: '12-01-2026 07:30' });
    expectFailure(res, 400);
    expect(res.body.content).toBe(workoutTexts.liveClassTime);
    const del = await remove(person.token, { workoutId: id });
    expectFailure(del, 400);
    expect(del.body.content).toBe(workoutTexts.liveClassBooked);
    expect((await stored(id))!.status).toBe('scheduled');
  });
});

/** Puts a workout `hours` before the test's clock, as one whose time has come. */
const intoThePast = (id: number, hours = 2) =>
  t.db.query('UPDATE workouts SET scheduled_for = $1 WHERE id = $2', [
    new Date(NOW.getTime() - hours * HOUR),
    id,
  ]);

describe('POST /api/workout/updateStatus', () => {
  it('sets any of the three statuses and answers the workout', async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    await intoThePast(id);
    for (const status of ['completed', 'skipped', 'scheduled'] as const) {
      const res = await updateStatus(m.token, { workoutId: id, status });
      expectOk(res);
      expect(res.body.content).toMatchObject({ id, status });
      expect((await stored(id))!.status).toBe(status);
    }
  });

  it('refuses an unknown status, and another member’s workout, changing nothing', async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    const unknown = await updateStatus(m.token, { workoutId: id, status: 'done' });
    expectFailure(unknown, 400);
    expect(unknown.body.content).toBe(workoutTexts.statusUnknown);
    const other = await newMember(t);
    const theirs = await updateStatus(other.token, { workoutId: id, status: 'completed' });
    expectFailure(theirs, 404);
    expect((await stored(id))!.status).toBe('scheduled');
  });

  it('refuses to mark a workout still ahead completed, changing nothing; skipped it may be', async () => {
    const m = await newMember(t);
    const id = await scheduled(m, 3);
    const early = await updateStatus(m.token, { workoutId: id, status: 'completed' });
    expectFailure(early, 400);
    expect(early.body.content).toBe(workoutTexts.notYetCompleted);
    expect((await stored(id))!.status).toBe('scheduled');
    expectOk(await updateStatus(m.token, { workoutId: id, status: 'skipped' }));
    expect((await stored(id))!.status).toBe('skipped');
  });
});

describe('POST /api/workout/delete', () => {
  it('takes the workout off the calendar once; a second delete finds nothing', async () => {
    const m = await newMember(t);
    const id = await scheduled(m);
    const other = await newMember(t);
    expectFailure(await remove(other.token, { workoutId: id }), 404);
    expect(await stored(id)).toBeDefined();
    const res = await remove(m.token, { workoutId: id });
    expectOk(res);
    expect(res.body.content).toEqual({ workoutId: id });
    expect(await stored(id)).toBeUndefined();
    const again = await remove(m.token, { workoutId: id });
    expectFailure(again, 404);
    expect(again.body.content).toBe(workoutTexts.workoutNotFound);
  });
});

describe('POST /api/workout/myWorkout', () => {
  it("names each workout's program", async () => {
    const m = await newMember(t);
    await scheduled(m, 3, true);
    await scheduled(m, 7, false);
    const res = await t.call(
      { method: 'POST', url: '/api/workout/myWorkout', token: m.token, payload: {} },
      myWorkoutAnswerSchema,
    );
    expectOk(res);
    expect(res.body.content.workouts.map((w) => w.programTitle)).toEqual([program.title, null]);
  });
});
