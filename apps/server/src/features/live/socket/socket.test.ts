import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  apiErrorCodes,
  chatMessageSchema,
  LIVE_CHAT_MESSAGES_PER_WINDOW,
  LIVE_SOCKET_EVENTS_PER_WINDOW,
  liveMediaEvents as media,
  liveMediaTexts,
  liveSocketEvents as ev,
  liveSocketTexts,
  liveTexts,
  attendanceSchema,
} from '@jetsweat/contract';
import { z } from 'zod';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  bookedClassInWindow,
  HOUR,
  join,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../../test/live-kit.ts';
import {
  ask,
  contentOf,
  heardOn,
  listeningLiveApp,
  next,
} from '../../../../test/live-socket-kit.ts';
import { insertClass, newCustomer, onNorthloop } from '../../../../test/schedule-fixtures.ts';

let t: TestApp;
let url: string;
const clients = listeningLiveApp((app, at) => {
  t = app;
  url = at;
});

/** A client of this file's server, or the connect_error the server refused it with. */
const connect = (token: string | undefined) => clients.connect(url, token);
/** A page of the room's chat. */
const chatHistory = async (s: Socket, data: object) =>
  contentOf(await ask(s, ev.chatHistory, data), z.array(chatMessageSchema));

describe('the live room socket: handshake', () => {
  it('refuses a missing, a wrong and a logged-out token with a clear connect_error', async () => {
    await expect(connect(undefined)).rejects.toMatchObject({
      message: liveSocketTexts.sessionNeeded,
      data: { status: 401 },
    });
    await expect(connect('x'.repeat(40))).rejects.toMatchObject({
      message: liveSocketTexts.sessionEnded,
    });
    const person = await t.newUser();
    await t.call({ method: 'POST', url: '/api/user/logout', token: person.token });
    await expect(connect(person.token)).rejects.toMatchObject({
      message: liveSocketTexts.sessionEnded,
    });
  });

  it('refuses a token whose session has expired (not logged out), and ends a connection when it expires', async () => {
    const person = await t.newUser();
    const open = await connect(person.token);
    const lifetime = (t.deps.config.sessionDays + 1) * 24 * HOUR;
    t.clock.advance(lifetime);
    try {
      await expect(connect(person.token)).rejects.toMatchObject({
        message: liveSocketTexts.sessionEnded,
        data: { status: 401 },
      });
      const error = next(open, ev.error);
      expect(await ask(open, ev.chatHistory, { liveClassId: 1 })).toMatchObject({
        status: 0,
        httpStatus: 401,
        content: liveSocketTexts.sessionEnded,
      });
      expect(await error).toMatchObject({ content: liveSocketTexts.sessionEnded });
    } finally {
      t.clock.advance(-lifetime);
    }
  });

  it('ends a connection whose session ends, with live:error, at its next event', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const socket = await connect(member.token);
    expect((await ask(socket, ev.join, { liveClassId: classId })).status).toBe(1);
    await t.call({ method: 'POST', url: '/api/user/logout', token: member.token });
    const error = next(socket, ev.error);
    const answer = await ask(socket, ev.chatSend, { liveClassId: classId, text: 'still here?' });
    expect(answer).toMatchObject({ status: 0, httpStatus: 401 });
    expect(await error).toMatchObject({ content: liveSocketTexts.sessionEnded });
    expect(
      await t.db.query('SELECT 1 FROM live_chat_messages WHERE live_class_id = $1', [classId]),
    ).toHaveLength(0);
  });
});

describe('the live room socket: flood limit', () => {
  it('answers 429 past its bound of events in ten seconds from one connection', async () => {
    const s = await connect((await t.newUser()).token);
    const answers = await Promise.all(
      Array.from({ length: LIVE_SOCKET_EVENTS_PER_WINDOW + 1 }, () =>
        ask(s, ev.chatHistory, { liveClassId: 1 }),
      ),
    );
    expect(answers.filter((a) => a.status === 0 && a.httpStatus === 429)).toHaveLength(1);
    expect(answers.at(-1)).toMatchObject({ status: 0, httpStatus: 429 });
  });
});

