import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  boardSchema,
  coachBoardSchema,
  LIVE_BOARD_STALE_SECONDS,
  LIVE_BOARD_STATS_PER_SECOND,
  liveBoardEvents as board,
  liveBoardTexts,
  liveSocketEvents as ev,
  type Board,
  type CoachBoard,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { bookedClassInWindow, newInstructor, NORTHLOOP_ID } from '../../../../test/live-kit.ts';
import { newCustomer } from '../../../../test/schedule-fixtures.ts';
import { ask, contentOf, heardOn, listeningLiveApp } from '../../../../test/live-socket-kit.ts';
import { seatIdOf } from './board-lines.ts';

let t: TestApp;
let url: string;
const clients = listeningLiveApp((app, at) => {
  t = app;
  url = at;
});

const connect = (token: string) => clients.connect(url, token);
const rename = (id: number, first: string, last: string) =>
  t.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [first, last, id]);

/** A connection of `token` in the class's room. */
async function inRoom(token: string, liveClassId: number): Promise<Socket> {
  const s = await connect(token);
  expect((await ask(s, ev.join, { liveClassId })).status).toBe(1);
  return s;
}

const optIn = async (s: Socket, liveClassId: number, show: 'name' | 'initials' = 'name') =>
  contentOf(await ask(s, board.join, { liveClassId, show }), boardSchema);

const report = (s: Socket, liveClassId: number, zonePoints: number, calories = 0, zone = 3) =>
  ask(s, board.stats, { liveClassId, zonePoints, calories, zone, bpm: 120 + zone * 10 });

/** The first `event` the socket hears, from now on, whose content `matches`. */
function heard<T>(
  s: Socket,
  event: string,
  read: (raw: unknown) => T,
  matches: (b: T) => boolean,
  ms = 4000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off(event, listen);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    const listen = (raw: unknown) => {
      const got = read(raw);
      if (!matches(got)) return;
      clearTimeout(timer);
      s.off(event, listen);
      resolve(got);
    };
    s.on(event, listen);
  });
}
const boardWhere = (s: Socket, matches: (b: Board) => boolean) =>
  heard(s, board.update, (raw) => boardSchema.parse(raw), matches);
const coachWhere = (s: Socket, matches: (b: CoachBoard) => boolean) =>
  heard(s, board.coach, (raw) => coachBoardSchema.parse(raw), matches);
/** The lines' seats, and the seats of members by user id, to compare with. */
const ids = (b: Board) => b.lines.map((l) => l.seat);
const seatsOf = (app: TestApp, liveClassId: number, ...userIds: number[]) =>
  userIds.map((id) => seatIdOf(app.deps.config.media.signingSecret, liveClassId, id));

describe('the leaderboard: who is on it', () => {
  it('lists only members who opted in, by the name or initials they chose and never their e-mail', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 3);
    const [bea, cal, dan] = members;
    await rename(bea!.id, 'Bea', 'Brown');
    await rename(cal!.id, 'Cal', 'Carter');
    const [b, c, d] = await Promise.all(members.map((m) => inRoom(m.token, classId)));
    const joined = await optIn(b!, classId, 'name');
    expect(joined.own).toMatchObject({ seat: seatsOf(t, classId, bea!.id)[0], label: 'Bea B.' });
    expect(joined.own?.rank).toBe(1);
    await optIn(c!, classId, 'initials');
    // Dan is in the room without opting in: he sees the board, is not on it, cannot report.
    expect(await report(d!, classId, 5)).toMatchObject({
      status: 0,
      httpStatus: 403,
      content: liveBoardTexts.joinFirst,
    });
    const seen = boardWhere(d!, (x) => x.total === 2);
    expect((await report(b!, classId, 4)).status).toBe(1);
    const got = await seen;
    expect(got.own).toBeNull();
    expect(got.lines.map((l) => l.label)).toEqual(['Bea B.', 'CC']);
    expect(ids(got)).not.toContain(seatsOf(t, classId, dan!.id)[0]);
    expect(JSON.stringify(got)).not.toContain('@');
    // Nothing changes: nothing more is sent.
    const quiet = heardOn(d!, board.update);
    await new Promise((done) => setTimeout(done, 2200));
    expect(quiet).toEqual([]);
  });

  it('refuses a member who has not booked the class, and one not in the room (403)', async () => {
    const { classId } = await bookedClassInWindow(t);
    const stranger = await connect((await newCustomer(t, NORTHLOOP_ID)).token);
    expect((await ask(stranger, ev.join, { liveClassId: classId })).status).toBe(0);
    for (const [event, data] of [
      [board.join, { liveClassId: classId, show: 'name' }],
      [board.stats, { liveClassId: classId, zonePoints: 1, calories: 1, zone: 2 }],
    ] as const)
      expect(await ask(stranger, event, data)).toMatchObject({ status: 0, httpStatus: 403 });
  });

  it('refuses figures out of bounds (400) and the instructor’s own opting in (403)', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const m = await inRoom(member.token, classId);
    await optIn(m, classId);
    const bad = { liveClassId: classId, zonePoints: 1, calories: 1 };
    for (const wrong of [{ zone: 6 }, { zone: 2, calories: -1 }, { zone: 2, bpm: 900 }])
      expect(await ask(m, board.stats, { ...bad, ...wrong })).toMatchObject({ httpStatus: 400 });
    const teacher = await inRoom((await newInstructor(t, NORTHLOOP_ID)).token, classId);
    expect(await ask(teacher, board.join, { liveClassId: classId, show: 'name' })).toMatchObject({
      httpStatus: 403,
      content: liveBoardTexts.onlyMembers,
    });
  });
});

