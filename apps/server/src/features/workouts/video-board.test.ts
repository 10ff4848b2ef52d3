import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  completedAfter,
  easternDay,
  heartRatePersonOf,
  heartZoneOf,
  kcalPerMinute,
  reportHeartRateAnswerSchema,
  userSchema,
  videoBoardSchema,
  videoBoardTexts,
  zoneMaxHeartRate,
  type BoardDisplay,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectFailure, expectOk } from '../../../test/answer.ts';
import { newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let videoId: number;
let duration: number;
/** A second class nobody took, for the plays that paused or skipped. */
let other: { id: number; duration: number };
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  // A class nobody took in the demo data, so the board holds only this test's members.
  const [row] = await t.db.query<{ id: number; duration_seconds: number }>(
    `SELECT id, duration_seconds FROM videos
      WHERE duration_seconds >= 1200
        AND id NOT IN (SELECT video_id FROM workouts WHERE video_id IS NOT NULL)
      ORDER BY id LIMIT 1`,
  );
  videoId = row!.id;
  duration = row!.duration_seconds;
  const [next] = await t.db.query<{ id: number; duration_seconds: number }>(
    `SELECT id, duration_seconds FROM videos
      WHERE duration_seconds >= 1200 AND id > $1
        AND id NOT IN (SELECT video_id FROM workouts WHERE video_id IS NOT NULL)
      ORDER BY id LIMIT 1`,
    [videoId],
  );
  other = { id: next!.id, duration: next!.duration_seconds };
});
afterAll(() => t.close());

type Sample = { atSecond: number; bpm: number; videoSecond?: number };
const steady = (from: number, to: number, bpm: number): Sample[] =>
  Array.from({ length: to - from }, (_, i) => ({ atSecond: from + i, bpm }));

const saveProfile = (token: string, userInfo: Record<string, unknown>) =>
  t.call({ method: 'PUT', url: '/api/user/save', token, payload: { userInfo } }, userSchema);

/** A member with this name, shown on leaderboards as chosen (null: not shown). */
async function member(firstName: string, lastName: string, show: BoardDisplay | null) {
  const m = await newMember(t);
  expectOk(await saveProfile(m.token, { firstName, lastName, leaderboardShow: show }));
  return m;
}

/** The member watches the class to completion: the play's workout and its estimated calories. */
async function tookTheClass(token: string, id = videoId) {
  const sessionId = randomUUID();
  const event = (eventType: string, eventValue: number) =>
    t.call(
      {
        method: 'POST',
        url: '/api/%7BvideoId%7D/analytics',
        token,
        payload: { eventType, eventValue, videoId: id, sessionId },
      },
      analyticsAnswerSchema,
    );
  expectOk(await event('play', 0));
  const secs = completedAfter(id === videoId ? duration : other.duration);
  t.clock.advance(secs * 1000);
  const res = await event('progress', secs);
  expectOk(res);
  return { workoutId: res.body.content.workoutId!, estimate: res.body.content.calories! };
}

/** Took the class with a strap: these samples reported in pieces of at most 600. */
async function tookWithStrap(token: string, samples: Sample[], id = videoId) {
  const { workoutId } = await tookTheClass(token, id);
  for (let i = 0; i < samples.length; i += 600) {
    const res = await t.call(
      {
        method: 'POST',
        url: '/api/workout/heartRate',
        token,
        payload: { workoutId, samples: samples.slice(i, i + 600) },
      },
      reportHeartRateAnswerSchema,
    );
    expectOk(res);
  }
}

const board = (token: string | undefined, query: string, id = videoId) =>
  t.call({ method: 'GET', url: `/api/video/${id}/board?${query}`, token }, videoBoardSchema);

const tenths = (n: number) => Math.round(n * 10) / 10;
/** A board's figure: in tenths, from minute figures kept in tenths, so within a tenth. */
const near = (shown: number, exact: number) =>
  expect(Math.abs(shown - exact)).toBeLessThanOrEqual(0.1 + 1e-9);

