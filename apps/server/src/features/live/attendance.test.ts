import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes, liveTexts, scheduleTexts, attendanceSchema } from '@jetsweat/contract';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { insertClass, newCustomer, newStaff } from '../../../test/schedule-fixtures.ts';
import {
  bookedClassInWindow,
  HOUR,
  join,
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

const camera = (token: string, id: number, payload: object) =>
  t.call({ method: 'PUT', url: `/api/events/live-class/${id}`, token, payload }, attendanceSchema);
/** The member's attendance id, from joining the class. */
async function attendanceId(token: string, classId: number): Promise<number> {
  const res = await join(t, token, classId);
  expectOk(res);
  return res.body.content.id;
}

describe('POST /api/events/live-class', () => {
  it('records one attendance per member and class, however often they rejoin', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const first = await join(t, member.token, classId);
    expectOk(first);
    expect(first.body.content).toMatchObject({
      liveClassId: classId,
      role: 'member',
      cameraOn: false,
      cameraOnDurationSeconds: 0,
    });
    t.clock.advance(2 * MINUTE);
    const again = await join(t, member.token, classId);
    expectOk(again);
    expect(again.body.content.id).toBe(first.body.content.id);
    expect(again.body.content.joinedAt).toBe(first.body.content.joinedAt);
    expect(again.body.content.lastJoinedAt).not.toBe(first.body.content.lastJoinedAt);
    const rows = await t.db.query(
      'SELECT id FROM live_class_attendance WHERE live_class_id = $1 AND user_id = $2',
      [classId, member.id],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses a member who did not book with 402, even when their plan would include the class', async () => {
    const { classId } = await bookedClassInWindow(t);
    // A northloop subscriber: the plan includes the class, but the room asks for the booking.
    const subscriber = await newCustomer(t, NORTHLOOP_ID);
    const res = await join(t, subscriber.token, classId);
    expect(res.statusCode).toBe(402);
    expect(res.body).toEqual({ status: 0, content: liveTexts.notBooked });
    const rows = await t.db.query('SELECT 1 FROM live_class_attendance WHERE user_id = $1', [
      subscriber.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('lets a member who paid by card in', async () => {
    const { bookByCard } = await import('../../../test/schedule-fixtures.ts');
    const classId = await insertClass(t, { startsInHours: 1 });
    const buyer = await t.newUser();
    const paid = await bookByCard(t, buyer.token, classId);
    expectOk(paid);
    t.clock.advance(HOUR - 5 * MINUTE);
    const res = await join(t, buyer.token, classId);
    expectOk(res);
    expect(res.body.content.role).toBe('member');
  });

  it('lets the studio’s instructors and staff in as instructors, and refuses another studio’s with 403', async () => {
    const { classId } = await bookedClassInWindow(t);
    const own = await newInstructor(t, NORTHLOOP_ID);
    const staff = await newStaff(t);
    const other = await newInstructor(t, await otherStudioId(t));
    for (const teacher of [own, staff]) {
      const res = await join(t, teacher.token, classId);
      expectOk(res);
      expect(res.body.content.role).toBe('instructor');
    }
    const refused = await join(t, other.token, classId);
    expect(refused.statusCode).toBe(403);
    expect(refused.body.content).toBe(liveTexts.notInstructor);
  });

  it('answers 404 for a class that does not exist', async () => {
    const member = await t.newUser();
    const res = await join(t, member.token, 2_000_000_000);
    expect(res.statusCode).toBe(404);
    expect(res.body.content).toBe(scheduleTexts.classNotFound);
  });

  it('answers 409 with a code before the room opens and after the class ends', async () => {
    const classId = await insertClass(t, { startsInHours: 1, minutes: 30 });
    const member = await newCustomer(t, NORTHLOOP_ID);
    await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: member.token,
      headers: { host: 'northloop.localhost' },
      payload: { liveClassId: classId, videoId: null },
    });
    // Eleven minutes before: the room opens ten minutes before the class.
    t.clock.advance(HOUR - 11 * MINUTE);
    const early = await join(t, member.token, classId);
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatchObject({
      content: liveTexts.notYetOpen,
      code: apiErrorCodes.liveRoomNotOpen,
    });
    t.clock.advance(2 * MINUTE);
    expect((await join(t, member.token, classId)).statusCode).toBe(200);
    // The class's last minute still lets in; its end does not.
    t.clock.advance(9 * MINUTE + 29 * MINUTE);
    expect((await join(t, member.token, classId)).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    const ended = await join(t, member.token, classId);
    expect(ended.statusCode).toBe(409);
    expect(ended.body).toMatchObject({
      content: liveTexts.classEnded,
      code: apiErrorCodes.liveClassEnded,
    });
  });

  it('refuses bad input with 400 and records nothing', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    for (const payload of [
      {},
      { liveClassId: 'abc' },
      { liveClassId: -1 },
      { liveClassId: classId, userAgent: 'x'.repeat(501) },
      { liveClassId: classId, browser: 7 },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: '/api/events/live-class',
        token: member.token,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.body.status).toBe(0);
    }
    const rows = await t.db.query('SELECT 1 FROM live_class_attendance WHERE user_id = $1', [
      member.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('needs a login', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/events/live-class',
      payload: { liveClassId: 1 },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /api/events/live-class/{attendanceId}', () => {
  it('records the camera, whose time only grows and is bounded by the time since joining', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const id = await attendanceId(member.token, classId);
    t.clock.advance(10 * MINUTE);
    const on = await camera(member.token, id, { cameraOn: true, cameraOnDurationSeconds: 300 });
    expectOk(on);
    expect(on.body.content).toMatchObject({ cameraOn: true, cameraOnDurationSeconds: 300 });
    // A late, smaller report (a retry arriving out of order) does not shrink it.
    const older = await camera(member.token, id, { cameraOn: false, cameraOnDurationSeconds: 120 });
    expect(older.body.content).toMatchObject({ cameraOn: false, cameraOnDurationSeconds: 300 });
    // Ten minutes since the join: a clock a little ahead is counted up to the ten minutes...
    const ahead = await camera(member.token, id, { cameraOn: true, cameraOnDurationSeconds: 630 });
    expectOk(ahead);
    expect(ahead.body.content.cameraOnDurationSeconds).toBe(600);
    // ...and much more than the time since joining is refused, changing nothing.
    const tooLong = await camera(member.token, id, {
      cameraOn: true,
      cameraOnDurationSeconds: 900,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.content).toBe(liveTexts.cameraTimeTooLong);
    const [row] = await t.db.query<{ camera_on_seconds: number }>(
      'SELECT camera_on_seconds FROM live_class_attendance WHERE id = $1',
      [id],
    );
    expect(row!.camera_on_seconds).toBe(600);
  });

  it('answers the stored total on a rejoin, and the page’s running total adds up across visits', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const id = await attendanceId(member.token, classId);
    t.clock.advance(6 * MINUTE);
    expectOk(await camera(member.token, id, { cameraOn: false, cameraOnDurationSeconds: 300 }));
    // The member comes back: the join answers the 300 s so far, and the page counts on from them.
    t.clock.advance(MINUTE);
    const again = await join(t, member.token, classId);
    expectOk(again);
    expect(again.body.content).toMatchObject({ id, cameraOnDurationSeconds: 300 });
    t.clock.advance(4 * MINUTE);
    const total = await camera(member.token, id, { cameraOn: true, cameraOnDurationSeconds: 500 });
    expectOk(total);
    expect(total.body.content.cameraOnDurationSeconds).toBe(500);
    const [row] = await t.db.query<{ camera_on_seconds: number }>(
      'SELECT camera_on_seconds FROM live_class_attendance WHERE id = $1',
      [id],
    );
    expect(row!.camera_on_seconds).toBe(500);
  });

  it('answers 404 for another member’s attendance and leaves it alone', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const id = await attendanceId(member.token, classId);
    t.clock.advance(5 * MINUTE);
    const other = await t.newUser();
    const res = await camera(other.token, id, { cameraOn: true, cameraOnDurationSeconds: 60 });
    expect(res.statusCode).toBe(404);
    expect(res.body.content).toBe(liveTexts.attendanceNotFound);
    const [row] = await t.db.query<{ camera_on: boolean; camera_on_seconds: number }>(
      'SELECT camera_on, camera_on_seconds FROM live_class_attendance WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ camera_on: false, camera_on_seconds: 0 });
  });

  it('still takes the report on leaving after the class has ended', async () => {
    const { classId, member } = await bookedClassInWindow(t, { minutes: 30 });
    const id = await attendanceId(member.token, classId);
    t.clock.advance(40 * MINUTE);
    const res = await camera(member.token, id, { cameraOn: false, cameraOnDurationSeconds: 1500 });
    expectOk(res);
    expect(res.body.content.cameraOnDurationSeconds).toBe(1500);
  });

  it('refuses bad input with 400', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const id = await attendanceId(member.token, classId);
    for (const payload of [
      {},
      { cameraOn: 'yes', cameraOnDurationSeconds: 1 },
      { cameraOn: true, cameraOnDurationSeconds: -1 },
      { cameraOn: true, cameraOnDurationSeconds: 1.5 },
    ]) {
      const res = await camera(member.token, id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const bad = await camera(member.token, 0, { cameraOn: true, cameraOnDurationSeconds: 1 });
    expect(bad.statusCode).toBe(400);
  });
});
