/**
 * Files one newsletter issue for every subscribed address, each with its own unsubscribe link:
 *
 *   node --import tsx apps/server/src/features/marketing/send-newsletter.ts "Subject" issue.txt
 *
 * Uses the same configuration as the server (DATABASE_URL or the embedded database, MAIL_URL or
 * the outbox). Each message becomes a job on the mail queue every other e-mail uses, so the
 * server's workers send them, retry a failing SMTP server and list what failed every retry for
 * staff; one failure stops nothing. With the embedded database, stop the server first (PGlite
 * allows one process): the messages go out once it runs again.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { Background } from '../../platform/jobs/background.ts';
import { systemClock } from '../../platform/runtime/clock.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { openDb } from '../../platform/db/open.ts';
import { startJobQueue } from '../../platform/jobs/job-queue.ts';
import { createMailer } from '../../platform/messaging/mailer.ts';
import { fileNewsletterIssue } from './newsletter-issue.ts';

const [subject, file] = process.argv.slice(2);
if (!subject || !file) {
  console.error('usage: send-newsletter.ts "Subject" issue.txt');
  process.exit(2);
}
const config = loadConfig();
const { log } = Fastify({ logger: { level: config.logLevel } });
const db = await openDb(config, log);
const background = new Background();
try {
  const queue = await startJobQueue({
    db,
    databaseUrl: config.databaseUrl,
    log,
    background,
    stopTimeoutMs: 10_000,
    // Only files jobs: the server's instances run the queue's upkeep and schedules.
    tuning: { supervise: false, schedule: false },
  });
  const transport = createMailer({
    url: config.mail.url,
    from: config.mail.from,
    outboxDir: `${config.dataDir}/outbox`,
    log,
  });
  const filed = await fileNewsletterIssue(
    { db, config, clock: systemClock, queue, transport },
    subject,
    fs.readFileSync(file, 'utf8'),
  );
  console.log(`Newsletter queued for ${filed} addresses; the server's mail workers send it.`);
} finally {
  await background.stop();
  await db.destroy();
}
