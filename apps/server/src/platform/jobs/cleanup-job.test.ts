// The hourly clean-up: expired sessions, reset and confirmation links and stale rate-limit counters go, and
// everything still in use stays; scheduled on the job queue like the billing pass.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import { removeExpiredAccountRows } from '../../features/accounts/cleanup.ts';
import { CLEANUP_CRON, CLEANUP_QUEUE, runCleanup, scheduleCleanup } from './cleanup-job.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

it('removes what can no longer be used and keeps the rest', async () => {
  const member = await t.newUser();
  const now = t.clock.now();
  const at = (ms: number) => new Date(now.getTime() + ms);
  await t.db.query(
    `INSERT INTO sessions (token_hash, user_id, created_at, expires_at)
     VALUES ('expired-session', $1, $2, $3), ('live-session', $1, $2, $4)`,
    [member.id, at(-40 * 24 * HOUR), at(-HOUR), at(HOUR)],
  );
  await t.db.query(
    `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at, used_at)
     VALUES ('expired-link', $1, $2, $3, NULL), ('spent-expired-link', $1, $2, $3, $2),
            ('live-link', $1, $4, $5, NULL)`,
    [member.id, at(-2 * HOUR), at(-HOUR), at(-HOUR / 4), at(HOUR / 2)],
  );
  await t.db.query(
    `INSERT INTO email_confirmations (token_hash, user_id, email, created_at, expires_at)
     VALUES ('expired-confirmation', $1, 'a@example.com', $2, $3),
            ('live-confirmation', $1, 'a@example.com', $2, $4)`,
    [member.id, at(-50 * HOUR), at(-HOUR), at(HOUR)],
  );
  await t.db.query(
    `INSERT INTO rate_limits (key, window_start, hits) VALUES ('stale', $1, 3), ('current', $2, 1)`,
    [at(-25 * HOUR), at(-HOUR / 2)],
  );

  await t.db.query(
    `INSERT INTO device_tokens (token_hash, user_id, created_at, expires_at)
     VALUES ('expired-device', $1, $2, $3), ('known-device', $1, $2, $4)`,
    [member.id, at(-2 * HOUR), at(-HOUR), at(HOUR)],
  );
  await t.db.query(
    `INSERT INTO attempt_slots (key, slot, holder, held_until)
     VALUES ('login:lapsed', 0, 'died', $1), ('login:held', 0, 'working', $2)`,
    [at(-HOUR / 4), at(HOUR / 60)],
  );

  const removed = await runCleanup(t.db.kysely, now, [removeExpiredAccountRows]);
  expect(removed).toEqual({
    rateLimits: 1,
    attemptSlots: 1,
    sessions: 1,
    resetLinks: 2,
    deviceTokens: 1,
    confirmationLinks: 1,
  });
  const left = async (table: string, column: string) =>
    (await t.db.query<Record<string, string>>(`SELECT ${column} FROM ${table}`)).map(
      (r) => r[column],
    );
  expect(await left('sessions', 'token_hash')).toContain('live-session');
  expect(await left('sessions', 'token_hash')).not.toContain('expired-session');
  expect(await left('password_resets', 'token_hash')).toEqual(['live-link']);
  expect(await left('email_confirmations', 'token_hash')).toContain('live-confirmation');
  expect(await left('email_confirmations', 'token_hash')).not.toContain('expired-confirmation');
  expect(await left('rate_limits', 'key')).toEqual(['current']);
  expect(await left('device_tokens', 'token_hash')).toEqual(['known-device']);
  expect(await left('attempt_slots', 'key')).toEqual(['login:held']);
  // The member's own login still works.
  expect(
    (await t.call({ method: 'GET', url: '/api/user/me', token: member.token })).statusCode,
  ).toBe(200);
});

it('is scheduled hourly on the job queue', async () => {
  const { queue, background } = await startTestQueue(t);
  try {
    await scheduleCleanup(queue, {
      db: t.db.kysely,
      clock: t.clock,
      log: t.app.log,
      tasks: [removeExpiredAccountRows],
    });
    const schedules = await queue.getSchedules(CLEANUP_QUEUE);
    expect(schedules.map((s) => s.cron)).toEqual([CLEANUP_CRON]);
  } finally {
    await background.stop();
  }
});
