// The end of a live class (issue 51, item 3): the instructor ends it, every member's room hears
// so at once and the channel keeps it; each member's summary; a resume within the scheduled time.
import { describe, expect, it } from 'vitest';
import {
  broadcastSchema,
  channelStateSchema,
  classEndedSchema,
  classSummarySchema,
  liveEndingEvents,
  liveSocketEvents as ev,
  liveTexts,
  RECORDING_MINUTES_PER_CLASS_MINUTE,
  RECORDING_TAKE_SECONDS,
} from '@jetsweat/contract';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import type { TestApp } from '../../../test/harness.ts';
import {
  bookedClassInWindow,
  join,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
} from '../../../test/live-kit.ts';
import { ask, listeningLiveApp, next } from '../../../test/live-socket-kit.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';

let t: TestApp;
let url: string;
const clients = listeningLiveApp((app, at) => {
  t = app;
  url = at;
});

const create = (token: string, liveClassId: number, streamId = '') =>
  t.call(
    {
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      token,
      payload: { liveClassId, streamId },
    },
    broadcastSchema,
  );
const end = (token: string, streamId: string) =>
  t.call({ method: 'DELETE', url: `/rest/v2/broadcasts/${streamId}`, token }, broadcastSchema);
const channel = (token: string, classId: number) =>
  t.call(
    { method: 'GET', url: `/api/livestream/channel/channelId/${classId}`, token },
    channelStateSchema,
  );
const summary = (token: string, classId: number) =>
  t.call({ method: 'GET', url: `/api/livestream/${classId}/summary`, token }, classSummarySchema);

/** A member in the class's room over the socket, as the room's page is. */
async function inRoom(token: string, liveClassId: number) {
  const socket = await clients.connect(url, token);
  expect((await ask(socket, ev.join, { liveClassId })).status).toBe(1);
  return socket;
}

describe('ending a class', () => {
  it('tells every member in the room at once, keeps the end for pages loaded later, and resumes', async () => {
    const { classId, members } = await bookedClassInWindow(t, { minutes: 45 }, 2);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const live = await create(teacher.token, classId);
    expectOk(live);
    const rooms = await Promise.all(members.map((m) => inRoom(m.token, classId)));

    const heard = rooms.map((s) => next(s, liveEndingEvents.ended, 5000));
    expectOk(await end(teacher.token, live.body.content.streamId));
    const now = t.clock.now().toISOString();
    for (const e of await Promise.all(heard))
      expect(classEndedSchema.parse(e)).toEqual({ liveClassId: classId, endedAt: now });
    for (const token of [members[0]!.token, teacher.token]) {
      const state = await channel(token, classId);
      expectOk(state);
      expect(state.body.content).toMatchObject({ live: false, endedAt: now });
    }

    // Ended by mistake: going live again within the scheduled time resumes the class.
    const resumed = rooms.map((s) => next(s, liveEndingEvents.resumed, 5000));
    expectOk(await create(teacher.token, classId));
    for (const e of await Promise.all(resumed)) expect(e).toEqual({ liveClassId: classId });
    const again = await channel(members[1]!.token, classId);
    expect(again.body.content).toMatchObject({ live: true, endedAt: null });
  });

  it('cannot be resumed once the scheduled time is over', async () => {
    const { classId } = await bookedClassInWindow(t, { minutes: 30 });
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const live = await create(teacher.token, classId);
    expectOk(live);
    expectOk(await end(teacher.token, live.body.content.streamId));
    t.clock.advance(40 * MINUTE);
    const late = await create(teacher.token, classId);
    expectFailure(late, 409);
    expect(late.body.content).toBe(liveTexts.classEnded);
  });
});

