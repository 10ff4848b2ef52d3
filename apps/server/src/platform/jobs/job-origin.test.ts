// A job carries the request that filed it (issue 55, item 5): its data names the request, its
// work runs as that request's (work-origin.ts), and the log lines it writes say so.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import { loggerOptions } from '../observability/logging.ts';
import { ORIGIN_KEY, workOrigin, type WorkOrigin } from '../observability/work-origin.ts';
import type { Background } from './background.ts';
import type { JobQueue } from './job-queue.ts';

const QUEUE = 'origin-test';
let t: TestApp;
let queue: JobQueue;
let background: Background;
const lines: Record<string, unknown>[] = [];
const worked: { data: Record<string, unknown>; origin: WorkOrigin | undefined }[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  ({ queue, background } = await startTestQueue(t));
  const log = pino(
    loggerOptions({ env: 'production', logLevel: 'info' }) as pino.LoggerOptions,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  await queue.createQueue(QUEUE);
  await queue.work<Record<string, unknown>>(
    QUEUE,
    { pollingIntervalSeconds: 0.5 },
    async ([job]) => {
      worked.push({ data: job!.data, origin: workOrigin.getStore() });
      log.info({ n: job!.data.n }, 'origin test job worked');
    },
  );
}, 60_000);
afterAll(async () => {
  await background.stop();
  await t.close();
});

async function workedJob(n: number) {
  for (let i = 0; i < 200; i++) {
    const found = worked.find((w) => w.data.n === n);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${n} was not worked`);
}

it('works a job filed during a request as that request, its log lines naming it', async () => {
  await workOrigin.run({ requestId: 'req-origin-1' }, () => queue.send(QUEUE, { n: 1 }));
  const job = await workedJob(1);
  // The handler gets the data as filed; the origin is the work's, not the data's.
  expect(job.data).toEqual({ n: 1 });
  expect(job.origin).toEqual({ requestId: 'req-origin-1', job: QUEUE });
  const line = lines.find((l) => l.n === 1);
  expect(line).toMatchObject({ requestId: 'req-origin-1', msg: 'origin test job worked' });
});

it('works a job no request filed as it is, its lines naming no request', async () => {
  await queue.send(QUEUE, { n: 2 });
  const job = await workedJob(2);
  expect(job.data).toEqual({ n: 2 });
  expect(job.origin).toBeUndefined();
  expect(lines.find((l) => l.n === 2)).not.toHaveProperty('requestId');
});

it('files the jobs of a real request with its X-Request-Id', async () => {
  const member = await t.newUser();
  // From here the app's mail is filed on this queue, as a running server's is.
  await t.deps.mailQueue.fileOnly(queue);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/reset-password',
    payload: { email: member.email },
  });
  expect(res.statusCode).toBe(200);
  const [mail] = await t.db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM pgboss.job WHERE name = 'mail' AND data->'${ORIGIN_KEY}'->>'requestId' = $1`,
    [res.headers['x-request-id']],
  );
  expect(mail?.data.to).toBe(member.email);
});