describe('the live room socket: connections per person', () => {
  it('refuses a person’s connection past LIVE_SOCKETS_PER_PERSON with 429, and takes one again once one closes', async () => {
    const person = await t.newUser();
    const cap = t.config.limits.liveSocketsPerPerson;
    const held = await Promise.all(Array.from({ length: cap }, () => connect(person.token)));
    await expect(connect(person.token)).rejects.toMatchObject({
      message: liveSocketTexts.tooManyConnections,
      data: { status: 429 },
    });
    // Someone else is not counted against them.
    expect((await connect((await t.newUser()).token)).connected).toBe(true);
    held[0]!.disconnect();
    await expect
      .poll(() =>
        connect(person.token).then(
          (s) => s.connected,
          () => false,
        ),
      )
      .toBe(true);
  });
});

describe('the live room socket: entering', () => {
  it('lets in a booked member and the instructor, telling each who is there', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const classRooms = () => t.metrics.live!().rooms;
    const roomsBefore = classRooms();
    const m = await connect(member.token);
    const i = await connect(teacher.token);
    const joinedM = await ask(m, ev.join, { liveClassId: classId });
    expect(joinedM).toMatchObject({ status: 1, content: { role: 'member', peers: [] } });
    const heard = next(m, ev.peerJoined);
    const joinedI = await ask(i, ev.join, { liveClassId: classId });
    expect(joinedI).toMatchObject({ status: 1, content: { role: 'instructor' } });
    expect(joinedI.content).toHaveProperty('peers', [
      { socketId: m.id, userId: member.id, role: 'member' },
    ]);
    expect(await heard).toMatchObject({ socketId: i.id, role: 'instructor' });
    // The metrics count the class's room once: not its instructors', nor each person's.
    expect(classRooms()).toBe(roomsBefore + 1);
  });

  it('refuses, by the same rule as the calls, a member who did not book (402) and another studio’s instructor (403)', async () => {
    const { classId } = await bookedClassInWindow(t);
    const stranger = await connect((await t.newUser()).token);
    const other = await connect((await newInstructor(t, await otherStudioId(t))).token);
    expect(await ask(stranger, ev.join, { liveClassId: classId })).toMatchObject({
      status: 0,
      httpStatus: 402,
      content: liveTexts.notBooked,
    });
    expect(await ask(other, ev.join, { liveClassId: classId })).toMatchObject({ httpStatus: 403 });
    expect(await ask(stranger, ev.join, { liveClassId: 2_000_000_000 })).toMatchObject({
      httpStatus: 404,
    });
    expect(await ask(stranger, ev.join, { liveClassId: 'abc' })).toMatchObject({ httpStatus: 400 });
    // Not in the room: its chat is closed to them.
    expect(await ask(stranger, ev.chatSend, { liveClassId: classId, text: 'hi' })).toMatchObject({
      httpStatus: 403,
      content: liveSocketTexts.notInRoom,
    });
  });
});

describe('the live room socket: the room’s hours and leaving', () => {
  it('refuses a class whose room is not open yet, and one that has ended, saying which', async () => {
    const classId = await insertClass(t, { startsInHours: 1, minutes: 30 });
    const member = await newCustomer(t, NORTHLOOP_ID);
    const add = await t.call({
      method: 'POST',
      url: '/api/workout/add',
      token: member.token,
      headers: onNorthloop,
      payload: { liveClassId: classId, videoId: null, status: 'scheduled' },
    });
    expect(add.statusCode, JSON.stringify(add.body)).toBe(201);
    const s = await connect(member.token);
    // An hour before: the room opens ten minutes before the class.
    expect(await ask(s, ev.join, { liveClassId: classId })).toMatchObject({
      status: 0,
      httpStatus: 409,
      content: liveTexts.notYetOpen,
      code: apiErrorCodes.liveRoomNotOpen,
    });
    t.clock.advance(HOUR + 30 * MINUTE);
    expect(await ask(s, ev.join, { liveClassId: classId })).toMatchObject({
      status: 0,
      httpStatus: 409,
      content: liveTexts.classEnded,
      code: apiErrorCodes.liveClassEnded,
    });
    // Refused: not in the room, so its chat is closed too.
    expect(await ask(s, ev.chatHistory, { liveClassId: classId })).toMatchObject({
      httpStatus: 403,
      content: liveSocketTexts.notInRoom,
    });
  });

  it('refuses the chat’s history before one has joined the room', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const s = await connect(member.token);
    expect(await ask(s, ev.chatHistory, { liveClassId: classId })).toMatchObject({
      status: 0,
      httpStatus: 403,
      content: liveSocketTexts.notInRoom,
    });
    await ask(s, ev.join, { liveClassId: classId });
    expect(await chatHistory(s, { liveClassId: classId })).toEqual([]);
  });

  it('leaves the room on room:leave: the others are told, and its chat no longer reaches the one who left', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const [a, b] = await Promise.all(members.map((p) => connect(p.token)));
    const i = await connect(teacher.token);
    for (const s of [a!, b!, i]) await ask(s, ev.join, { liveClassId: classId });
    const told = next(i, ev.peerLeft);
    expect(await ask(a!, ev.leave, { liveClassId: classId })).toEqual({
      status: 1,
      content: { liveClassId: classId },
    });
    expect(await told).toEqual({ liveClassId: classId, socketId: a!.id });
    const heard: unknown[] = [];
    a!.on(ev.chatMessage, (m: unknown) => heard.push(m));
    const reachesB = next(b!, ev.chatMessage);
    await ask(i, ev.chatSend, { liveClassId: classId, text: 'after you left' });
    await reachesB;
    expect(heard).toEqual([]);
    for (const [event, data] of [
      [ev.chatSend, { liveClassId: classId, text: 'still here?' }],
      [ev.chatHistory, { liveClassId: classId }],
      [ev.leave, { liveClassId: classId }],
    ] as const)
      expect(await ask(a!, event, data), event).toMatchObject({
        httpStatus: 403,
        content: liveSocketTexts.notInRoom,
      });
    // Coming back in is allowed: leaving is not a ban.
    expect((await ask(a!, ev.join, { liveClassId: classId })).status).toBe(1);
  });
});

