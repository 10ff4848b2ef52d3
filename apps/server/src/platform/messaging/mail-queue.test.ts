// Mail through the durable job queue: a request files the message and answers at once; the
// worker retries a failing SMTP server, and gives up into the failed-mail queue staff can read.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { failedMailAnswerSchema, operationsTexts } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import type { Background } from '../jobs/background.ts';
import type { Mail } from './mailer.ts';

let t: TestApp;
let background: Background;
/** How many more sends the SMTP server refuses (the test's stand-in fails this many first). */
let refusals = 0;
let attempts: string[] = [];
/** The queue's warnings, as logged. */
const warnings: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const delivered = t.mailer.send.bind(t.mailer);
  t.mailer.send = async (mail: Mail) => {
    attempts.push(mail.to);
    if (refusals > 0) {
      refusals--;
      throw new Error('421 Service not available');
    }
    await delivered(mail);
  };
  const started = await startTestQueue(t);
  background = started.background;
  const log = Object.create(t.app.log) as FastifyBaseLogger;
  log.warn = (fields: object, msg?: string) => {
    warnings.push(JSON.stringify({ ...fields, msg }));
    t.app.log.warn(fields, msg);
  };
  await t.deps.mailQueue.start(started.queue, log, { retryLimit: 2, retryDelaySeconds: 1 });
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

const resetRequest = (email: string) =>
  t.call({ method: 'POST', url: '/api/user/reset-password', payload: { email } });

async function staffToken(): Promise<string> {
  const [staff] = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    'staff@jetsweat.example',
  ]);
  return t.newSession(staff!.id);
}

it('answers at once and delivers the mail once the SMTP server takes it again', async () => {
  const member = await t.newUser();
  attempts = [];
  refusals = 2;
  expect((await resetRequest(member.email)).statusCode).toBe(200);
  const mails = await until(
    () => t.mailer.to(member.email),
    (m) => m.length > 0,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toMatch(/password/i);
  expect(attempts.filter((to) => to === member.email)).toHaveLength(3);
  // Each refusal is logged with the job's id, without the address or the subject.
  const refused = warnings.filter((w) => w.includes('mail not sent'));
  expect(refused).toHaveLength(2);
  for (const line of refused) {
    expect(JSON.parse(line)).toMatchObject({ jobId: expect.any(String) });
    expect(line).not.toContain(member.email);
    expect(line).not.toMatch(/password/i);
  }
}, 60_000);

it('moves mail that fails every retry to the failed mail, which only staff read', async () => {
  const member = await t.newUser();
  attempts = [];
  refusals = 1000;
  expect((await resetRequest(member.email)).statusCode).toBe(200);
  const token = await staffToken();
  const failedMail = () =>
    t.call({ method: 'GET', url: '/api/operations/failed-mail', token }, failedMailAnswerSchema);
  const answer = await until(
    failedMail,
    (res) => res.body.status === 1 && res.body.content.some((m) => m.to === member.email),
  );
  refusals = 0;
  expect(answer.statusCode).toBe(200);
  expect(answer.body.content).toContainEqual({
    id: expect.any(String),
    to: member.email,
    subject: expect.stringMatching(/password/i),
    failedAt: expect.any(String),
  });
  // First try and two retries, then nothing more.
  expect(attempts.filter((to) => to === member.email)).toHaveLength(3);
  expect(t.mailer.to(member.email)).toHaveLength(0);

  const asMember = await t.call({
    method: 'GET',
    url: '/api/operations/failed-mail',
    token: member.token,
  });
  expect(asMember).toEqual({
    statusCode: 403,
    body: { status: 0, content: operationsTexts.staffOnly },
  });
}, 60_000);
