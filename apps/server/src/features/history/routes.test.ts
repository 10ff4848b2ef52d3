import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyticsAnswerSchema,
  completedAfter,
  continueWatchingAnswerSchema,
  historyAnswerSchema,
  progressAnswerSchema,
  videoTexts,
} from '@jetsweat/contract';
import type { z } from 'zod';
import { expectOk } from '../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
let videoIds: number[];
/** Seconds of each of those classes that complete it (80%). */
let enough: number[];
beforeAll(async () => {
  // 15:00 UTC is 10:00 in New York: the day is the same in both.
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  const rows = await t.db.query<{ id: number; duration_seconds: number }>(
    'SELECT id, duration_seconds FROM videos ORDER BY id LIMIT 3',
  );
  videoIds = rows.map((r) => r.id);
  enough = rows.map((r) => completedAfter(r.duration_seconds));
});
afterAll(() => t.close());

const ANALYTICS = '/api/%7BvideoId%7D/analytics';
// Each call reads its answer with the content schema history/routes.ts (or videos/routes.ts) declares.
const post = <S extends z.core.$ZodType>(
  url: string,
  token: string | undefined,
  payload: object,
  schema: S,
) => t.call({ method: 'POST', url, token, payload }, schema);

/** Plays a class for `secs` seconds and pauses (or ends) it. */
async function watch(token: string, videoId: number, secs: number, end = false) {
  const sessionId = randomUUID();
  await post(
    ANALYTICS,
    token,
    { eventType: 'play', eventValue: 0, videoId, sessionId },
    analyticsAnswerSchema,
  );
  t.clock.advance(secs * 1000);
  const res = await post(
    ANALYTICS,
    token,
    {
      eventType: end ? 'end' : 'pause',
      eventValue: secs,
      videoId,
      sessionId,
    },
    analyticsAnswerSchema,
  );
  expectOk(res);
  return res.body.content;
}

describe('POST /api/history/myHistory and continueWatching', () => {
  it('lists the classes watched, last watched first and each once; continue watching leaves out finished ones', async () => {
    const m = await newMember(t);
    const [a, b, c] = videoIds as [number, number, number];
    await watch(m.token, a, 30);
    t.clock.advance(1000);
    await watch(m.token, b, enough[1]!, true);
    t.clock.advance(1000);
    await watch(m.token, c, 30);
    t.clock.advance(1000);
    await watch(m.token, a, 40);
    const history = await post('/api/history/myHistory', m.token, {}, historyAnswerSchema);
    expectOk(history);
    expect(history.body.content.map((v) => v.id)).toEqual([a, c, b]);
    expect(history.body.content[0]).toMatchObject({
      id: a,
      position: 40,
      completed: false,
      watchedSeconds: 40,
    });
    expect(history.body.content[2]).toMatchObject({ id: b, completed: true });
    const limited = await post(
      '/api/history/myHistory',
      m.token,
      { limit: 1 },
      historyAnswerSchema,
    );
    expectOk(limited);
    expect(limited.body.content.map((v) => v.id)).toEqual([a]);
    const cont = await post(
      '/api/history/continueWatching',
      m.token,
      {},
      continueWatchingAnswerSchema,
    );
    expectOk(cont);
    expect(cont.body.content.map((v) => v.id)).toEqual([a, c]);
  });

  it('shows only the member’s own history; refuses another member’s id and bad input', async () => {
    const m = await newMember(t);
    const other = await t.newUser();
    await watch(m.token, videoIds[0]!, 10);
    expect(
      (await post('/api/history/myHistory', other.token, {}, historyAnswerSchema)).body.content,
    ).toEqual([]);
    const spoof = await post(
      '/api/history/myHistory',
      other.token,
      { authUserInfo: { id: m.id } },
      historyAnswerSchema,
    );
    expect(spoof.statusCode).toBe(403);
    expect(
      (await post('/api/history/myHistory', m.token, { limit: 0 }, historyAnswerSchema)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/history/myHistory', undefined, {}, historyAnswerSchema)).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/history/myprogress', () => {
  it('answers calories per day since 2018-01-01 with their total, and honours toDate and beforeDate', async () => {
    const m = await newMember(t);
    const first = await watch(m.token, videoIds[0]!, enough[0]!);
    const second = await watch(m.token, videoIds[1]!, enough[1]!);
    // A play of less than 80% of its class is no completed class: its calories do not count.
    const sampled = await watch(m.token, videoIds[2]!, 300);
    expect(sampled.calories).toBeGreaterThan(0);
    expect(first.calories).toBeGreaterThan(0);
    const today = await post('/api/history/myprogress', m.token, {}, progressAnswerSchema);
    expectOk(today);
    const sum = first.calories + second.calories;
    expect(today.body.content).toEqual({
      data: [{ date: '2026-11-20', calorie: sum }],
      total: sum,
      zoneMinutes: [0, 0, 0, 0, 0, 0],
    });
    // Month so far, as the progress page asks (day 01 to 31, which means the 30th in November).
    const month = await post(
      '/api/history/myprogress',
      m.token,
      {
        fromDate: '2026-11-01',
        toDate: '2026-11-31',
      },
      progressAnswerSchema,
    );
    expectOk(month);
    expect(month.body.content.total).toBe(sum);
    const previous = await post(
      '/api/history/myprogress',
      m.token,
      {
        fromDate: '2026-10-01',
        toDate: '2026-10-31',
      },
      progressAnswerSchema,
    );
    expect(previous.body.content).toEqual({ data: [], total: 0, zoneMinutes: [0, 0, 0, 0, 0, 0] });
    const before = await post(
      '/api/history/myprogress',
      m.token,
      { beforeDate: '2026-11-20' },
      progressAnswerSchema,
    );
    expectOk(before);
    expect(before.body.content.total).toBe(0);
  });

  it('counts each day apart, by the Eastern Time day the class was played', async () => {
    const m = await newMember(t);
    const day1 = await watch(m.token, videoIds[0]!, enough[0]!);
    t.clock.advance(24 * 60 * 60 * 1000);
    const day2 = await watch(m.token, videoIds[0]!, enough[0]!);
    const res = await post(
      '/api/history/myprogress',
      m.token,
      { toDate: '2026-12-31' },
      progressAnswerSchema,
    );
    expectOk(res);
    expect(res.body.content.data).toEqual([
      { date: '2026-11-20', calorie: day1.calories },
      { date: '2026-11-21', calorie: day2.calories },
    ]);
    t.clock.advance(-24 * 60 * 60 * 1000 - 2 * enough[0]! * 1000);
  });

  it('refuses reversed dates, bad dates and another member’s id', async () => {
    const m = await t.newUser();
    const reversed = await post(
      '/api/history/myprogress',
      m.token,
      {
        fromDate: '2026-11-10',
        toDate: '2026-11-01',
      },
      progressAnswerSchema,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body.content).toBe(videoTexts.datesReversed);
    expect(
      (
        await post(
          '/api/history/myprogress',
          m.token,
          { fromDate: '20-11-2026' },
          progressAnswerSchema,
        )
      ).statusCode,
    ).toBe(400);
    const other = await t.newUser();
    expect(
      (
        await post(
          '/api/history/myprogress',
          m.token,
          { authUserInfo: { id: other.id } },
          progressAnswerSchema,
        )
      ).statusCode,
    ).toBe(403);
  });
});