describe("a member's summary of the class", () => {
  it('gives their minutes from joining to the end, their camera time, the recording and the next class', async () => {
    const { classId, member } = await bookedClassInWindow(t, { minutes: 45, title: 'Core' });
    // One class of the studio ahead at least, whatever else the demo holds.
    await insertClass(t, { startsInHours: 3, title: 'Core, later' });
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    // The class starts in 5 minutes; the member comes 10 minutes into it.
    t.clock.advance(15 * MINUTE);
    const joined = await join(t, member.token, classId);
    expectOk(joined);
    t.clock.advance(5 * MINUTE);
    const camera = await t.call({
      method: 'PUT',
      url: `/api/events/live-class/${joined.body.content.id}`,
      token: member.token,
      payload: { cameraOn: false, cameraOnDurationSeconds: 120 },
    });
    expectOk(camera);
    const live = await create(teacher.token, classId);
    expectOk(live);
    t.clock.advance(20 * MINUTE);
    expectOk(await end(teacher.token, live.body.content.streamId));

    const mine = await summary(member.token, classId);
    expectOk(mine);
    expect(mine.body.content).toMatchObject({
      liveClassId: classId,
      endedAt: t.clock.now().toISOString(),
      minutesAttended: 25,
      cameraOnSeconds: 120,
      recording: { state: 'none', readyInMinutes: null, videoId: null },
    });
    expect(mine.body.content.next).toMatchObject({ title: expect.any(String) });
    expect(mine.body.content.next!.id).not.toBe(classId);
    // The soonest of the studio's classes ahead: this test's later class or an earlier one.
    const [soonest] = await t.db.query<{ id: number }>(
      `SELECT id FROM live_classes WHERE studio_id = $1 AND scheduled_at > $2 AND cancelled_at IS NULL
       ORDER BY scheduled_at, id LIMIT 1`,
      [NORTHLOOP_ID, t.clock.now()],
    );
    expect(mine.body.content.next!.id).toBe(soonest!.id);

    // A recording being encoded: only its last take is left after the end (5 of the 45 minutes).
    await t.db.query(
      `INSERT INTO live_recordings (live_class_id, started_by, state, created_at, updated_at)
       VALUES ($1, $2, 'processing', $3, $3)`,
      [classId, teacher.id, t.clock.now()],
    );
    const processing = await summary(member.token, classId);
    expectOk(processing);
    expect(processing.body.content.recording).toEqual({
      state: 'processing',
      readyInMinutes: Math.ceil((RECORDING_TAKE_SECONDS / 60) * RECORDING_MINUTES_PER_CLASS_MINUTE),
      videoId: null,
    });
  });

  it('counts a camera still on when the class ends to the end, before any last report of the page', async () => {
    const { classId, member } = await bookedClassInWindow(t, { minutes: 45 });
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    t.clock.advance(5 * MINUTE);
    const joined = await join(t, member.token, classId);
    expectOk(joined);
    const live = await create(teacher.token, classId);
    expectOk(live);
    const camera = (cameraOnDurationSeconds: number, cameraOn: boolean) =>
      t.call({
        method: 'PUT',
        url: `/api/events/live-class/${joined.body.content.id}`,
        token: member.token,
        payload: { cameraOn, cameraOnDurationSeconds },
      });
    expectOk(await camera(0, true)); // turned on, and on when the class ends 17 s later
    t.clock.advance(17_000);
    expectOk(await end(teacher.token, live.body.content.streamId));

    const mine = await summary(member.token, classId);
    expectOk(mine);
    expect(mine.body.content.cameraOnSeconds).toBe(17);
    // The page's own last report, arriving after, can raise the time but never lower it.
    expectOk(await camera(16, false));
    const again = await summary(member.token, classId);
    expectOk(again);
    expect(again.body.content.cameraOnSeconds).toBe(17);
  });

  it('is for the class’s members and teachers only, also after it ended', async () => {
    const { classId, member } = await bookedClassInWindow(t, { minutes: 30 });
    t.clock.advance(2 * 60 * MINUTE);
    expectOk(await summary(member.token, classId));
    const stranger = await t.newUser();
    expectFailure(await summary(stranger.token, classId), 402);
    expectFailure(await summary(member.token, 99_999_999), 404);
  });
});
