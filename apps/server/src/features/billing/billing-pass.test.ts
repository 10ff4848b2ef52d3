// The billing pass as a scheduled durable job: two instances on one database, one pass per
// occurrence, and the trial that ended is charged once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import {
  cards,
  chargesFor,
  DAY,
  subscribe,
  subscribed,
  tokenFor,
} from '../../../test/billing-kit.ts';
import { Background } from '../../platform/jobs/background.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { BILLING_QUEUE, billingCron, scheduleBillingPass } from './billing-jobs.ts';

let t: TestApp;
const instances: Background[] = [new Background(), new Background()];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(instances.map((b) => b.stop()));
  await t.close();
});

async function passes(): Promise<{ state: string }[]> {
  return t.db.query('SELECT state FROM pgboss.job WHERE name = $1', [BILLING_QUEUE]);
}

it('runs the billing pass once across two instances and charges the ended trial once', async () => {
  const member = await t.newUser();
  const started = await subscribe(t, member.token, {
    packageId: 'jetsweat_monthly',
    token: await tokenFor(t, cards.ok),
  });
  subscribed(started);
  expect(await chargesFor(t, member.id)).toHaveLength(0);
  t.clock.advance(8 * DAY);

  // On the embedded database the two share its one connection, so they start one after the other;
  // on PostgreSQL each has its own pool, as two servers would.
  const firstMinute = Math.floor(Date.now() / 60_000);
  const queues: JobQueue[] = [];
  for (const background of instances) queues.push((await startTestQueue(t, background)).queue);
  await Promise.all(
    queues.map((queue) => scheduleBillingPass(t.deps, t.services.billing, queue, t.app.log)),
  );

  let done: { state: string }[] = [];
  for (let i = 0; i < 100 && !done.some((p) => p.state === 'completed'); i++) {
    await new Promise((r) => setTimeout(r, 200));
    done = await passes();
  }
  // A busy machine may see the minute turn while it waits, so the next occurrence's pass may run
  // too: what must hold is one pass per occurrence (a minute) and one charge.
  expect(done.filter((p) => p.state === 'completed').length).toBeGreaterThanOrEqual(1);
  expect(await chargesFor(t, member.id)).toEqual([{ amount: 1999 }]);
  // Both schedulers keep checking every second: the same occurrence is not filed again.
  await new Promise((r) => setTimeout(r, 2500));
  const occurrences = Math.floor(Date.now() / 60_000) - firstMinute + 1;
  expect((await passes()).length).toBeLessThanOrEqual(occurrences);
  expect(await chargesFor(t, member.id)).toEqual([{ amount: 1999 }]);
}, 60_000);

it('turns BILLING_JOB_SECONDS into a cron of whole minutes', () => {
  expect(billingCron(60)).toBe('* * * * *');
  expect(billingCron(5)).toBe('* * * * *');
  expect(billingCron(300)).toBe('*/5 * * * *');
});
