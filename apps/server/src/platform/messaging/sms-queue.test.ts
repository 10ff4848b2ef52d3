// Text messages through the durable job queue: an invite files the text and answers at once; the
// worker retries a failing gateway, and gives up into the failed queue.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import type { Background } from '../jobs/background.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Sms } from './sms.ts';
import { FAILED_SMS_QUEUE } from './sms-queue.ts';

let t: TestApp;
let background: Background;
let queue: JobQueue;
let refusals = 0;
let attempts: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const delivered = t.sms.send.bind(t.sms);
  t.sms.send = async (sms: Sms) => {
    attempts.push(sms.to);
    if (refusals > 0) {
      refusals--;
      throw new Error('503 from the provider');
    }
    await delivered(sms);
  };
  const started = await startTestQueue(t);
  background = started.background;
  queue = started.queue;
  const log = Object.create(t.app.log) as FastifyBaseLogger;
  await t.deps.sms.start(queue, log, { retryLimit: 2, retryDelaySeconds: 1 });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

async function until<T>(read: () => Promise<T> | T, done: (v: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 150 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

const invite = async (phone: string) => {
  const inviter = await t.newUser();
  return t.call({
    method: 'POST',
    url: '/api/user/friends/invite',
    token: inviter.token,
    payload: { phone },
  });
};

it('files the text and sends it from the queue, retrying a failing gateway', async () => {
  attempts = [];
  refusals = 1;
  const phone = '+15550001111';
  const res = await invite(phone);
  expect(res.statusCode).toBe(201);
  const sent = await until(
    () => t.sms.sent.filter((s) => s.to === phone),
    (v) => v.length > 0,
  );
  expect(sent).toHaveLength(1);
  expect(attempts.filter((a) => a === phone)).toHaveLength(2);
});

it('moves a text that fails every try to the failed queue', async () => {
  attempts = [];
  refusals = 100;
  const phone = '+15550002222';
  expect((await invite(phone)).statusCode).toBe(201);
  const failed = await until(
    () => queue.findJobs<Sms>(FAILED_SMS_QUEUE, {}),
    (jobs) => jobs.some((j) => j.data.to === phone),
  );
  expect(failed.some((j) => j.data.to === phone)).toBe(true);
  expect(attempts.filter((a) => a === phone)).toHaveLength(3);
  expect(t.sms.sent.some((s) => s.to === phone)).toBe(false);
  refusals = 0;
});
