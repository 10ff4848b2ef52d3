import type { FastifyBaseLogger } from 'fastify';
import type { FailedMail } from '@jetsweat/contract';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mail, Mailer } from './mailer.ts';

export const MAIL_QUEUE = 'mail';
/** Where mail goes once every retry has failed: kept for staff to see, never sent by itself. */
export const FAILED_MAIL_QUEUE = 'mail-failed';

/** How often a message is tried again, the delays doubling from `retryDelaySeconds`. */
export interface MailRetries {
  retryLimit: number;
  retryDelaySeconds: number;
}
/** Six retries from 30 s: the last about half an hour after the first try. */
const productionRetries: MailRetries = { retryLimit: 6, retryDelaySeconds: 30 };

/** Who may be sent what: an address not yet confirmed gets only the mail flagged for it. */
export interface RecipientCheck {
  /** Whether the address is an account's that its owner has not confirmed yet. */
  unconfirmed(address: string): Promise<boolean>;
  log: Pick<FastifyBaseLogger, 'info'>;
}

/**
 * Sends every e-mail through the durable job queue: `send` only files the message (so a request
 * never waits on, or fails with, the SMTP server), a worker in any instance hands it to the
 * transport, retrying with growing delays, and a message that fails every time moves to the
 * failed-mail queue, which staff read (GET /api/operations/failed-mail). Until `start`, and in
 * tests that never start it, messages go straight to the transport. Delivery is at least once:
 * a crash between the SMTP server's acceptance and the job's completion sends the message again.
 */
export class MailQueue implements Mailer {
  private queue: JobQueue | undefined;

  constructor(
    private readonly transport: Mailer,
    private readonly recipients?: RecipientCheck,
  ) {}

  /**
   * Files every message on the queue from now on, without sending any here: the workers of the
   * running server (any instance) send them. What a command-line tool such as the newsletter uses.
   */
  async fileOnly(queue: JobQueue, retries = productionRetries): Promise<void> {
    // Kept for 90 days, unless staff deal with them sooner.
    await queue.createQueue(FAILED_MAIL_QUEUE, { retentionSeconds: 90 * 24 * 3600 });
    await queue.createQueue(MAIL_QUEUE, {
      retryLimit: retries.retryLimit,
      retryDelay: retries.retryDelaySeconds,
      retryBackoff: true,
      deadLetter: FAILED_MAIL_QUEUE,
    });
    this.queue = queue;
  }

  /** Files every message on the queue from now on, and sends what is filed (by any instance). */
  async start(queue: JobQueue, log: FastifyBaseLogger, retries = productionRetries): Promise<void> {
    await this.fileOnly(queue, retries);
    await queue.work<Mail>(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      try {
        await this.transport.send(job!.data);
      } catch (err) {
        // The job's id, never the address or the subject (which can hold a person's name): staff
        // find the message by its id in the failed mail.
        log.warn({ err, jobId: job!.id }, 'mail not sent, will retry');
        throw err;
      }
    });
  }

  /**
   * Files (or sends) one message, unless it is for an address its owner has not confirmed and is
   * not the confirmation or a reset: that one is dropped, as nothing proves the address is theirs.
   */
  async send(mail: Mail): Promise<void> {
    if (!mail.beforeConfirmation && (await this.recipients?.unconfirmed(mail.to))) {
      // Neither the address nor the subject: logs hold no one's personal details.
      this.recipients!.log.info('mail skipped: the address is not confirmed yet');
      return;
    }
    if (!this.queue) return this.transport.send(mail);
    await this.queue.send(MAIL_QUEUE, mail);
  }

  /** The mail given up on, oldest first. */
  async failed(limit: number): Promise<FailedMail[]> {
    if (!this.queue) return [];
    const jobs = await this.queue.findJobs<Mail>(FAILED_MAIL_QUEUE, { limit });
    return jobs.map((job) => ({
      id: job.id,
      to: job.data.to,
      subject: job.data.subject,
      failedAt: job.createdOn.toISOString(),
    }));
  }
}