describe('GET /api/video/{videoId}/board', () => {
  // Profiles without a birthday, weight or gender: the contract's defaults, as the server uses.
  const person = () => heartRatePersonOf({}, easternDay(t.clock.now()));
  const kcal = (bpm: number, minutes: number) => kcalPerMinute(person(), bpm) * minutes;
  const zoneOf = (bpm: number) => heartZoneOf(bpm, zoneMaxHeartRate(person()));

  let asker: { token: string };
  let noStrap: { estimate: number };
  beforeAll(async () => {
    // Ann: a minute at 120 (zone 2), then 160 (zone 4). Bea: 125 (zone 2) throughout. Cal: not on leaderboards. Dan: no strap.
    const ann = await member('Ann', 'Archer', 'name');
    await tookWithStrap(ann.token, [...steady(0, 60, 120), ...steady(60, 900, 160)]);
    const bea = await member('Bea', 'Brown', 'initials');
    await tookWithStrap(bea.token, steady(0, 900, 125));
    const cal = await member('Cal', 'Cook', null);
    await tookWithStrap(cal.token, steady(0, 900, 180));
    const dan = await member('Dan', 'Dale', 'name');
    noStrap = await tookTheClass(dan.token);
    asker = await member('Eve', 'East', 'name');
    // The asker's own past play is not among the others: their line is the one they send.
    await tookWithStrap(asker.token, steady(0, 900, 190));
  });

  it('lists only members who show on leaderboards, with their figures at the same second', async () => {
    const res = await board(asker.token, 'atSecond=90');
    expectOk(res);
    const { lines, own, total, sortBy, atSecond } = res.body.content;
    expect({ sortBy, atSecond, total, own }).toEqual({
      sortBy: 'zonePoints',
      atSecond: 90,
      total: 3,
      own: null,
    });
    expect(lines.map((l) => l.label)).toEqual(['Ann A.', 'BB', 'Dan D.']);
    const [ann, bea, dan] = lines;
    // Ann at 1:30: a minute at 120 and half a minute at 160, minute 2 spent at 160.
    expect(ann).toMatchObject({ label: 'Ann A.', rank: 1, you: false, zone: zoneOf(160) });
    near(ann!.calories, kcal(120, 1) + kcal(160, 0.5));
    near(ann!.zonePoints, zoneOf(120) * 1 + zoneOf(160) * 0.5);
    expect(bea).toMatchObject({ rank: 2, zone: zoneOf(125) });
    near(bea!.calories, kcal(125, 1.5));
    near(bea!.zonePoints, zoneOf(125) * 1.5);
    // Dan wore no strap: his play's estimate spread evenly over the class, no zone points.
    expect(dan).toMatchObject({ rank: 3, zone: 0, zonePoints: 0 });
    near(dan!.calories, (noStrap.estimate * 90) / duration);
  });

  it('ranks by calories when asked, and keeps the last minute after a play ends', async () => {
    const res = await board(asker.token, `atSecond=${Math.min(duration, 3000)}&sortBy=calories`);
    expectOk(res);
    const { lines } = res.body.content;
    const of = (label: string) => lines.find((l) => l.label === label)!.calories;
    // Past their last sample (second 899), the figures stay those of the whole play.
    near(of('Ann A.'), kcal(120, 1) + kcal(160, 14 - 1 / 60));
    near(of('BB'), kcal(125, 15 - 1 / 60));
    near(of('Dan D.'), noStrap.estimate);
    expect(lines.map((l) => l.calories)).toEqual(
      lines.map((l) => l.calories).sort((a, b) => b - a),
    );
    expect(lines.map((l) => l.rank)).toEqual([1, 2, 3]);
    expect(res.body.content.sortBy).toBe('calories');
  });

  it('ranks the asking member by the figures their page sends', async () => {
    const bea = kcal(125, 1.5);
    const res = await board(asker.token, `atSecond=90&calories=${bea}&zonePoints=0.1&zone=2`);
    expectOk(res);
    const { lines, own, total } = res.body.content;
    expect(total).toBe(4);
    // Fewer zone points than Ann and Bea, more than Dan: third, labelled as they chose.
    expect(own).toEqual({
      label: 'Eve E.',
      rank: 3,
      you: true,
      zone: 2,
      calories: tenths(bea),
      zonePoints: 0.1,
    });
    expect(lines.map((l) => [l.rank, l.label, l.you])).toEqual([
      [1, 'Ann A.', false],
      [2, 'BB', false],
      [3, 'Eve E.', true],
      [4, 'Dan D.', false],
    ]);
  });

  it('follows the profile: a member who stops showing leaves every board at once', async () => {
    const fay = await member('Fay', 'Ford', 'initials');
    await tookWithStrap(fay.token, steady(0, 300, 150));
    const labels = async () => {
      const res = await board(asker.token, 'atSecond=60');
      expectOk(res);
      return res.body.content.lines.map((l) => l.label);
    };
    expect(await labels()).toContain('FF');
    expectOk(await saveProfile(fay.token, { leaderboardShow: null }));
    expect(await labels()).not.toContain('FF');
  });

  it('refuses what is not a second of the class, an unknown class and a caller without login', async () => {
    for (const query of [
      '',
      'atSecond=-1',
      'atSecond=1.5',
      'atSecond=abc',
      'atSecond=14400',
      'atSecond=5&sortBy=output',
      'atSecond=5&calories=-3',
      'atSecond=5&calories=1&zone=7',
      'atSecond=5&extra=1',
    ]) {
      const res = await board(asker.token, query);
      expectFailure(res, 400);
    }
    const unknown = await board(asker.token, 'atSecond=5', 999_999);
    expectFailure(unknown, 404);
    expect(unknown.body.content).toBe(videoBoardTexts.unknownVideo);
    expectFailure(await board(undefined, 'atSecond=5'), 401);
  });
});