describe('the leaderboard: ranking and updates', () => {
  it('ranks by zone points, or by calories when the instructor says so, and gives each their own line', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 3);
    const sockets = await Promise.all(members.map((m) => inRoom(m.token, classId)));
    for (const s of sockets) await optIn(s, classId);
    const [a, b, c] = sockets;
    await report(a!, classId, 2, 300);
    await report(b!, classId, 9, 100);
    await report(c!, classId, 5, 200);
    const [ma, mb, mc] = members.map((m) => m.id) as [number, number, number];
    const byPoints = await boardWhere(a!, (x) => x.lines.every((l) => l.zonePoints > 0));
    expect(byPoints.sortBy).toBe('zonePoints');
    expect(ids(byPoints)).toEqual(seatsOf(t, classId, mb, mc, ma));
    expect(byPoints.own).toMatchObject({
      seat: seatsOf(t, classId, ma)[0],
      rank: 3,
      zonePoints: 2,
    });
    expect(byPoints.total).toBe(3);

    const teacher = await inRoom((await newInstructor(t, NORTHLOOP_ID)).token, classId);
    const byCalories = boardWhere(c!, (x) => x.sortBy === 'calories');
    expect(
      (await ask(teacher, board.sort, { liveClassId: classId, sortBy: 'calories' })).status,
    ).toBe(1);
    const ranked = await byCalories;
    expect(ids(ranked)).toEqual(seatsOf(t, classId, ma, mc, mb));
    expect(ranked.own).toMatchObject({ seat: seatsOf(t, classId, mc)[0], rank: 2 });
    expect(await ask(a!, board.sort, { liveClassId: classId, sortBy: 'zonePoints' })).toMatchObject(
      {
        httpStatus: 403,
        content: liveBoardTexts.onlyInstructorSorts,
      },
    );
  });

  it(`refuses a member’s figures beyond ${LIVE_BOARD_STATS_PER_SECOND} a second (429)`, async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const m = await inRoom(member.token, classId);
    await optIn(m, classId);
    // The test clock stands still: every report falls in the same second.
    for (let i = 0; i < LIVE_BOARD_STATS_PER_SECOND; i++)
      expect((await report(m, classId, i)).status).toBe(1);
    expect(await report(m, classId, 9)).toMatchObject({
      status: 0,
      httpStatus: 429,
      content: liveBoardTexts.statsTooFast,
    });
  });

  it('takes a member off at once when they leave the board, the room or close the page, and sends them nothing more', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 4);
    const [stays, optsOut, walks, closes] = await Promise.all(
      members.map((m) => inRoom(m.token, classId)),
    );
    for (const s of [stays!, optsOut!, walks!, closes!]) {
      await optIn(s, classId);
      await report(s, classId, 3);
    }
    await boardWhere(stays!, (x) => x.total === 4);
    expect((await ask(optsOut!, board.leave, { liveClassId: classId })).status).toBe(1);
    expect((await ask(walks!, ev.leave, { liveClassId: classId })).status).toBe(1);
    const walkerHeard = heardOn(walks!, board.update);
    closes!.disconnect();
    const after = await boardWhere(stays!, (x) => x.total === 1);
    expect(ids(after)).toEqual(seatsOf(t, classId, members[0]!.id));
    // One more change: the member who left the room hears none of it.
    await report(stays!, classId, 8);
    await boardWhere(stays!, (x) => x.own?.zonePoints === 8);
    expect(walkerHeard).toEqual([]);
    // Out of the room, the board is closed to them too.
    expect(await report(walks!, classId, 1)).toMatchObject({ httpStatus: 403 });
  });

  it('gives the instructor every opted-in member’s zone and heart rate, and no member the heart rates', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 3);
    const teacher = await inRoom((await newInstructor(t, NORTHLOOP_ID)).token, classId);
    const sockets = await Promise.all(members.map((m) => inRoom(m.token, classId)));
    const coach = coachWhere(
      teacher,
      (x) => x.members.length === 2 && x.members.every((l) => l.bpm),
    );
    const memberBoard = boardWhere(sockets[2]!, (x) => x.total === 2);
    for (const [i, s] of sockets.slice(0, 2).entries()) {
      await optIn(s, classId);
      await report(s, classId, 1, 10, i + 4);
    }
    const seen = await coach;
    expect(seen.more).toBe(0);
    expect(
      seen.members
        .map(({ userId, zone, bpm }) => ({ userId, zone, bpm }))
        .sort((x, y) => x.zone - y.zone),
    ).toEqual([
      { userId: members[0]!.id, zone: 4, bpm: 160 },
      { userId: members[1]!.id, zone: 5, bpm: 170 },
    ]);
    expect(JSON.stringify(await memberBoard)).not.toContain('bpm');
  });

  it(`drops a member whose page has said nothing for ${LIVE_BOARD_STALE_SECONDS} seconds`, async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [talks, silent] = await Promise.all(members.map((m) => inRoom(m.token, classId)));
    for (const s of [talks!, silent!]) await optIn(s, classId);
    await boardWhere(talks!, (x) => x.total === 2);
    t.clock.advance((LIVE_BOARD_STALE_SECONDS + 1) * 1000);
    await report(talks!, classId, 6);
    const after = await boardWhere(talks!, (x) => x.total === 1);
    expect(ids(after)).toEqual(seatsOf(t, classId, members[0]!.id));
  });
});