describe('the live room socket: a page that goes without its last report', () => {
  /** A member in the room whose page said, a minute in, that the camera is on (20 s so far). */
  async function cameraReportedOn() {
    const { classId, member } = await bookedClassInWindow(t);
    const joined = await join(t, member.token, classId);
    expectOk(joined);
    const id = joined.body.content.id;
    const socket = await connect(member.token);
    await ask(socket, ev.join, { liveClassId: classId });
    t.clock.advance(MINUTE);
    const on = await t.call(
      {
        method: 'PUT',
        url: `/api/events/live-class/${id}`,
        token: member.token,
        payload: { cameraOn: true, cameraOnDurationSeconds: 20 },
      },
      attendanceSchema,
    );
    expectOk(on);
    const stored = async () =>
      (
        await t.db.query<{ camera_on: boolean; camera_on_seconds: number }>(
          'SELECT camera_on, camera_on_seconds FROM live_class_attendance WHERE id = $1',
          [id],
        )
      )[0];
    return { classId, member, socket, stored };
  }

  it('counts a member’s camera left on until the connection closes, and notes it off', async () => {
    const { socket, stored } = await cameraReportedOn();
    // 40 s after the last report the tab dies: its closing report never comes.
    t.clock.advance(40_000);
    socket.disconnect();
    await expect.poll(stored).toEqual({ camera_on: false, camera_on_seconds: 60 });
  });

  it('counts from the last camera report however often the member rejoins meanwhile', async () => {
    const { classId, member, socket, stored } = await cameraReportedOn();
    // The member's other device joins 30 s later, and again just before the tab dies 10 s after.
    t.clock.advance(30_000);
    expectOk(await join(t, member.token, classId));
    t.clock.advance(10_000);
    expectOk(await join(t, member.token, classId));
    socket.disconnect();
    await expect.poll(stored).toEqual({ camera_on: false, camera_on_seconds: 60 });
  });
});

describe('the live room socket: media events without Janus (the default)', () => {
  it('refuses every media:* event with 409, as video goes peer to peer, and media:unpublish too', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const m = await connect(member.token);
    const i = await connect(teacher.token);
    for (const s of [m, i]) {
      const joined = await ask(s, ev.join, { liveClassId: classId });
      expect(joined.content).toHaveProperty('media.mode', 'peer');
    }
    const sdp = 'v=0';
    const events: Array<[string, object]> = [
      [media.publish, { liveClassId: classId, offer: { type: 'offer', sdp } }],
      [media.unpublish, { liveClassId: classId }],
      [media.subscribe, { liveClassId: classId, feed: 'instructor' }],
      [media.start, { liveClassId: classId, feed: 'instructor', answer: { type: 'answer', sdp } }],
      [media.ice, { liveClassId: classId, link: 'publish', candidates: [], done: true }],
      [media.feeds, { liveClassId: classId }],
    ];
    for (const s of [m, i])
      for (const [event, data] of events)
        expect(await ask(s, event, data), event).toEqual({
          status: 0,
          httpStatus: 409,
          content: liveMediaTexts.peerMode,
        });
  });
});

