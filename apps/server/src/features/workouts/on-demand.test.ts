import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  scheduleTexts,
  videoTexts,
  workoutSchema,
  dailyWorkoutAnswerSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let videoId: number;
let program: { program_id: number; video_id: number };
let outsider: number;
const HOUR = 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  const rows = await t.db.query<{ program_id: number; video_id: number }>(
    'SELECT program_id, video_id FROM program_classes ORDER BY program_id, week, position LIMIT 1',
  );
  program = rows[0]!;
  videoId = program.video_id;
  const [other] = await t.db.query<{ id: number }>(
    'SELECT id FROM videos WHERE id NOT IN (SELECT video_id FROM program_classes WHERE program_id = $1) LIMIT 1',
    [program.program_id],
  );
  outsider = other!.id;
});
afterAll(() => t.close());

const add = (token: string | undefined, payload: object) =>
  t.call({ method: 'POST', url: '/api/workout/add', token, payload }, workoutSchema);
const daily = (token: string, payload: object = {}) =>
  t.call(
    { method: 'POST', url: '/api/workout/dailyWorkout', token, payload },
    dailyWorkoutAnswerSchema,
  );
const inHours = (h: number) => new Date(t.clock.now().getTime() + h * HOUR).toISOString();
const workoutsOf = (userId: number) =>
  t.db.query('SELECT video_id, program_id, status FROM workouts WHERE user_id = $1 ORDER BY id', [
    userId,
  ]);

describe('POST /api/workout/add with a videoId (schedule this class)', () => {
  it('puts the class on the member’s schedule at the time given, with its video and program', async () => {
    const m = await newMember(t);
    const res = await add(m.token, {
      authUserInfo: { id: m.id },
      videoId,
      programId: program.program_id,
      liveClassId: null,
      status: 'scheduled',
      when: inHours(3),
    });
    expectOk(res, 201);
    expect(res.body.content).toMatchObject({
      when: inHours(3),
      status: 'scheduled',
      videoId,
      programId: program.program_id,
      liveClassId: null,
      liveClass: null,
      video: { id: videoId, duration: expect.any(Number), title: expect.any(String) },
    });
    expect(await workoutsOf(m.id)).toEqual([
      { video_id: videoId, program_id: program.program_id, status: 'scheduled' },
    ]);
  });

  it('makes one workout of a double click, and answers it both times', async () => {
    const m = await newMember(t);
    const when = inHours(5);
    const [a, b] = await Promise.all([
      add(m.token, { videoId, when }),
      add(m.token, { videoId, when }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.body.status === 1 && a.body.content.id).toBe(b.body.status === 1 && b.body.content.id);
    expect(await workoutsOf(m.id)).toHaveLength(1);
  });

  it('refuses an unknown class, a class outside the program, a time in the past, bad input and another member’s id', async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    const unknown = await add(m.token, { videoId: 99999999, when: inHours(1) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.content).toBe(videoTexts.videoNotFound);
    const notInProgram = await add(m.token, {
      videoId: outsider,
      programId: program.program_id,
      when: inHours(1),
    });
    expect(notInProgram.statusCode).toBe(400);
    expect(notInProgram.body.content).toBe(scheduleTexts.videoNotInProgram);
    const past = await add(m.token, { videoId, when: inHours(-2) });
    expect(past.statusCode).toBe(400);
    expect(past.body.content).toBe(scheduleTexts.whenOutOfWindow);
    expect((await add(m.token, { videoId, when: 'tomorrow' })).statusCode).toBe(400);
    expect((await add(m.token, { videoId, liveClassId: 4 })).statusCode).toBe(400);
    const spoof = await add(m.token, { videoId, when: inHours(1), authUserInfo: { id: other.id } });
    expect(spoof.statusCode).toBe(403);
    expect(await workoutsOf(m.id)).toEqual([]);
    expect(await workoutsOf(other.id)).toEqual([]);
  });

  it('is for members who may watch: 402 without a plan, 401 without a login', async () => {
    const visitor = await t.newUser();
    const res = await add(visitor.token, { videoId, when: inHours(1) });
    expect(res.statusCode).toBe(402);
    expect(await workoutsOf(visitor.id)).toEqual([]);
    expect((await add(undefined, { videoId, when: inHours(1) })).statusCode).toBe(401);
  });
});

describe('POST /api/workout/dailyWorkout', () => {
  it('answers the member’s workouts of the day (Eastern Time), earliest first', async () => {
    const m = await newMember(t);
    // 15:00 UTC is 10:00 in New York; 20 hours on is 06:00 tomorrow there.
    await add(m.token, { videoId, when: inHours(4) });
    await add(m.token, { videoId: outsider, when: inHours(2) });
    await add(m.token, { videoId, when: inHours(20) });
    const today = await daily(m.token);
    expectOk(today);
    expect(today.body.content.map((w) => w.videoId)).toEqual([outsider, videoId]);
    const tomorrow = await daily(m.token, { date: '2026-11-21' });
    expect(tomorrow.body.content).toHaveLength(1);
    const other = await t.newUser();
    expect((await daily(other.token)).body.content).toEqual([]);
    expect((await daily(other.token, { authUserInfo: { id: m.id } })).statusCode).toBe(403);
    expect((await daily(other.token, { date: 'today' })).statusCode).toBe(400);
  });
});
