import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connectTo, type Socket } from 'socket.io-client';
import {
  broadcastSchema,
  liveMediaEvents as media,
  liveMediaTexts,
  liveSocketEvents as ev,
} from '@jetsweat/contract';
import { janusBinary, startJanus } from '../../../../../../scripts/janus/start-janus.mjs';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { janusProbe, offer } from '../../../../test/janus-kit.ts';
import { bookedClassInWindow, newInstructor, NORTHLOOP_ID } from '../../../../test/live-kit.ts';
import { receivingMember, sendingInstructor } from '../../../../test/werift-peers.ts';

type Janus = Awaited<ReturnType<typeof startJanus>>;
type Probe = ReturnType<typeof janusProbe>;

const binary: string | null = janusBinary();

/** Members one Janus holds in this file: small, so a class of three spreads. */
const CAPACITY = 2;

describe.skipIf(!binary)('classes on two Janus instances (JANUS_URL with two addresses)', () => {
  let a: Janus;
  let b: Janus;
  let probeA: Probe;
  let probeB: Probe;
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    // Ports and media ports of their own, apart from media-janus.test.ts's Janus.
    // One secret for both, as the server has one JANUS_API_SECRET for all its instances.
    const apiSecret = randomUUID();
    a = await startJanus({ rtpPorts: '24000-24499', apiSecret });
    b = await startJanus({ rtpPorts: '24500-24999', apiSecret });
    probeA = janusProbe(a.url, a.apiSecret);
    probeB = janusProbe(b.url, b.apiSecret);
    t = await createTestApp({
      env: {
        JANUS_URL: `${a.url},${b.url}`,
        JANUS_API_SECRET: a.apiSecret,
        JANUS_MEMBERS_PER_INSTANCE: String(CAPACITY),
      },
    });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    for (const s of open) s.disconnect();
    await t?.close();
    await Promise.all([a?.stop(), b?.stop()]);
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

  /** A booked class gone live, its instructor and members in the room. */
  async function liveClass(members: number) {
    const booked = await bookedClassInWindow(t, {}, members);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const live = await t.call(
      {
        method: 'POST',
        url: '/rest/v2/broadcasts/create',
        token: teacher.token,
        payload: { liveClassId: booked.classId },
      },
      broadcastSchema,
    );
    expect(live.statusCode, JSON.stringify(live.body)).toBe(200);
    const instructor = await connect(teacher.token);
    await ask(instructor, ev.join, { liveClassId: booked.classId });
    const sockets = await Promise.all(booked.members.map((m) => connect(m.token)));
    for (const s of sockets) await ask(s, ev.join, { liveClassId: booked.classId });
    const room = `class-${booked.classId}`;
    const end = async () => {
      const ended = await t.call({
        method: 'DELETE',
        url: `/rest/v2/broadcasts/${(live.body.content as { streamId: string }).streamId}`,
        token: teacher.token,
      });
      expect(ended.statusCode, JSON.stringify(ended.body)).toBe(200);
    };
    return { classId: booked.classId, room, instructor, members: sockets, end };
  }
  const subscribe = (s: Socket, liveClassId: number) =>
    ask(s, media.subscribe, { liveClassId, feed: 'instructor' });

  it('places each class going live on the less loaded Janus, by members placed there', async () => {
    const first = await liveClass(1);
    // A is listed first: on a tie it takes the class.
    expect([await probeA.exists(first.room), await probeB.exists(first.room)]).toEqual([
      true,
      false,
    ]);
    // The first class's member is seated on A (its instructor publishes nothing yet): A now
    // holds a class and a member.
    expect(await subscribe(first.members[0]!, first.classId)).toMatchObject({
      httpStatus: 404,
      content: liveMediaTexts.notPublishing,
    });

    const second = await liveClass(1);
    expect([await probeA.exists(second.room), await probeB.exists(second.room)]).toEqual([
      false,
      true,
    ]);
    // B holds one class, A a class and a member: the third goes to B too (not in turn to A).
    const third = await liveClass(1);
    expect([await probeA.exists(third.room), await probeB.exists(third.room)]).toEqual([
      false,
      true,
    ]);
    // Everything of a class happens where it lives: its instructor publishes on B.
    expect(
      (
        await ask(third.instructor, media.publish, {
          liveClassId: third.classId,
          offer: offer(true),
        })
      ).status,
    ).toBe(1);
    expect(await probeB.participants(third.room)).toEqual([
      expect.objectContaining({ id: 'instructor' }),
    ]);

    for (const c of [first, second, third]) await c.end();
    for (const c of [first, second, third])
      expect([await probeA.exists(c.room), await probeB.exists(c.room)]).toEqual([false, false]);
  }, 60_000);

  it('spreads a class past one Janus’s capacity to the other, forwarding the instructor there, and stops it at the end', async () => {
    const c = await liveClass(3);
    expect(await probeA.exists(c.room)).toBe(true);
    const published = await ask(c.instructor, media.publish, {
      liveClassId: c.classId,
      offer: offer(true),
    });
    expect(published.status, JSON.stringify(published)).toBe(1);
    const [first, second, third] = c.members as [Socket, Socket, Socket];

    // A holds the class and its first member: full. No media flows in this test, so on A
    // the instructor is not yet receivable...
    expect(await subscribe(first, c.classId)).toMatchObject({ httpStatus: 404 });
    expect(await probeB.exists(c.room)).toBe(false);
    // ...while the second member is seated on B, where the forwarded copy is a publisher Janus
    // offers at once: the offer comes from B.
    const onB = await subscribe(second, c.classId);
    expect(onB.status, JSON.stringify(onB)).toBe(1);
    expect(onB.content.offer.sdp).toMatch(/s=VideoRoom class-\d+[\s\S]*m=video[\s\S]*m=audio/);
    expect(await probeB.participants(c.room)).toEqual([
      expect.objectContaining({ id: 'instructor', publisher: true, remote: true }),
    ]);
    // The third joins the second on B (one forward per instance, not per member).
    expect((await subscribe(third, c.classId)).status).toBe(1);
    expect(await probeB.participants(c.room)).toHaveLength(1);
    // Members' feeds list still reads the home: the instructor sends nothing yet.
    expect((await ask(second, media.feeds, { liveClassId: c.classId })).content).toEqual([]);

    // The instructor reloads and publishes again: the copy on B follows the new publication.
    const again = await ask(c.instructor, media.publish, {
      liveClassId: c.classId,
      offer: offer(true),
    });
    expect(again.status, JSON.stringify(again)).toBe(1);
    expect(await probeB.participants(c.room)).toEqual([
      expect.objectContaining({ id: 'instructor', remote: true }),
    ]);
    expect((await subscribe(second, c.classId)).status).toBe(1);

    // The class ends: the forwarder on A stops, and both rooms go.
    await c.end();
    expect([await probeA.exists(c.room), await probeB.exists(c.room)]).toEqual([false, false]);
  }, 60_000);
  it('a member seated on the second Janus receives the instructor’s video through the forwarder, until the class ends', async () => {
    const c = await liveClass(2);
    const camera = await sendingInstructor(c.instructor, c.classId);
    const [first, second] = c.members as [Socket, Socket];
    // The first member fills the home (A holds the class and them); the second goes to B.
    const onA = await receivingMember(first, c.classId);
    const onB = await receivingMember(second, c.classId);
    const candidatePorts = (sdp: string) =>
      [...sdp.matchAll(/a=candidate:\S+ \d+ udp \d+ \S+ (\d+) typ host/g)].map((m) => Number(m[1]));
    // Each Janus offers its own media ports: A's are 24000-24499, B's 24500-24999.
    expect(candidatePorts(onA.offer.sdp).every((p) => p >= 24000 && p < 24500)).toBe(true);
    expect(candidatePorts(onB.offer.sdp).every((p) => p >= 24500 && p < 25000)).toBe(true);
    expect(candidatePorts(onB.offer.sdp).length).toBeGreaterThan(0);
    // The packets the instructor sends to A reach the member on B.
    await onB.received(30);
    await onA.received(30);

    await c.end();
    // The forwarder and the rooms are gone: nothing more reaches the member on B.
    await new Promise((r) => setTimeout(r, 500));
    const after = onB.got.packets;
    await new Promise((r) => setTimeout(r, 1000));
    expect(onB.got.packets).toBe(after);
    expect([await probeA.exists(c.room), await probeB.exists(c.room)]).toEqual([false, false]);
    await Promise.all([camera.close(), onA.close(), onB.close()]);
  }, 60_000);
});