/** A play of `positions` (the class's seconds, one reading a second by the page's clock) at `bpm`. */
const played = (positions: number[], bpm: number): Sample[] =>
  positions.map((videoSecond, atSecond) => ({ atSecond, bpm, videoSecond }));
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('GET /api/video/{videoId}/board after pauses and seeks', () => {
  const person = () => heartRatePersonOf({}, easternDay(t.clock.now()));
  const kcal = (bpm: number, minutes: number) => kcalPerMinute(person(), bpm) * minutes;
  let asker: { token: string };
  beforeAll(async () => {
    // All at 150 by the page's clock, a reading a second. Ivy played straight through; Gus
    // paused two minutes at 0:30 (no readings, then the clock runs on); Hal skipped 1:00-5:00.
    const ivy = await member('Ivy', 'Irwin', 'name');
    await tookWithStrap(ivy.token, played(range(0, 600), 150), other.id);
    const gus = await member('Gus', 'Gray', 'name');
    const pausedPlay = played(range(0, 30), 150).concat(
      played(range(30, 600), 150).map((s) => ({ ...s, atSecond: s.atSecond + 120 })),
    );
    await tookWithStrap(gus.token, pausedPlay, other.id);
    const hal = await member('Hal', 'Hunt', 'name');
    await tookWithStrap(hal.token, played([...range(0, 60), ...range(300, 600)], 150), other.id);
    asker = await member('Jo', 'Jones', 'name');
  });

  const caloriesAt = async (atSecond: number) => {
    const res = await board(asker.token, `atSecond=${atSecond}&sortBy=calories`, other.id);
    expectOk(res);
    return new Map(res.body.content.lines.map((l) => [l.label, l.calories]));
  };

  it('compares a play that paused at the same position of the class, not the same time since it began', async () => {
    const at = await caloriesAt(90);
    near(at.get('Ivy I.')!, kcal(150, 1.5));
    // By the time since his play began, Gus would have 29 s at 1:30: he has played 89 s of it
    // (the second before the pause is not counted: the strap was not read across it).
    near(at.get('Gus G.')!, kcal(150, 89 / 60));
  });

  it('gives a play that skipped a part nothing for it, and places the rest at its own minutes', async () => {
    // In the part Hal skipped, he stays at his first minute.
    near((await caloriesAt(200)).get('Hal H.')!, kcal(150, 1));
    // At 5:30: his first minute and the half minute since 5:00 (not 5:30 of his clock's time).
    const at = await caloriesAt(330);
    near(at.get('Hal H.')!, kcal(150, 1.5));
    near(at.get('Ivy I.')!, kcal(150, 5.5));
    expect([...at.keys()]).toEqual(['Ivy I.', 'Gus G.', 'Hal H.']);
  });
});

describe('the profile default for leaderboards', () => {
  it('is off until chosen, takes name or initials, and refuses anything else', async () => {
    const m = await newMember(t);
    const me = await t.call({ method: 'GET', url: '/api/user/me', token: m.token }, userSchema);
    expectOk(me);
    expect(me.body.content.leaderboardShow).toBeNull();
    const saved = await saveProfile(m.token, { leaderboardShow: 'initials' });
    expectOk(saved);
    expect(saved.body.content.leaderboardShow).toBe('initials');
    expectFailure(await saveProfile(m.token, { leaderboardShow: 'email' }), 400);
    const off = await saveProfile(m.token, { leaderboardShow: null });
    expectOk(off);
    expect(off.body.content.leaderboardShow).toBeNull();
  });
});
