import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorCodes, liveTexts, broadcastSchema, channelStateSchema } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { insertClass, newStaff } from '../../../test/schedule-fixtures.ts';
import {
  bookedClassInWindow,
  HOUR,
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

const create = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/rest/v2/broadcasts/create', token, payload }, broadcastSchema);
const end = (token: string, streamId: string) =>
  t.call({ method: 'DELETE', url: `/rest/v2/broadcasts/${streamId}`, token }, broadcastSchema);
const channel = (token: string, classId: number) =>
  t.call(
    { method: 'GET', url: `/api/livestream/channel/channelId/${classId}`, token },
    channelStateSchema,
  );

describe('POST /rest/v2/broadcasts/create', () => {
  it('lets the studio’s instructor go live with a stream id of their own or a generated one', async () => {
    const { classId } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const res = await create(teacher.token, { liveClassId: classId, streamId: 'morning-flow' });
    expectOk(res);
    expect(res.body.content).toMatchObject({ streamId: 'morning-flow', liveClassId: classId });

    const other = await bookedClassInWindow(t);
    const generated = await create(teacher.token, { liveClassId: other.classId, streamId: '' });
    expectOk(generated);
    expect(generated.body.content.streamId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const rows = await t.db.query(
      'SELECT stream_id FROM live_broadcasts WHERE live_class_id = $1',
      [other.classId],
    );
    expect(rows).toEqual([{ stream_id: generated.body.content.streamId }]);
  });

  it('answers spec 8’s text with 409 for a stream id in use, and another 409 for a class already live', async () => {
    const { classId } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    expect(
      (await create(teacher.token, { liveClassId: classId, streamId: 'in-use' })).statusCode,
    ).toBe(200);
    // The same id again (a page reloaded mid-class), for this class or another one.
    const again = await create(teacher.token, { liveClassId: classId, streamId: 'in-use' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toEqual({
      status: 0,
      content: 'Stream id is already being used. Please change stream id or keep it empty',
      code: apiErrorCodes.streamIdInUse,
    });
    // A second broadcast of a class on air.
    const twice = await create(teacher.token, { liveClassId: classId, streamId: 'another' });
    expect(twice.statusCode).toBe(409);
    expect(twice.body.content).toBe(liveTexts.classAlreadyLive);
    const rows = await t.db.query(
      'SELECT stream_id FROM live_broadcasts WHERE live_class_id = $1',
      [classId],
    );
    expect(rows).toEqual([{ stream_id: 'in-use' }]);
    const second = await bookedClassInWindow(t);
    const elsewhere = await create(teacher.token, {
      liveClassId: second.classId,
      streamId: 'in-use',
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.body.content).toBe(liveTexts.streamIdInUse);
    const onAir = await t.db.query(
      'SELECT live_class_id FROM live_broadcasts WHERE stream_id = $1',
      ['in-use'],
    );
    expect(onAir).toEqual([{ live_class_id: classId }]);
  });

  it('refuses a booked member, another studio’s instructor and a stranger with 403; staff may', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const other = await newInstructor(t, await otherStudioId(t));
    const stranger = await t.newUser();
    for (const who of [member, other, stranger]) {
      const res = await create(who.token, { liveClassId: classId });
      expect(res.statusCode).toBe(403);
      expect(res.body.content).toBe(liveTexts.notInstructor);
    }
    expect(
      await t.db.query('SELECT 1 FROM live_broadcasts WHERE live_class_id = $1', [classId]),
    ).toHaveLength(0);
    const staff = await newStaff(t);
    expect((await create(staff.token, { liveClassId: classId })).statusCode).toBe(200);
  });

  it('answers 404 for no such class, 409 outside the room’s window, 400 for a bad stream id, 401 without a login', async () => {
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const missing = await create(teacher.token, { liveClassId: 2_000_000_000 });
    expect(missing.statusCode).toBe(404);
    const later = await insertClass(t, { startsInHours: 2 });
    const early = await create(teacher.token, { liveClassId: later });
    expect(early.statusCode).toBe(409);
    expect(early.body).toMatchObject({ code: apiErrorCodes.liveRoomNotOpen });
    for (const streamId of ['has space', 'x'.repeat(65), '<script>']) {
      const bad = await create(teacher.token, { liveClassId: later, streamId });
      expect(bad.statusCode, streamId).toBe(400);
      expect(bad.body.content).toBe(liveTexts.badStreamId);
    }
    // The streaming server's answers are someone's own, like the API's: kept by no cache.
    const raw = await t.app.inject({
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      headers: { authorization: `Bearer ${teacher.token}` },
      payload: { liveClassId: later },
    });
    expect(raw.headers['cache-control']).toBe('private, no-store');
    const anonymous = await t.call({
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      payload: { liveClassId: later },
    });
    expect(anonymous.statusCode).toBe(401);
    t.clock.advance(2 * HOUR + 45 * MINUTE);
    const ended = await create(teacher.token, { liveClassId: later });
    expect(ended.statusCode).toBe(409);
    expect(ended.body).toMatchObject({ code: apiErrorCodes.liveClassEnded });
  });
});

describe('POST /rest/v2/broadcasts/create with the specification’s body, the stream id alone', () => {
  it('goes live for the class of the caller’s studio whose room is open, and answers spec 8 on a repeat', async () => {
    const [quiet] = await t.db.query<{ id: number }>(
      `SELECT id FROM studios s WHERE NOT EXISTS (SELECT 1 FROM live_classes WHERE studio_id = s.id)
       ORDER BY id LIMIT 1`,
    );
    const teacher = await newInstructor(t, quiet!.id);
    const none = await create(teacher.token, { streamId: 'spec-body' });
    expect(none.statusCode).toBe(409);
    expect(none.body).toEqual({ status: 0, content: liveTexts.noClassToGoLive });

    const classId = await insertClass(t, { studioId: quiet!.id, startsInHours: 1 });
    t.clock.advance(HOUR - 5 * MINUTE);
    const res = await create(teacher.token, { streamId: 'spec-body' });
    expectOk(res);
    expect(res.body.content).toMatchObject({ streamId: 'spec-body', liveClassId: classId });
    const again = await create(teacher.token, { streamId: 'spec-body' });
    expect(again.statusCode).toBe(409);
    expect(again.body.content).toBe(liveTexts.streamIdInUse);
    const empty = await create(teacher.token, {});
    expect(empty.statusCode).toBe(409);
    expect(empty.body.content).toBe(liveTexts.classAlreadyLive);
    expect(
      await t.db.query('SELECT stream_id FROM live_broadcasts WHERE live_class_id = $1', [classId]),
    ).toEqual([{ stream_id: 'spec-body' }]);
  });
});

describe('DELETE /rest/v2/broadcasts/{streamId}', () => {
  it('ends the broadcast for the class’s teachers only, and frees its stream id', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    await create(teacher.token, { liveClassId: classId, streamId: 'to-end' });
    const other = await newInstructor(t, await otherStudioId(t));
    for (const who of [member, other]) {
      const refused = await end(who.token, 'to-end');
      expect(refused.statusCode).toBe(403);
    }
    expect(
      await t.db.query("SELECT 1 FROM live_broadcasts WHERE stream_id = 'to-end'"),
    ).toHaveLength(1);
    const ended = await end(teacher.token, 'to-end');
    expectOk(ended);
    expect(ended.body.content).toMatchObject({ streamId: 'to-end', liveClassId: classId });
    expect((await end(teacher.token, 'to-end')).statusCode).toBe(404);
    // Recreating (spec 4: delete, then create) with the same id works again.
    expect(
      (await create(teacher.token, { liveClassId: classId, streamId: 'to-end' })).statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown stream id and 400 for a malformed one', async () => {
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    expect((await end(teacher.token, 'never-started')).statusCode).toBe(404);
    expect((await end(teacher.token, 'bad%20id')).statusCode).toBe(400);
  });
});

describe('GET /api/livestream/channel/channelId/{id}', () => {
  it('tells those who may enter whether the class is on air, and with which stream id', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const before = await channel(member.token, classId);
    expectOk(before);
    expect(before.body.content).toMatchObject({
      liveClassId: classId,
      role: 'member',
      live: false,
      streamId: null,
    });
    await create(teacher.token, { liveClassId: classId, streamId: 'on-air' });
    const during = await channel(member.token, classId);
    expect(during.body.content).toMatchObject({ live: true, streamId: 'on-air' });
    const asTeacher = await channel(teacher.token, classId);
    expect(asTeacher.body.content).toMatchObject({ role: 'instructor', live: true });
  });

  it('refuses a member who did not book (402), another studio’s instructor (403) and no such class (404)', async () => {
    const { classId } = await bookedClassInWindow(t);
    const stranger = await t.newUser();
    const other = await newInstructor(t, await otherStudioId(t));
    expect((await channel(stranger.token, classId)).statusCode).toBe(402);
    expect((await channel(other.token, classId)).statusCode).toBe(403);
    expect((await channel(stranger.token, 2_000_000_000)).statusCode).toBe(404);
  });
});
