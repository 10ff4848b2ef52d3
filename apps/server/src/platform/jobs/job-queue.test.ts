// Workers are woken by NOTIFY when a job is filed (job-queue.ts): polling once a minute, with or
// without NOTIFY, a job filed is still worked at once, on the embedded database and on PostgreSQL.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import { Background } from './background.ts';
import type { JobQueue } from './job-queue.ts';

const QUEUE = 'wake-test';
let t: TestApp;
let queue: JobQueue;
let background: Background;
const worked: { n: number; at: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ({ queue, background } = await startTestQueue(t, new Background(), 60));
  await queue.createQueue(QUEUE);
  await queue.work<{ n: number }>(QUEUE, { pollingIntervalSeconds: 60 }, async ([job]) => {
    worked.push({ n: job!.data.n, at: Date.now() });
  });
  // The worker's first fetch, made as it starts, has found nothing: it now waits for its backstop.
  await new Promise((r) => setTimeout(r, 1500));
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

it('works a job filed while its worker waits for its next poll a minute away', async () => {
  for (const n of [1, 2]) {
    const sent = Date.now();
    await queue.send(QUEUE, { n });
    await expect.poll(() => worked.find((w) => w.n === n), { timeout: 10_000 }).toBeDefined();
    expect(worked.find((w) => w.n === n)!.at - sent).toBeLessThan(5_000);
  }
});

it('opts a queue made before NOTIFY in when the server starts again', async () => {
  const notifyOf = async () =>
    (
      await t.db.query<{ notify: boolean }>('SELECT notify FROM pgboss.queue WHERE name = $1', [
        QUEUE,
      ])
    )[0]?.notify;
  await t.db.query('UPDATE pgboss.queue SET notify = false WHERE name = $1', [QUEUE]);
  await queue.createQueue(QUEUE);
  expect(await notifyOf()).toBe(true);
});
