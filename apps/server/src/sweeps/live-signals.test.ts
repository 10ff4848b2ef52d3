// Live-room signal sweep (issue 50, item 3): a `signal` is relayed to one connection, never to a
// room. A member, then an instructor, names every room and every wrong connection the server
// knows as the signal's peer, each with an offer, an answer and ICE; nobody else in the class, on
// either instance (two sharing Redis when TEST_REDIS_URL is set, as production runs), may hear
// any of it. One instance alone otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { liveSocketEvents as ev } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookedClassInWindow, newInstructor, NORTHLOOP_ID } from '../../test/live-kit.ts';
import { ask, heardOn, LiveClients, next } from '../../test/live-socket-kit.ts';
import { personRoomOf } from '../features/live/socket/sockets-per-person.ts';
import { instructorsOf, roomOf } from '../features/live/socket/socket-kit.ts';
import { startIdsAt } from './members.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const clients = new LiveClients();
let t: TestApp;
/** The instances' addresses: the attacker's first. */
let urls: string[];

beforeAll(async () => {
  t = await createTestApp(redisUrl ? { env: { REDIS_URL: redisUrl } } : {});
  // Other test files share the Redis's rooms: ids of their own keep their classes apart.
  await startIdsAt(t, 500_000_000);
  urls = [await t.app.listen({ port: 0, host: '127.0.0.1' })];
  if (redisUrl)
    urls.push(await (await t.secondInstance()).app.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  clients.closeAll();
  await t?.close();
});

const on = (n: number) => urls[n % urls.length]!;
const sdp = (type: 'offer' | 'answer') => ({ type, sdp: 'v=0 sweep' });
const ice = [{ candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0' }];
const SIGNALS = [
  { type: 'offer', payload: sdp('offer') },
  { type: 'answer', payload: sdp('answer') },
  { type: 'ice', payload: ice },
] as const;

/**
 * A class with three members and two instructors spread over the instances (the attacker and
 * one instructor on the first), and another class with its own member and instructor.
 */
async function twoClasses() {
  // Long enough to be still on once the other class's room opens (each moves the clock on).
  const { classId, members } = await bookedClassInWindow(t, { minutes: 120 }, 3);
  const other = await bookedClassInWindow(t);
  const teachers = [await newInstructor(t, NORTHLOOP_ID), await newInstructor(t, NORTHLOOP_ID)];
  const connect = (token: string, n: number) => clients.connect(on(n), token);
  const [attacker, m1, m2] = await Promise.all(members.map((p, n) => connect(p.token, n)));
  const [i0, i1] = await Promise.all(teachers.map((p, n) => connect(p.token, n)));
  const outsider = await connect(other.member.token, 1);
  const outsiderTeacher = await connect((await newInstructor(t, NORTHLOOP_ID)).token, 0);
  for (const s of [attacker!, m1!, m2!, i0!, i1!])
    expect((await ask(s, ev.join, { liveClassId: classId })).status).toBe(1);
  for (const s of [outsider, outsiderTeacher])
    expect((await ask(s, ev.join, { liveClassId: other.classId })).status).toBe(1);
  return {
    classId,
    otherClassId: other.classId,
    attacker: { socket: attacker!, id: members[0]!.id },
    members: [m1!, m2!],
    teachers: [i0!, i1!],
    outsiders: [outsider, outsiderTeacher],
    memberIds: members.map((p) => p.id),
  };
}

/** Every name a signal could give that is not one connection on the sender's other side. */
function wrongPeers(c: Awaited<ReturnType<typeof twoClasses>>, from: Socket) {
  return [
    roomOf(c.classId),
    instructorsOf(c.classId),
    roomOf(c.otherClassId),
    instructorsOf(c.otherClassId),
    ...c.memberIds.map(personRoomOf),
    `${roomOf(c.classId)},${roomOf(c.otherClassId)}`,
    '*',
    '',
    from.id!,
    ...c.outsiders.map((s) => s.id!),
  ];
}

describe('live-room signals reach one connection, never a room', () => {
  it('refuses a member’s and an instructor’s signal to a room or a wrong connection, and nobody hears it', async () => {
    const c = await twoClasses();
    const everyone = [c.attacker.socket, ...c.members, ...c.teachers, ...c.outsiders];
    const heard = everyone.map((s) => heardOn(s, ev.signal));
    const teacher = c.teachers[0]!;
    // A member to the other members, an instructor to the other instructor, and every room.
    const attempts = [
      ...[...wrongPeers(c, c.attacker.socket), ...c.members.map((s) => s.id!)].map((to) => ({
        from: c.attacker.socket,
        to,
      })),
      ...[...wrongPeers(c, teacher), c.teachers[1]!.id!].map((to) => ({ from: teacher, to })),
    ];
    for (const { from, to } of attempts)
      for (const signal of SIGNALS) {
        const answer = await ask(from, ev.signal, { liveClassId: c.classId, to, ...signal });
        expect(answer, `${signal.type} to "${to}"`).toMatchObject({ status: 0 });
        // Refused for whom it names, not for sending too much (the sweep stays in the budget).
        expect(answer).not.toMatchObject({ httpStatus: 429 });
      }
    // The other class's peers named under that class's id: the sender is not in its room.
    for (const from of [c.attacker.socket, teacher])
      for (const to of c.outsiders)
        expect(
          await ask(from, ev.signal, { liveClassId: c.otherClassId, to: to.id, ...SIGNALS[0] }),
        ).toMatchObject({ status: 0, httpStatus: 403 });

    // Then an offer from the first instance's instructor to each member, and the attacker's
    // answer back, in order behind the refused ones on the same instance and Redis channel:
    // each is the first signal its receiver hears.
    const controls = [c.attacker.socket, ...c.members].map(async (to) => {
      const arrives = next(to, ev.signal, 5000);
      const sent = await ask(teacher, ev.signal, {
        liveClassId: c.classId,
        to: to.id,
        ...SIGNALS[0],
      });
      expect(sent.status).toBe(1);
      expect(await arrives).toMatchObject({ type: 'offer', from: { socketId: teacher.id } });
    });
    await Promise.all(controls);
    const back = next(teacher, ev.signal, 5000);
    await ask(c.attacker.socket, ev.signal, {
      liveClassId: c.classId,
      to: teacher.id,
      ...SIGNALS[1],
    });
    expect(await back).toMatchObject({ type: 'answer', from: { socketId: c.attacker.socket.id } });
    // Each member heard the one offer, the instructor the one answer, the others nothing.
    expect(heard.map((h) => h.length)).toEqual([1, 1, 1, 1, 0, 0, 0]);
    // Some two hundred events one after another, each read against the database and Redis.
  }, 180_000);
});
