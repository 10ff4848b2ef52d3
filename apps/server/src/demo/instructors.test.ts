import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceSchema, easternDay, userSchema, type LiveClass } from '@jetsweat/contract';
import { seedDemoData } from './seed.ts';
import { keepDemoOpenStudioBooked } from './open-studio.ts';
import { demoInstructorEmail, DEMO_INSTRUCTOR_PASSWORD } from './instructors.ts';
import { demoStudios } from '../features/studios/demo-studios.ts';
import { openStudioClass } from '../features/schedule/demo-live-classes.ts';
import { expectOk } from '../../test/answer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string, password: string) => {
  const res = await t.call(
    {
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password },
    },
    userSchema,
  );
  expectOk(res);
  // Log-in always answers the session's token (it is optional only in GET /api/user/me).
  return res.body.content.authToken!;
};

const openStudioBlocks = () =>
  t.db.query<{ id: number; scheduled_at: Date; minutes_duration: number; is_on_jetsweat: boolean }>(
    'SELECT id, scheduled_at, minutes_duration, is_on_jetsweat FROM live_classes WHERE title = $1 ORDER BY scheduled_at',
    [openStudioClass.title],
  );

describe('the live room’s demo data (issue 20)', () => {
  it('has an instructor account for every demo studio, linked to it, that signs in with the demo password', async () => {
    const rows = await t.db.query<{ email: string; studio_id: number }>(
      'SELECT u.email, a.studio_id FROM studio_instructor_accounts a JOIN users u ON u.id = a.user_id',
    );
    expect(rows).toHaveLength(demoStudios().length);
    for (const s of demoStudios())
      expect(rows).toContainEqual({ email: demoInstructorEmail(s.shortName), studio_id: s.id });
    await login(demoInstructorEmail('bkpilates'), DEMO_INSTRUCTOR_PASSWORD);
  });

  it('runs an Open Studio class on the main site at every hour of every demo day', async () => {
    const blocks = await openStudioBlocks();
    expect(blocks.every((b) => b.is_on_jetsweat)).toBe(true);
    // Back to back: each block ends as the next starts, from today's midnight for three weeks.
    for (let i = 1; i < blocks.length; i++) {
      const prev = blocks[i - 1]!;
      expect(new Date(prev.scheduled_at).getTime() + prev.minutes_duration * 60_000).toBe(
        new Date(blocks[i]!.scheduled_at).getTime(),
      );
    }
    expect(easternDay(blocks[0]!.scheduled_at)).toBe(easternDay(t.clock.now()));
    expect(new Set(blocks.map((b) => easternDay(b.scheduled_at))).size).toBe(21);
    const running = (await t.call({ method: 'GET', url: '/api/liveclass/upcoming/public/all' }))
      .body.content as LiveClass[];
    expect(
      running.some(
        (c) =>
          c.title === openStudioClass.title &&
          Date.parse(c.scheduledDatetime) <= t.clock.now().getTime(),
      ),
    ).toBe(true);
  });

  it('lets both demo members into the Open Studio under way, and its studio’s instructor go live in it', async () => {
    const now = t.clock.now().getTime();
    const current = (await openStudioBlocks()).find(
      (b) =>
        new Date(b.scheduled_at).getTime() <= now &&
        new Date(b.scheduled_at).getTime() + b.minutes_duration * 60_000 > now,
    )!;
    for (const email of ['member@jetsweat.example', 'friend@jetsweat.example']) {
      const member = await login(email, 'letsworkout');
      const joined = await t.call(
        {
          method: 'POST',
          url: '/api/events/live-class',
          token: member,
          payload: { liveClassId: current.id },
        },
        attendanceSchema,
      );
      expectOk(joined);
      expect(joined.body.content.role).toBe('member');
    }
    const teacher = await login(demoInstructorEmail('bkpilates'), DEMO_INSTRUCTOR_PASSWORD);
    const live = await t.call({
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      token: teacher,
      payload: { liveClassId: current.id },
    });
    expect(live.statusCode, JSON.stringify(live.body)).toBe(200);
  });

  it('adds nothing twice on a later start, and books the members into that day’s Open Studio', async () => {
    const before = await openStudioBlocks();
    const accounts = await t.db.query('SELECT 1 FROM studio_instructor_accounts');
    const users = await t.db.query('SELECT 1 FROM users');
    const later = new Date(t.clock.now().getTime() + 24 * HOUR);
    await seedDemoData(t.db.kysely, later);
    expect(await openStudioBlocks()).toHaveLength(before.length + 3);
    expect(await t.db.query('SELECT 1 FROM studio_instructor_accounts')).toHaveLength(
      accounts.length,
    );
    expect(await t.db.query('SELECT 1 FROM users')).toHaveLength(users.length);
    for (const email of ['member@jetsweat.example', 'friend@jetsweat.example']) {
      const booked = await t.db.query<{ scheduled_at: Date }>(
        `SELECT c.scheduled_at FROM live_class_seats s JOIN live_classes c ON c.id = s.live_class_id
         JOIN users u ON u.id = s.user_id
         WHERE u.email = $2 AND c.title = $1 AND s.state = 'booked'`,
        [openStudioClass.title, email],
      );
      expect(booked.some((b) => easternDay(b.scheduled_at) === easternDay(later))).toBe(true);
    }
  });

  it('keeps a demo server left running for days booked: the hourly job books today’s and tomorrow’s Open Studio', async () => {
    const bookedDays = async (email: string) =>
      new Set(
        (
          await t.db.query<{ scheduled_at: Date }>(
            `SELECT c.scheduled_at FROM live_class_seats s JOIN live_classes c ON c.id = s.live_class_id
             JOIN users u ON u.id = s.user_id
             WHERE u.email = $2 AND c.title = $1 AND s.state = 'booked'`,
            [openStudioClass.title, email],
          )
        ).map((b) => easternDay(b.scheduled_at)),
      );
    // Three days on, with no restart in between: nothing booked that day yet.
    const running = new Date(t.clock.now().getTime() + 3 * 24 * HOUR);
    const nextDay = new Date(running.getTime() + 24 * HOUR);
    expect(await bookedDays('member@jetsweat.example')).not.toContain(easternDay(running));
    await keepDemoOpenStudioBooked(t.db.kysely, running);
    for (const email of ['member@jetsweat.example', 'friend@jetsweat.example']) {
      const days = await bookedDays(email);
      expect(days).toContain(easternDay(running));
      expect(days).toContain(easternDay(nextDay));
    }
    // Run again (the next hour): nothing is booked twice.
    const seats = await t.db.query('SELECT 1 FROM live_class_seats');
    await keepDemoOpenStudioBooked(t.db.kysely, new Date(running.getTime() + HOUR));
    expect(await t.db.query('SELECT 1 FROM live_class_seats')).toHaveLength(seats.length);
  });
});
