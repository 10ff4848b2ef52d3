import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_TEACHING_DAYS,
  TEACHING_DAYS,
  teachingListSchema,
  type TeachingClass,
} from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClass, newCustomer, newStaff } from '../../../test/schedule-fixtures.ts';
import {
  bookedClassInWindow,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../test/live-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const teaching = (token?: string) =>
  t.call(
    { method: 'GET', url: '/api/livestream/teaching', ...(token ? { token } : {}) },
    teachingListSchema,
  );

async function listed(token: string): Promise<TeachingClass[]> {
  const res = await teaching(token);
  expectOk(res);
  return res.body.content;
}

const ids = (list: TeachingClass[]) => list.map((c) => c.id);

describe('GET /api/livestream/teaching', () => {
  it("lists an instructor's own studio's classes not ended of the week to come, soonest first, and which is on air", async () => {
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const later = await insertClass(t, { startsInHours: 30, title: 'Later flow' });
    const underWay = await insertClass(t, { startsInHours: -0.5, minutes: 60 });
    const ended = await insertClass(t, { startsInHours: -2, minutes: 60 });
    const elsewhere = await insertClass(t, { studioId: await otherStudioId(t), startsInHours: 1 });
    const nextWeek = await insertClass(t, { startsInHours: TEACHING_DAYS * 24 + 1 });
    await t.call({
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      token: teacher.token,
      payload: { liveClassId: underWay },
    });

    const list = await listed(teacher.token);
    expect(ids(list)).toContain(later);
    expect(ids(list)).toContain(underWay);
    expect(ids(list)).not.toContain(ended);
    expect(ids(list)).not.toContain(elsewhere);
    expect(ids(list)).not.toContain(nextWeek);
    expect(list.every((c) => c.studioId === NORTHLOOP_ID)).toBe(true);
    const starts = list.map((c) => Date.parse(c.scheduledDatetime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(ids(list).indexOf(underWay)).toBeLessThan(ids(list).indexOf(later));
    expect(list.find((c) => c.id === underWay)).toMatchObject({ live: true, minutesDuration: 60 });
    expect(list.find((c) => c.id === later)).toMatchObject({ live: false, title: 'Later flow' });
  });

  it('drops a class once it has ended', async () => {
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const { classId } = await bookedClassInWindow(t, { minutes: 30 });
    expect(ids(await listed(teacher.token))).toContain(classId);
    t.clock.advance(36 * MINUTE);
    expect(ids(await listed(teacher.token))).not.toContain(classId);
  });

  it("lists every studio's classes for staff, only the next days'", async () => {
    const staff = await newStaff(t);
    const here = await insertClass(t, { startsInHours: 2 });
    const there = await insertClass(t, { studioId: await otherStudioId(t), startsInHours: 3 });
    const tooFar = await insertClass(t, { startsInHours: STAFF_TEACHING_DAYS * 24 + 1 });
    const list = ids(await listed(staff.token));
    expect(list).toContain(here);
    expect(list).toContain(there);
    expect(list).not.toContain(tooFar);
  });

  it('gives a member who teaches nowhere an empty list, and asks for a login without one', async () => {
    const member = await newCustomer(t, NORTHLOOP_ID);
    await insertClass(t, { startsInHours: 1 });
    expect(await listed(member.token)).toEqual([]);
    expect((await teaching()).statusCode).toBe(401);
  });
});
