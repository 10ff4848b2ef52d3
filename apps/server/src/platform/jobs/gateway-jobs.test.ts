// The gateway queues' shared machinery (live-class refunds, booking fees, pack refunds, payouts):
// one job per key however often a sweep files it, a failed try retried, each logged.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import type { Background } from './background.ts';
import { fileJobsFor, startGatewayQueue } from './gateway-jobs.ts';
import type { JobQueue } from './job-queue.ts';
import { JobSender } from './job-sender.ts';

let t: TestApp;
let queue: JobQueue;
let background: Background;
const jobs = new JobSender();
const lines: { msg: string; n?: number; made?: string; err?: unknown }[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  }),
);

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ({ queue, background } = await startTestQueue(t));
  jobs.attach(queue);
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

const jobOf = (name: string) => (n: number) => ({
  name,
  data: { n },
  options: { singletonKey: `n:${n}`, startAfter: 3600 },
});

it('files one job per key, starting at once, and none for a key whose job is still queued', async () => {
  const name = 'gateway-test-filing';
  await queue.createQueue(name, { policy: 'exclusive' });
  expect(await fileJobsFor(jobs, [1, 1, 2], jobOf(name))).toBe(2);
  expect(await fileJobsFor(jobs, [2, 3], jobOf(name))).toBe(1);
  const filed = await queue.findJobs<{ n: number }>(name);
  expect(filed.map((j) => j.singletonKey).sort()).toEqual(['n:1', 'n:2', 'n:3']);
  // The sweep's jobs do not wait for a request's try, long over by then.
  for (const job of filed) expect(job.startAfter.getTime()).toBeLessThan(Date.now() + 60_000);
});

it('retries a failed try with the queue’s retries, logs each, and schedules the sweep', async () => {
  const name = 'gateway-test-work';
  let tries = 0;
  await startGatewayQueue<{ n: number }>(
    queue,
    log,
    { retryLimit: 2, retryDelaySeconds: 1, retryDelayMaxSeconds: 1 },
    {
      name,
      work: async () => {
        tries++;
        if (tries === 1) throw new Error('gateway down');
        return { made: 'yes' };
      },
      done: 'test move made',
      failed: 'test move not made',
      sweep: { name: `${name}-sweep`, cron: '0 0 1 1 *', work: async () => ({}) },
    },
  );
  expect(await queue.getQueue(name)).toMatchObject({ policy: 'exclusive', retryLimit: 2 });
  expect((await queue.getSchedules()).map((s) => s.name)).toContain(`${name}-sweep`);
  expect(await fileJobsFor(jobs, [7], jobOf(name))).toBe(1);
  await vi.waitFor(() => expect(lines.map((l) => l.msg)).toContain('test move made'), {
    timeout: 30_000,
    interval: 200,
  });
  expect(tries).toBe(2);
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'test move not made, will retry', n: 7 }),
  );
  expect(lines).toContainEqual(
    expect.objectContaining({ msg: 'test move made', n: 7, made: 'yes' }),
  );
});