describe('the live room socket: chat', () => {
  it('delivers a message to everyone in the room, keeps it, and loads it back newest first in batches', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [a, b] = await Promise.all(members.map((p) => connect(p.token)));
    for (const s of [a!, b!]) await ask(s, ev.join, { liveClassId: classId });
    const arrives = next(b!, ev.chatMessage);
    const sent = await ask(a!, ev.chatSend, {
      liveClassId: classId,
      text: '  <b>Hello</b> class  ',
    });
    expect(sent.status).toBe(1);
    // Kept as written (trimmed): the page shows it as text, never as markup.
    expect(await arrives).toMatchObject({
      text: '<b>Hello</b> class',
      userId: members[0]!.id,
      role: 'member',
    });
    for (const text of ['two', 'three']) await ask(a!, ev.chatSend, { liveClassId: classId, text });
    const newest = await chatHistory(b!, { liveClassId: classId, limit: 2 });
    expect(newest.map((m) => m.text)).toEqual(['three', 'two']);
    const older = await chatHistory(b!, { liveClassId: classId, limit: 2, before: newest[1]?.id });
    expect(older.map((m) => m.text)).toEqual(['<b>Hello</b> class']);
  });

  it('refuses a message over the limit, an empty one and control characters, storing nothing', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const s = await connect(member.token);
    await ask(s, ev.join, { liveClassId: classId });
    const tooLong = await ask(s, ev.chatSend, { liveClassId: classId, text: 'x'.repeat(501) });
    expect(tooLong).toMatchObject({ httpStatus: 400, content: liveSocketTexts.chatTooLong });
    expect(await ask(s, ev.chatSend, { liveClassId: classId, text: '   ' })).toMatchObject({
      content: liveSocketTexts.chatEmpty,
    });
    expect(await ask(s, ev.chatSend, { liveClassId: classId, text: 'a\u0007b' })).toMatchObject({
      content: liveSocketTexts.chatControlCharacters,
    });
    expect(
      (await ask(s, ev.chatSend, { liveClassId: classId, text: 'x'.repeat(500) })).status,
    ).toBe(1);
    const rows = await t.db.query('SELECT 1 FROM live_chat_messages WHERE live_class_id = $1', [
      classId,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('refuses the characters that reverse or hide text, and keeps right-to-left writing', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const s = await connect(member.token);
    await ask(s, ev.join, { liveClassId: classId });
    const hiding = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
    for (const code of hiding)
      expect(
        await ask(s, ev.chatSend, {
          liveClassId: classId,
          text: `see you at ${String.fromCodePoint(code)}6pm`,
        }),
        code.toString(16),
      ).toMatchObject({
        status: 0,
        httpStatus: 400,
        content: liveSocketTexts.chatHidingCharacters,
      });
    const sent = await ask(s, ev.chatSend, { liveClassId: classId, text: 'שלום, مرحبا!' });
    expect(contentOf(sent, chatMessageSchema).text).toBe('שלום, مرحبا!');
    const rows = await t.db.query<{ text: string }>(
      'SELECT text FROM live_chat_messages WHERE live_class_id = $1',
      [classId],
    );
    expect(rows.map((r) => r.text)).toEqual(['שלום, مرحبا!']);
  });

  it('stores and shows a message sent again under the same name once (a resend after a drop)', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [a, b] = await Promise.all(members.map((p) => connect(p.token)));
    for (const s of [a!, b!]) await ask(s, ev.join, { liveClassId: classId });
    const heard: string[] = [];
    b!.on(ev.chatMessage, (m: { text: string }) => heard.push(m.text));
    const message = { liveClassId: classId, text: 'on my way', clientMessageId: 'page-1a2b3c4d' };
    const first = await ask(a!, ev.chatSend, message);
    const again = await ask(a!, ev.chatSend, message);
    expect(again).toEqual(first);
    // Another person may use the same name for their own message: it is theirs, and new.
    const other = await ask(b!, ev.chatSend, { ...message, text: 'me too' });
    expect(contentOf(other, chatMessageSchema).id).not.toBe(contentOf(first, chatMessageSchema).id);
    await ask(b!, ev.chatHistory, { liveClassId: classId });
    const rows = await t.db.query('SELECT text FROM live_chat_messages WHERE live_class_id = $1', [
      classId,
    ]);
    expect(rows).toHaveLength(2);
    expect(heard.filter((text) => text === 'on my way')).toHaveLength(1);
    expect(
      await ask(a!, ev.chatSend, { ...message, clientMessageId: 'no spaces allowed' }),
    ).toMatchObject({ httpStatus: 400 });
  });

  it('limits how fast a member writes', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const s = await connect(member.token);
    await ask(s, ev.join, { liveClassId: classId });
    for (let i = 0; i < LIVE_CHAT_MESSAGES_PER_WINDOW; i++)
      expect((await ask(s, ev.chatSend, { liveClassId: classId, text: `m${i}` })).status).toBe(1);
    expect(await ask(s, ev.chatSend, { liveClassId: classId, text: 'one more' })).toMatchObject({
      httpStatus: 429,
      content: liveSocketTexts.chatTooFast,
    });
    t.clock.advance(11_000);
    expect((await ask(s, ev.chatSend, { liveClassId: classId, text: 'later' })).status).toBe(1);
  });

  it('lets the instructor remove a message, for everyone, and nobody else', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const m = await connect(member.token);
    const i = await connect(teacher.token);
    for (const s of [m, i]) await ask(s, ev.join, { liveClassId: classId });
    const sent = await ask(m, ev.chatSend, { liveClassId: classId, text: 'rude words' });
    const id = contentOf(sent, chatMessageSchema).id;
    expect(await ask(m, ev.chatRemove, { liveClassId: classId, messageId: id })).toMatchObject({
      httpStatus: 403,
    });
    const removed = next(m, ev.chatRemoved);
    expect((await ask(i, ev.chatRemove, { liveClassId: classId, messageId: id })).status).toBe(1);
    expect(await removed).toEqual({ liveClassId: classId, id });
    expect((await ask(m, ev.chatHistory, { liveClassId: classId })).content).toEqual([]);
    expect(await ask(i, ev.chatRemove, { liveClassId: classId, messageId: id })).toMatchObject({
      httpStatus: 404,
    });
  });
});

