import type { FastifyBaseLogger } from 'fastify';
import type { FailedPaymentEvent } from '@jetsweat/contract';
import { fromKysely } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../job-queue.ts';
import type { PaymentEvent, PaymentGateway } from './gateway.ts';
import { claimEvent } from './payment-events-store.ts';
import { handleEventOnce } from './webhook-events.ts';

export const PAYMENT_EVENT_QUEUE = 'payment-event';
/** Events whose handling failed every retry: kept for staff, never handled by themselves. */
export const FAILED_PAYMENT_EVENT_QUEUE = 'payment-event-failed';

export interface EventRetries {
  retryLimit: number;
  retryDelaySeconds: number;
}
/** Ten retries doubling from 10 s: the last about three hours after the first try. */
const productionRetries: EventRetries = { retryLimit: 10, retryDelaySeconds: 10 };

/**
 * Stripe's webhook events, handled in a job: the webhook stores the event and files its job in
 * one transaction and answers 200 at once; a worker hands the event to the handlers, retrying with
 * growing delays until they succeed (they are idempotent). A repeat delivery of a stored event
 * files nothing. Until `start` (and in tests that never start it) an event is handled during the
 * request, as before: stored, handled, and forgotten again if handling fails so Stripe redelivers.
 */
export class PaymentEventQueue {
  private queue: JobQueue | undefined;

  constructor(
    private readonly db: Database,
    private readonly payments: Pick<PaymentGateway, 'emit'>,
  ) {}

  async start(queue: JobQueue, log: FastifyBaseLogger, retries = productionRetries) {
    await queue.createQueue(FAILED_PAYMENT_EVENT_QUEUE, { retentionSeconds: 90 * 24 * 3600 });
    await queue.createQueue(PAYMENT_EVENT_QUEUE, {
      retryLimit: retries.retryLimit,
      retryDelay: retries.retryDelaySeconds,
      retryBackoff: true,
      deadLetter: FAILED_PAYMENT_EVENT_QUEUE,
    });
    await queue.work<PaymentEvent>(
      PAYMENT_EVENT_QUEUE,
      { pollingIntervalSeconds: 1 },
      async ([job]) => {
        try {
          await this.payments.emit(job!.data);
        } catch (err) {
          log.warn(
            { err, event: job!.data.id, type: job!.data.type },
            'payment event not handled, will retry',
          );
          throw err;
        }
      },
    );
    this.queue = queue;
  }

  /** Takes a verified event; answers false for one received before. */
  async receive(event: PaymentEvent): Promise<boolean> {
    const queue = this.queue;
    if (!queue) return handleEventOnce(this.db, this.payments, event);
    return this.db.transaction().execute(async (tx) => {
      if (!(await claimEvent(tx, event))) return false;
      // The job is filed in the same transaction as the record: both are kept, or neither is.
      await queue.send(PAYMENT_EVENT_QUEUE, event, { db: fromKysely(tx) });
      return true;
    });
  }

  /** The events given up on after every retry, oldest first (for staff; Stripe has them too). */
  async failed(limit: number): Promise<FailedPaymentEvent[]> {
    if (!this.queue) return [];
    const jobs = await this.queue.findJobs<PaymentEvent>(FAILED_PAYMENT_EVENT_QUEUE, { limit });
    return jobs.map((job) => ({
      id: job.id,
      eventId: job.data.id,
      type: job.data.type,
      intentId: job.data.intent?.id ?? null,
      failedAt: job.createdOn.toISOString(),
    }));
  }
}
