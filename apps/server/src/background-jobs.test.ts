// Every scheduled job is on the durable job queue with its schedule, and a filed occurrence runs:
// the seat-hold expiry and the workout auto-skip here (the others have tests of their own).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LIVE_CLASS_HOLD_MINUTES } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startTestQueue } from '../test/job-queue-kit.ts';
import { startBackgroundJobs } from './background-jobs.ts';
import { SEAT_HOLD_CRON, SEAT_HOLD_QUEUE } from './features/schedule/booking/end-expired-holds.ts';
import { insertClass, NORTHLOOP_ID, seatsTaken } from '../test/schedule-fixtures.ts';
import {
  AUTO_SKIP_CRON,
  AUTO_SKIP_QUEUE,
  skipPastWorkouts,
} from './features/workouts/auto-skip.ts';
import { BILLING_QUEUE } from './features/billing/billing-jobs.ts';
import { REFUND_SWEEP_CRON, REFUND_SWEEP_QUEUE } from './features/schedule/booking/refund-jobs.ts';
import { CLEANUP_QUEUE } from './platform/jobs/cleanup-job.ts';
import { DEMO_OPEN_STUDIO_CRON, DEMO_OPEN_STUDIO_QUEUE } from './demo/open-studio.ts';
import type { Background } from './platform/jobs/background.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from './platform/jobs/scheduled-job.ts';

let t: TestApp;
let queue: JobQueue;
let background: Background;
beforeAll(async () => {
  t = await createTestApp();
  ({ queue, background } = await startTestQueue(t));
  await startBackgroundJobs(queue, {
    db: t.db.kysely,
    deps: t.deps,
    services: t.services,
    log: t.app.log,
  });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

it('schedules each periodic job once on the queue, however many instances start', async () => {
  // A second server instance on the same database schedules the auto-skip as the first did:
  // pg-boss keeps one schedule per job and files each occurrence once, and the singleton queue
  // runs one at a time, so the job runs once per occurrence (auto-skip.test.ts: and even two runs
  // at once skip each workout once).
  const second = await startTestQueue(t);
  try {
    await schedulePeriodicJob(second.queue, {
      name: AUTO_SKIP_QUEUE,
      cron: AUTO_SKIP_CRON,
      log: t.app.log,
      work: () => skipPastWorkouts(t.db.kysely, t.clock.now()),
    });
  } finally {
    await second.background.stop();
  }
  const schedules = await queue.getSchedules();
  const cronOf = (name: string) => schedules.filter((s) => s.name === name).map((s) => s.cron);
  expect(cronOf(SEAT_HOLD_QUEUE)).toEqual([SEAT_HOLD_CRON]);
  expect(cronOf(AUTO_SKIP_QUEUE)).toEqual([AUTO_SKIP_CRON]);
  expect(cronOf(CLEANUP_QUEUE)).toHaveLength(1);
  expect(cronOf(BILLING_QUEUE)).toHaveLength(1);
  expect(cronOf(REFUND_SWEEP_QUEUE)).toEqual([REFUND_SWEEP_CRON]);
  // The test server has the demo data on, so its Open Studio bookings are kept going too.
  expect(t.deps.config.seedDemo).toBe(true);
  expect(cronOf(DEMO_OPEN_STUDIO_QUEUE)).toEqual([DEMO_OPEN_STUDIO_CRON]);
});

it('gives back a seat whose hold ran out when an occurrence of the seat-hold job runs', async () => {
  const classId = await insertClass(t, { capacity: 1 });
  const person = await t.newUser();
  const hold = await t.call({
    method: 'POST',
    url: '/api/liveclass/upcoming/payment-intent',
    token: person.token,
    payload: { amount: 1500, studioId: NORTHLOOP_ID, liveClassId: classId, coupon: null },
  });
  expect(hold.statusCode).toBe(200);
  expect(await seatsTaken(t, classId)).toBe(1);
  t.clock.advance((LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
  try {
    const jobId = await queue.send(SEAT_HOLD_QUEUE, {});
    let state: string | undefined;
    for (let i = 0; i < 150 && state !== 'completed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await queue.getJobById(SEAT_HOLD_QUEUE, jobId!))?.state;
    }
    expect(state).toBe('completed');
    expect(await seatsTaken(t, classId)).toBe(0);
  } finally {
    t.clock.advance(-(LIVE_CLASS_HOLD_MINUTES + 1) * 60_000);
  }
}, 30_000);
