import type { Clock } from '../../platform/runtime/clock.ts';
import type { Config } from '../../platform/config/config.ts';
import type { Database } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { MailQueue } from '../../platform/messaging/mail-queue.ts';
import type { Mailer } from '../../platform/messaging/mailer.ts';
import { createNewsletter } from './newsletter.ts';

/**
 * Files one newsletter issue for every subscribed address on the mail queue every other e-mail
 * uses, one job a message: the server's workers (any instance) send them, retry a failing SMTP
 * server and keep what failed every retry for staff, so one refused address stops nothing.
 * Sends nothing itself; answers how many messages were filed. For send-newsletter.ts.
 */
export async function fileNewsletterIssue(
  opts: { db: Database; config: Config; clock: Clock; queue: JobQueue; transport: Mailer },
  subject: string,
  body: string,
): Promise<number> {
  const mailer = new MailQueue(opts.transport);
  await mailer.fileOnly(opts.queue);
  const { db, config, clock } = opts;
  return createNewsletter({ db, mailer, config, clock }).sendIssue(subject, body);
}
