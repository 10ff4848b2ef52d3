import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { startTestQueue } from '../../../../test/job-queue-kit.ts';
import { startBackgroundJobs } from '../../../background-jobs.ts';
import type { Background } from '../../../platform/jobs/background.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { BROOKS, consoleCallers } from '../../console/console-kit.ts';
import { DOMAIN_CHECK_CRON, DOMAIN_CHECK_QUEUE } from './check-domain.ts';
import { consoleDomain, listedDomain, publishRecord, saveDomain } from './domain-kit.ts';

// The periodic check of white-label domains is a pg-boss job among the server's background work:
// an occurrence finds a newly published record without anyone pressing "Check now".
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

it('is scheduled, and an occurrence verifies a domain whose record was published', async () => {
  const schedules = await queue.getSchedules();
  expect(schedules.filter((s) => s.name === DOMAIN_CHECK_QUEUE).map((s) => s.cron)).toEqual([
    DOMAIN_CHECK_CRON,
  ]);
  const admin = (await consoleCallers(t)).brooksAdmin;
  expectOk(await saveDomain(t, admin, BROOKS, 'brooks-pilates.example'));
  publishRecord(t, await consoleDomain(t, admin, BROOKS));
  expect(await listedDomain(t, BROOKS)).toBe('brookspilates.localhost');

  const jobId = await queue.send(DOMAIN_CHECK_QUEUE, {});
  let state: string | undefined;
  for (let i = 0; i < 150 && state !== 'completed'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    state = (await queue.getJobById(DOMAIN_CHECK_QUEUE, jobId!))?.state;
  }
  expect(state).toBe('completed');
  expect(await consoleDomain(t, admin, BROOKS)).toMatchObject({
    state: 'verified',
    servedDomain: 'brooks-pilates.example',
  });
  expect(await listedDomain(t, BROOKS)).toBe('brooks-pilates.example');
}, 60_000);