// Needs a Redis server; .ci/run points TEST_REDIS_URL at this machine's when it answers.
describe.skipIf(!process.env.TEST_REDIS_URL)('the leaderboard across instances', () => {
  it('ranks members connected to two instances on one board, each instance sending to its own', async () => {
    const shared = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      const urls = [
        await shared.app.listen({ port: 0, host: '127.0.0.1' }),
        await (await shared.secondInstance()).app.listen({ port: 0, host: '127.0.0.1' }),
      ];
      const { classId, members } = await bookedClassInWindow(shared, {}, 2);
      const at = async (i: number, token: string) => {
        const s = await clients.connect(urls[i]!, token);
        expect((await ask(s, ev.join, { liveClassId: classId })).status).toBe(1);
        return s;
      };
      const [a, b] = await Promise.all(members.map((m, i) => at(i, m.token)));
      const teacher = await at(1, (await newInstructor(shared, NORTHLOOP_ID)).token);
      const coach = coachWhere(teacher, (x) => x.members.length === 2);
      const onA = boardWhere(a!, (x) => x.total === 2 && x.lines[0]?.zonePoints === 7);
      for (const [s, points] of [[a!, 7] as const, [b!, 3] as const]) {
        await optIn(s, classId);
        await report(s, classId, points);
      }
      expect(ids(await onA)).toEqual(seatsOf(shared, classId, ...members.map((m) => m.id)));
      expect((await coach).members.map((l) => l.bpm)).toEqual([150, 150]);
    } finally {
      await shared.close();
    }
  });
});
