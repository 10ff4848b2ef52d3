import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { myWorkoutAnswerSchema } from '@jetsweat/contract';
import type { ReadTopic } from '../../platform/public-reads/read-cache.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { expectOk } from '../../../test/answer.ts';
import { insertClass } from '../../../test/schedule-fixtures.ts';
import { anyVideoId, newMember } from '../videos/test-fixtures.ts';

let t: TestApp;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T15:00:00Z') });
});
afterAll(() => t.close());

/** Resolves once this instance has heard a change to `topic`. */
const heard = (topic: ReadTopic) =>
  new Promise<void>((resolve) => {
    const stop = t.deps.reads.onChange((changed) => {
      if (changed !== topic) return;
      stop();
      resolve();
    });
  });

async function yearOf(token: string) {
  const res = await t.call(
    { method: 'POST', url: '/api/workout/myWorkout', token, payload: {} },
    myWorkoutAnswerSchema,
  );
  expectOk(res);
  return res.body.content.workouts;
}

/**
 * Each workout's class is kept per class between requests (class-cards.ts): an edit made by
 * anyone (a studio's console, psql) must still show on the very next calendar read, which the
 * change notifications of migrations 012 and 036 bring about. The writes below go through the
 * server's own pool, which drops nothing kept itself: only the notification can.
 */
describe("a workout's class, kept between requests", () => {
  it('shows an on-demand class renamed after it was read', async () => {
    const m = await newMember(t);
    const videoId = await anyVideoId(t);
    const when = new Date(t.clock.now().getTime() + 2 * DAY);
    await t.db.query(
      `INSERT INTO workouts (user_id, video_id, status, scheduled_for, created_at)
       VALUES ($1, $2, 'scheduled', $3, $4)`,
      [m.id, videoId, when, t.clock.now()],
    );
    const [before] = await yearOf(m.token);
    expect(before!.video!.id).toBe(videoId);

    const renamed = heard('catalogue');
    await sql`UPDATE videos SET title = 'Renamed Flow' WHERE id = ${videoId}`.execute(t.deps.db);
    await renamed;
    const [after] = await yearOf(m.token);
    expect(after!.video!.title).toBe('Renamed Flow');
    expect({ ...after!.video, title: before!.video!.title }).toEqual(before!.video);
  });

  it('shows a booked live class moved to a new title and length', async () => {
    const m = await newMember(t);
    const classId = await insertClass(t, { title: 'Morning Ride', startsInHours: 30 });
    await t.db.query(
      `INSERT INTO workouts (user_id, live_class_id, status, scheduled_for, created_at)
       SELECT $1, id, 'scheduled', scheduled_at, $2 FROM live_classes WHERE id = $3`,
      [m.id, t.clock.now(), classId],
    );
    expect((await yearOf(m.token))[0]!.liveClass!.title).toBe('Morning Ride');

    const changed = heard('schedule');
    await sql`UPDATE live_classes SET title = 'Evening Ride', minutes_duration = 60
              WHERE id = ${classId}`.execute(t.deps.db);
    await changed;
    const [after] = await yearOf(m.token);
    expect(after!.liveClass).toMatchObject({
      id: classId,
      title: 'Evening Ride',
      minutesDuration: 60,
    });
  });
});
