// Where members finished on a live class's board (issue 53, item 5): kept with their workouts as
// they leave, and for everyone at the class's end; the member's summary and history show it.
import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  broadcastSchema,
  classSummarySchema,
  liveBoardEvents as board,
  liveSocketEvents as ev,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import type { TestApp } from '../../../../test/harness.ts';
import {
  bookedClassInWindow,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
} from '../../../../test/live-kit.ts';
import { ask, listeningLiveApp } from '../../../../test/live-socket-kit.ts';
import { placesOf } from './board-places.ts';

let t: TestApp;
let url: string;
const clients = listeningLiveApp((app, at) => {
  t = app;
  url = at;
});

/** A member in the room, on the board, having reported `zonePoints`. */
async function onBoard(token: string, liveClassId: number, zonePoints: number): Promise<Socket> {
  const s = await clients.connect(url, token);
  expect((await ask(s, ev.join, { liveClassId })).status).toBe(1);
  expect((await ask(s, board.join, { liveClassId, show: 'name' })).status).toBe(1);
  const stats = { liveClassId, zonePoints, calories: zonePoints * 10, zone: 3, bpm: 140 };
  expect((await ask(s, board.stats, stats)).status).toBe(1);
  return s;
}

type Place = {
  user_id: number;
  board_rank: number | null;
  board_size: number | null;
  board_place_final: boolean;
};
const placesIn = (liveClassId: number) =>
  t.db.query<Place>(
    `SELECT user_id, board_rank, board_size, board_place_final FROM workouts
     WHERE live_class_id = $1 ORDER BY user_id`,
    [liveClassId],
  );

/** The places once `ready` says they are kept (they are kept as the room goes, not awaited). */
async function placesWhen(liveClassId: number, ready: (p: Place[]) => boolean): Promise<Place[]> {
  for (let i = 0; i < 100; i++) {
    const places = await placesIn(liveClassId);
    if (ready(places)) return places;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`places never ready: ${JSON.stringify(await placesIn(liveClassId))}`);
}

const summary = (token: string, classId: number) =>
  t.call({ method: 'GET', url: `/api/livestream/${classId}/summary`, token }, classSummarySchema);

describe('board places', () => {
  it('keeps a leaving member’s place, and only theirs, while the class runs', async () => {
    const { classId, members } = await bookedClassInWindow(t, { minutes: 45 }, 3);
    const [a, b, c] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
    const sa = await onBoard(a.token, classId, 2);
    await onBoard(b.token, classId, 9);
    const sc = await onBoard(c.token, classId, 5);
    expect((await ask(sa, ev.leave, { liveClassId: classId })).status).toBe(1);
    const kept = await placesWhen(classId, (p) => p.some((x) => x.board_rank !== null));
    expect(kept.find((p) => p.user_id === a.id)).toMatchObject({
      board_rank: 3,
      board_size: 3,
      board_place_final: false,
    });
    expect(kept.filter((p) => p.board_rank !== null)).toHaveLength(1);

    // A page that closes keeps its place too: c is second of the two left.
    sc.disconnect();
    const afterClose = await placesWhen(classId, (p) =>
      p.some((x) => x.user_id === c.id && x.board_rank !== null),
    );
    expect(afterClose.find((p) => p.user_id === c.id)).toMatchObject({
      board_rank: 2,
      board_size: 2,
    });

    const own = await summary(a.token, classId);
    expectOk(own);
    expect(own.body.content.workout).toMatchObject({
      boardPlace: { rank: 3, of: 3 },
      heartRate: null,
      calories: null,
      caloriesFrom: 'estimate',
    });
    // A member who never joined the board has no place.
    const stranger = await bookedClassInWindow(t);
    const none = await summary(stranger.member.token, stranger.classId);
    expectOk(none);
    expect(none.body.content.workout).toMatchObject({ boardPlace: null });
  });

  it('keeps everyone’s place at the class’s end, and pages leaving afterwards do not replace it', async () => {
    const { classId, members } = await bookedClassInWindow(t, { minutes: 45 }, 3);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const live = await t.call(
      {
        method: 'POST',
        url: '/rest/v2/broadcasts/create',
        token: teacher.token,
        payload: { liveClassId: classId, streamId: '' },
      },
      broadcastSchema,
    );
    expectOk(live);
    const sockets = [];
    for (const [i, m] of members.entries())
      sockets.push(await onBoard(m.token, classId, [4, 8, 4][i]!));
    const ended = await t.call(
      {
        method: 'DELETE',
        url: `/rest/v2/broadcasts/${live.body.content.streamId}`,
        token: teacher.token,
      },
      broadcastSchema,
    );
    expectOk(ended);
    const kept = await placesWhen(classId, (p) => p.every((x) => x.board_place_final));
    // 8 points first; the two on 4 points and 40 calories share second.
    expect(kept.map((p) => [p.user_id, p.board_rank, p.board_size])).toEqual(
      [
        [members[0]!.id, 2, 3],
        [members[1]!.id, 1, 3],
        [members[2]!.id, 2, 3],
      ].sort((x, y) => x[0]! - y[0]!),
    );
    // The pages go one by one: the last sees a board of one, and keeps its final place.
    for (const s of sockets.slice(0, 2))
      expect((await ask(s, ev.leave, { liveClassId: classId })).status).toBe(1);
    expect((await ask(sockets[2]!, ev.leave, { liveClassId: classId })).status).toBe(1);
    await new Promise((done) => setTimeout(done, 300));
    expect(await placesIn(classId)).toEqual(kept);
    const own = await summary(members[1]!.token, classId);
    expectOk(own);
    expect(own.body.content.workout?.boardPlace).toEqual({ rank: 1, of: 3 });
  });

  it('keeps everyone’s place from the first page to leave after the scheduled end', async () => {
    const { classId, members } = await bookedClassInWindow(t, { minutes: 45 }, 2);
    const [a, b] = [
      await onBoard(members[0]!.token, classId, 3),
      await onBoard(members[1]!.token, classId, 6),
    ];
    // Reporting until just before the scheduled end (45 minutes from 5 minutes on), then past it.
    t.clock.advance(50 * MINUTE - 20_000);
    for (const [s, points] of [
      [a, 3],
      [b, 6],
    ] as const) {
      const stats = { liveClassId: classId, zonePoints: points, calories: 0, zone: 3 };
      expect((await ask(s, board.stats, stats)).status).toBe(1);
    }
    t.clock.advance(25_000);
    a.disconnect();
    const kept = await placesWhen(classId, (p) => p.every((x) => x.board_place_final));
    expect(kept.map((p) => p.board_rank)).toEqual(
      members[0]!.id < members[1]!.id ? [2, 1] : [1, 2],
    );
    b.disconnect();
  });
});

describe('placesOf', () => {
  it('ranks by the key, then the other figure, in tenths; equal on both share a rank', () => {
    const standings = [
      { userId: 1, zonePoints: 5.04, calories: 100 },
      { userId: 2, zonePoints: 5.0, calories: 100 },
      { userId: 3, zonePoints: 9, calories: 10 },
      { userId: 4, zonePoints: 5, calories: 120 },
    ];
    expect(placesOf('zonePoints', standings)).toEqual([
      { userId: 1, rank: 3 },
      { userId: 2, rank: 3 },
      { userId: 3, rank: 1 },
      { userId: 4, rank: 2 },
    ]);
    // By calories 1 and 2 are equal on both figures (5.04 points is 5.0 on the board).
    expect(placesOf('calories', standings).map((p) => p.rank)).toEqual([2, 2, 4, 1]);
  });
});
