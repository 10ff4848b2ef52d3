/**
 * Sends one newsletter issue to every subscribed address, each with its own unsubscribe link:
 *
 *   node --import tsx apps/server/src/features/marketing/send-newsletter.ts "Subject" issue.txt
 *
 * Uses the same configuration as the server (DATABASE_URL or the embedded database, MAIL_URL or
 * the outbox). With the embedded database, stop the server first: PGlite allows one process.
 */
import fs from 'node:fs';
import Fastify from 'fastify';
import { systemClock } from '../../platform/clock.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMailer } from '../../platform/mailer.ts';
import { openDb } from '../../platform/db/open.ts';
import { createNewsletter } from './newsletter.ts';

const [subject, file] = process.argv.slice(2);
if (!subject || !file) {
  console.error('usage: send-newsletter.ts "Subject" issue.txt');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb(config);
try {
  const { log } = Fastify({ logger: { level: config.logLevel } });
  const mailer = createMailer({
    url: config.mail.url,
    from: config.mail.from,
    outboxDir: `${config.dataDir}/outbox`,
    log,
  });
  const sent = await createNewsletter({ db, mailer, config, clock: systemClock }).sendIssue(
    subject,
    fs.readFileSync(file, 'utf8'),
  );
  console.log(`Newsletter sent to ${sent} addresses.`);
} finally {
  await db.destroy();
}
