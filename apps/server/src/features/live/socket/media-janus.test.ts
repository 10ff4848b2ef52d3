import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectTo, type Socket } from 'socket.io-client';
import {
  liveMediaEvents as media,
  liveMediaTexts,
  liveRosterEvents as rosterEvents,
  liveRosterTexts,
  liveSocketEvents as ev,
  liveTexts,
} from '@jetsweat/contract';
import { janusBinary, startJanus } from '../../../../../../scripts/janus/start-janus.mjs';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { offer } from '../../../../test/janus-kit.ts';
import {
  bookedClassInWindow,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../../test/live-kit.ts';

const binary: string | null = janusBinary();
if (!binary)
  console.warn(
    'Janus media tests skipped: the janus binary is not installed (apt-get install janus)',
  );

describe.skipIf(!binary)('the live room through Janus (JANUS_URL)', () => {
  let janus: { url: string; apiSecret: string; stop: () => Promise<void> };
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    janus = await startJanus({ rtpPorts: '21000-21999' });
    t = await createTestApp({
      env: { JANUS_URL: janus.url, JANUS_API_SECRET: janus.apiSecret },
    });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.disconnect();
    await t?.close();
    await janus?.stop();
  });

  function connect(token: string): Promise<Socket> {
    const socket = connectTo(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token },
    });
    open.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const ask = (s: Socket, event: string, data: unknown) =>
    s.timeout(10_000).emitWithAck(event, data);

  /** A booked class whose instructor went live and publishes, with the member in the room. */
  async function liveClass(members = 1) {
    const booked = await bookedClassInWindow(t, {}, members);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const live = await t.call({
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      token: teacher.token,
      payload: { liveClassId: booked.classId },
    });
    expect(live.statusCode, JSON.stringify(live.body)).toBe(200);
    const instructor = await connect(teacher.token);
    const joined = await ask(instructor, ev.join, { liveClassId: booked.classId });
    expect(joined.content.media).toEqual({ mode: 'janus', iceServers: [] });
    return { ...booked, teacher, instructor };
  }

  it('negotiates: the instructor and a member publish and get Janus’s answer; a camera is received only once its media flows', async () => {
    const { classId, member, instructor } = await liveClass();
    const m = await connect(member.token);
    await ask(m, ev.join, { liveClassId: classId });

    const published = await ask(instructor, media.publish, {
      liveClassId: classId,
      offer: offer(true),
    });
    expect(published.status, JSON.stringify(published)).toBe(1);
    expect(published.content.answer).toMatchObject({ type: 'answer' });
    expect(published.content.answer.sdp).toMatch(/m=video[\s\S]*m=audio/);
    // ICE trickles through the server to the publication's handle: a burst in one event, then
    // the end of gathering.
    const candidate = (port: number) => ({
      candidate: `candidate:1 1 udp 2122260223 127.0.0.1 ${port} typ host`,
      sdpMid: '0',
      sdpMLineIndex: 0,
    });
    for (const ice of [
      { candidates: [candidate(50000), candidate(50001)] },
      { candidates: [], done: true },
    ])
      expect(
        (await ask(instructor, media.ice, { liveClassId: classId, link: 'publish', ...ice }))
          .status,
      ).toBe(1);
    expect(
      await ask(instructor, media.ice, { liveClassId: classId, link: 'publish', candidates: [] }),
    ).toMatchObject({ status: 0, httpStatus: 400 });

    // No packet flows in this test (no browser): Janus offers no subscription yet, and says so.
    expect((await ask(m, media.feeds, { liveClassId: classId })).content).toEqual([]);
    expect(
      await ask(m, media.subscribe, { liveClassId: classId, feed: 'instructor' }),
    ).toMatchObject({ httpStatus: 404, content: liveMediaTexts.notPublishing });
    expect(
      await ask(m, media.start, {
        liveClassId: classId,
        feed: 'instructor',
        answer: { type: 'answer', sdp: 'v=0' },
      }),
    ).toMatchObject({ httpStatus: 409, content: liveMediaTexts.notSubscribed });

    // The member's camera: their own feed, answered by Janus.
    const own = await ask(m, media.publish, { liveClassId: classId, offer: offer(false) });
    expect(own.status, JSON.stringify(own)).toBe(1);
    expect(own.content).toMatchObject({ feed: `member-${member.id}`, answer: { type: 'answer' } });
    // The instructor may not subscribe to their own feed.
    expect(
      await ask(instructor, media.subscribe, { liveClassId: classId, feed: 'instructor' }),
    ).toMatchObject({ httpStatus: 403, content: liveMediaTexts.onlyMemberFeeds });

    // The member's camera goes off: the instructor is told, and its publication is gone.
    const off = new Promise((resolve) => instructor.once(media.feed, resolve));
    expect(await ask(m, media.unpublish, { liveClassId: classId })).toEqual({
      status: 1,
      content: { liveClassId: classId },
    });
    expect(await off).toEqual({ liveClassId: classId, feed: `member-${member.id}`, on: false });
    expect(
      await ask(m, media.ice, {
        liveClassId: classId,
        link: 'publish',
        candidates: [],
        done: true,
      }),
    ).toMatchObject({ httpStatus: 409, content: liveMediaTexts.notSubscribed });
  }, 30_000);

  it('refuses a member who did not book, and another studio’s instructor, before any media', async () => {
    const { classId } = await liveClass();
    const stranger = await connect((await t.newUser()).token);
    expect(await ask(stranger, ev.join, { liveClassId: classId })).toMatchObject({
      httpStatus: 402,
      content: liveTexts.notBooked,
    });
    for (const event of [media.subscribe, media.publish]) {
      const answer = await ask(stranger, event, {
        liveClassId: classId,
        feed: 'instructor',
        offer: offer(false),
      });
      expect(answer).toMatchObject({ status: 0, httpStatus: 403 });
    }
    const other = await connect((await newInstructor(t, await otherStudioId(t))).token);
    expect(await ask(other, ev.join, { liveClassId: classId })).toMatchObject({ httpStatus: 403 });
    expect(
      await ask(other, media.subscribe, { liveClassId: classId, feed: 'instructor' }),
    ).toMatchObject({ httpStatus: 403 });
  });

  it('does not let a member receive another member’s camera', async () => {
    const { classId, members, instructor } = await liveClass(2);
    await ask(instructor, media.publish, { liveClassId: classId, offer: offer(true) });
    const [a, b] = await Promise.all(members.map((p) => connect(p.token)));
    for (const s of [a!, b!]) await ask(s, ev.join, { liveClassId: classId });
    expect(
      (await ask(b!, media.publish, { liveClassId: classId, offer: offer(false) })).status,
    ).toBe(1);
    expect(
      await ask(a!, media.subscribe, { liveClassId: classId, feed: `member-${members[1]!.id}` }),
    ).toMatchObject({ status: 0, httpStatus: 403, content: liveMediaTexts.onlyInstructorFeed });
  });

  it('answers 409 to a member publishing or subscribing before the class is live', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const m = await connect(member.token);
    await ask(m, ev.join, { liveClassId: classId });
    expect(
      await ask(m, media.publish, { liveClassId: classId, offer: offer(false) }),
    ).toMatchObject({ httpStatus: 409, content: liveMediaTexts.notLive });
    expect(
      await ask(m, media.subscribe, { liveClassId: classId, feed: 'instructor' }),
    ).toMatchObject({ httpStatus: 409, content: liveMediaTexts.notLive });
  });

  it('hides a member’s camera in Janus itself: the instructor hears it off, and it may not be published again', async () => {
    const { classId, member, instructor } = await liveClass();
    const m = await connect(member.token);
    await ask(m, ev.join, { liveClassId: classId });
    expect(
      (await ask(m, media.publish, { liveClassId: classId, offer: offer(false) })).status,
    ).toBe(1);
    // Through Janus the page's own word on its camera changes nothing: Janus knows.
    await ask(m, rosterEvents.cameraState, { liveClassId: classId, on: true });
    const roster = await ask(instructor, rosterEvents.watch, { liveClassId: classId });
    expect(roster.content.members).toEqual([
      expect.objectContaining({ userId: member.id, present: true, cameraOn: false }),
    ]);

    const off = new Promise((resolve) => instructor.once(media.feed, resolve));
    const told = new Promise((resolve) => m.once(rosterEvents.cameraHidden, resolve));
    expect(
      (await ask(instructor, rosterEvents.hideCamera, { liveClassId: classId, userId: member.id }))
        .status,
    ).toBe(1);
    expect(await off).toEqual({ liveClassId: classId, feed: `member-${member.id}`, on: false });
    expect(await told).toMatchObject({ hidden: true });
    expect(
      await ask(m, media.publish, { liveClassId: classId, offer: offer(false) }),
    ).toMatchObject({ status: 0, httpStatus: 403, content: liveRosterTexts.cameraHidden });
  }, 30_000);
});
