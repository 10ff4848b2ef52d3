import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Sms, SmsGateway } from './sms.ts';

export const SMS_QUEUE = 'sms';
/** Where a text goes once every retry has failed: kept for staff, never sent by itself. */
export const FAILED_SMS_QUEUE = 'sms-failed';

/**
 * Sends every text message through the durable job queue, as the mail queue does mail: `send`
 * only files it, a worker hands it to the gateway with retries at growing delays (six from 30 s),
 * and one that fails every time moves to the failed queue. Until `start`, and in tests that never
 * start it, texts go straight to the gateway.
 */
export class SmsQueue implements SmsGateway {
  private queue: JobQueue | undefined;

  constructor(private readonly gateway: SmsGateway) {}

  async start(
    queue: JobQueue,
    log: FastifyBaseLogger,
    retries = { retryLimit: 6, retryDelaySeconds: 30 },
  ): Promise<void> {
    await queue.createQueue(FAILED_SMS_QUEUE, { retentionSeconds: 90 * 24 * 3600 });
    await queue.createQueue(SMS_QUEUE, {
      retryLimit: retries.retryLimit,
      retryDelay: retries.retryDelaySeconds,
      retryBackoff: true,
      deadLetter: FAILED_SMS_QUEUE,
    });
    this.queue = queue;
    await queue.work<Sms>(SMS_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      try {
        await this.gateway.send(job!.data);
      } catch (err) {
        log.warn({ err, jobId: job!.id }, 'sms not sent, will retry');
        throw err;
      }
    });
  }

  async send(sms: Sms): Promise<void> {
    if (!this.queue) return this.gateway.send(sms);
    await this.queue.send(SMS_QUEUE, sms);
  }
}
