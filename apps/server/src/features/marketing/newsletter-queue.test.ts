// A newsletter issue goes through the mail queue like every other e-mail: each message is its own
// job, so an address the SMTP server refuses is retried (then kept for staff) on its own, and the
// others are sent regardless.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.ts';
import { startTestQueue } from '../../../test/job-queue-kit.ts';
import type { Background } from '../../platform/jobs/background.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { MAIL_QUEUE } from '../../platform/messaging/mail-queue.ts';
import type { Mail } from '../../platform/messaging/mailer.ts';
import { fileNewsletterIssue } from './newsletter-issue.ts';

let t: TestApp;
let background: Background;
let queue: JobQueue;
const SUBJECT = 'JetSweat weekly: new classes';
const refusedOnce = uniqueEmail('news-refused-once');
const refusedAlways = uniqueEmail('news-refused-always');
const accepted = uniqueEmail('news-accepted');
/** The issue's tries by address; the stand-in SMTP server refuses as the address's name says. */
const attempts = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://jetsweat.example' } });
  const delivered = t.mailer.send.bind(t.mailer);
  t.mailer.send = async (mail: Mail) => {
    if (mail.subject === SUBJECT) {
      const tries = (attempts.get(mail.to) ?? 0) + 1;
      attempts.set(mail.to, tries);
      if (mail.to === refusedAlways || (mail.to === refusedOnce && tries === 1))
        throw new Error('421 Service not available');
    }
    await delivered(mail);
  };
  const started = await startTestQueue(t);
  background = started.background;
  queue = started.queue;
  await t.deps.mailQueue.start(started.queue, t.app.log, { retryLimit: 2, retryDelaySeconds: 1 });
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

async function until(done: () => Promise<boolean> | boolean): Promise<void> {
  for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 100));
}

it('files each message of an issue as a mail job, and one refused address stops nothing', async () => {
  for (const email of [refusedOnce, refusedAlways, accepted]) {
    const res = await t.call({
      method: 'POST',
      url: '/api/marketing/newsletter',
      payload: { email },
    });
    expect(res.statusCode).toBe(200);
  }
  // Each owner has opened the link of their sign-up mail (newsletter.test.ts tests that).
  await t.db.query(
    'UPDATE newsletter_subscribers SET confirmed_at = subscribed_at WHERE email = ANY($1)',
    [[refusedOnce, refusedAlways, accepted]],
  );
  // As send-newsletter.ts does it, in a process of its own that runs no workers.
  const filed = await fileNewsletterIssue(
    { ...t.deps, queue, transport: t.mailer },
    SUBJECT,
    'Ten new classes this week.',
  );
  const jobs = await t.db.query<{ to: string }>(
    "SELECT data->>'to' AS to FROM pgboss.job WHERE name = $1 AND data->>'subject' = $2",
    [MAIL_QUEUE, SUBJECT],
  );
  expect(jobs.map((j) => j.to).sort()).toEqual(
    expect.arrayContaining([refusedOnce, refusedAlways, accepted]),
  );
  expect(jobs).toHaveLength(filed);

  const issueTo = (email: string) => t.mailer.to(email).filter((m) => m.subject === SUBJECT);
  const failedTo = async () =>
    (
      await t.db.query<{ to: string }>(
        "SELECT data->>'to' AS to FROM pgboss.job WHERE name = 'mail-failed' AND data->>'subject' = $1",
        [SUBJECT],
      )
    ).map((j) => j.to);
  await until(
    async () =>
      issueTo(accepted).length > 0 &&
      issueTo(refusedOnce).length > 0 &&
      (await failedTo()).includes(refusedAlways),
  );
  expect(issueTo(accepted)).toHaveLength(1);
  expect(issueTo(accepted)[0]!.text).toContain('/api/marketing/newsletter/unsubscribe?token=');
  // Refused once, then sent by the retry.
  expect(issueTo(refusedOnce)).toHaveLength(1);
  expect(attempts.get(refusedOnce)).toBe(2);
  // Refused on the first try and both retries: kept with the mail that failed, for staff.
  expect(issueTo(refusedAlways)).toHaveLength(0);
  expect(attempts.get(refusedAlways)).toBe(3);
  expect(await failedTo()).toEqual([refusedAlways]);
}, 60_000);