describe('the live room socket: signalling', () => {
  /** A class with two members and its instructor in the room, and a second instructor. */
  async function roomOfFour() {
    // Long enough to be still on once another class's room opens (each moves the clock on).
    const { classId, members } = await bookedClassInWindow(t, { minutes: 120 }, 2);
    const teachers = [await newInstructor(t, NORTHLOOP_ID), await newInstructor(t, NORTHLOOP_ID)];
    const [a, b] = await Promise.all(members.map((p) => connect(p.token)));
    const [i, j] = await Promise.all(teachers.map((p) => connect(p.token)));
    for (const s of [a!, b!, i!, j!]) await ask(s, ev.join, { liveClassId: classId });
    return { classId, members, a: a!, b: b!, i: i!, j: j!, teacher: teachers[0]! };
  }
  const sdp = { type: 'offer', sdp: 'v=0 fake' };
  const ice = [{ candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' }];

  it('relays offer, answer and a burst of ICE candidates between a member and the instructor', async () => {
    const { classId, a, i, teacher } = await roomOfFour();
    const offer = next(a, ev.signal);
    const sent = await ask(i, ev.signal, {
      liveClassId: classId,
      to: a.id,
      type: 'offer',
      payload: sdp,
    });
    expect(sent.status).toBe(1);
    expect(await offer).toEqual({
      liveClassId: classId,
      from: { socketId: i.id, userId: teacher.id, role: 'instructor' },
      type: 'offer',
      payload: sdp,
    });
    const answer = next(i, ev.signal);
    const answered = { type: 'answer', sdp: 'v=0 x' };
    await ask(a, ev.signal, { liveClassId: classId, to: i.id, type: 'answer', payload: answered });
    expect(await answer).toMatchObject({ type: 'answer', payload: answered });
    const candidates = next(a, ev.signal);
    await ask(i, ev.signal, { liveClassId: classId, to: a.id, type: 'ice', payload: ice });
    expect(await candidates).toMatchObject({ type: 'ice', payload: ice });
  });

  it('refuses a signal to anyone but one connection on the other side of the class, relaying nothing', async () => {
    const { classId, members, a, b, i, j } = await roomOfFour();
    const elsewhere = await bookedClassInWindow(t);
    const stranger = await connect(elsewhere.member.token);
    await ask(stranger, ev.join, { liveClassId: elsewhere.classId });
    const heard = [a, b, i, j, stranger].map((s) => heardOn(s, ev.signal));
    const signal = (from: Socket, to: string | undefined) =>
      ask(from, ev.signal, { liveClassId: classId, to, type: 'offer', payload: sdp });

    for (const [from, to] of [
      [a, b.id],
      [a, a.id],
      [i, i.id],
      [i, j.id],
    ] as const)
      expect(await signal(from, to)).toMatchObject({
        status: 0,
        httpStatus: 403,
        content: liveSocketTexts.signalNotAllowed,
      });
    for (const room of [
      `class:${classId}`,
      `class:${classId}:instructors`,
      `person:${members[1]!.id}`,
    ])
      expect(await signal(a, room), room).toMatchObject({
        status: 0,
        httpStatus: 400,
        content: liveSocketTexts.peerNotFound,
      });
    // Well formed, but not in this class: another class's member, and nobody at all.
    for (const to of [stranger.id, 'A'.repeat(20)])
      expect(await signal(i, to)).toMatchObject({
        status: 0,
        httpStatus: 404,
        content: liveSocketTexts.peerNotFound,
      });
    // What a signal carries is the contract's too: a description for an offer, candidates for ICE.
    for (const [type, payload] of [
      ['offer', { sdp: 'v=0' }],
      ['ice', []],
      ['ice', { candidate: 'x' }],
    ] as const)
      expect(
        await ask(i, ev.signal, { liveClassId: classId, to: a.id, type, payload }),
      ).toMatchObject({ status: 0, httpStatus: 400 });
    // The same events go through once the peer is right: nothing above was merely late.
    const arrives = next(a, ev.signal);
    expect((await signal(i, a.id)).status).toBe(1);
    await arrives;
    expect(heard.map((h) => h.length)).toEqual([1, 0, 0, 0, 0]);
  });
});

// Needs a Redis server; .ci/run points TEST_REDIS_URL at this machine's when it answers.
describe.skipIf(!process.env.TEST_REDIS_URL)('the live room socket across instances', () => {
  let shared: TestApp;
  let urls: string[];
  beforeAll(async () => {
    shared = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    const other = await shared.secondInstance();
    urls = [
      await shared.app.listen({ port: 0, host: '127.0.0.1' }),
      await other.app.listen({ port: 0, host: '127.0.0.1' }),
    ];
  });
  afterAll(() => shared?.close());

  it('carries chat and signalling between members connected to two instances sharing Redis', async () => {
    const { classId, members } = await bookedClassInWindow(shared, {}, 2);
    const [a, b] = await Promise.all(members.map((p, i) => clients.connect(urls[i]!, p.token)));
    for (const s of [a!, b!])
      expect((await ask(s, ev.join, { liveClassId: classId })).status).toBe(1);
    const arrives = next(b!, ev.chatMessage, 2000);
    await ask(a!, ev.chatSend, { liveClassId: classId, text: 'across instances' });
    expect(await arrives).toMatchObject({ text: 'across instances' });
    // The instructor on the second instance reaches a member on the first by socket id.
    const teacher = await newInstructor(shared, NORTHLOOP_ID);
    const i = await clients.connect(urls[1]!, teacher.token);
    await ask(i, ev.join, { liveClassId: classId });
    const offer = next(a!, ev.signal, 2000);
    const sent = await ask(i, ev.signal, {
      liveClassId: classId,
      to: a!.id,
      type: 'offer',
      payload: { type: 'offer', sdp: 'v=0' },
    });
    expect(sent.status).toBe(1);
    expect(await offer).toMatchObject({ type: 'offer', from: { role: 'instructor' } });
    for (const s of [a!, b!, i]) s.disconnect();
  });

  it('counts a person’s connections on both instances against one cap', async () => {
    const person = await shared.newUser();
    const cap = shared.config.limits.liveSocketsPerPerson;
    // Alternately on each instance, then one more on either: refused.
    for (let n = 0; n < cap; n++) await clients.connect(urls[n % 2]!, person.token);
    for (const url of urls)
      await expect(clients.connect(url, person.token)).rejects.toMatchObject({
        message: liveSocketTexts.tooManyConnections,
        data: { status: 429 },
      });
  });
});
