import type { FastifyBaseLogger } from 'fastify';
import type { FailedPaymentEvent } from '@jetsweat/contract';
import { fromKysely } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { PaymentEvent, PaymentGateway } from './gateway.ts';
import { claimEvent, lockEvent } from './payment-events-store.ts';
import { handleEventOnce } from './webhook-events.ts';

export const PAYMENT_EVENT_QUEUE = 'payment-event';
/** Events whose handling failed every retry: kept for staff, never handled by themselves. */
export const FAILED_PAYMENT_EVENT_QUEUE = 'payment-event-failed';

export interface EventRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  /** The longest wait between two tries, once the doubling delays reach it. */
  retryDelayMaxSeconds: number;
}
/**
 * As long as Stripe itself would keep trying an event we had not acknowledged (three days):
 * 23 retries doubling from 10 s (with jitter) up to 6 h apart, the last 3.2 to 3.5 days after
 * the first try. Stripe redelivers nothing we answered 200, so these retries are what covers an
 * outage of the handlers; after them the event waits for staff (and a redelivery files it again).
 */
const productionRetries: EventRetries = {
  retryLimit: 23,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 6 * 3600,
};

/**
 * Stripe's webhook events, handled in a job: the webhook stores the event and files its job in
 * one transaction and answers 200 at once; a worker hands the event to the handlers, retrying with
 * growing delays until they succeed (they are idempotent). A repeat delivery of a stored event
 * files nothing, unless its handling was given up on. Until `start` (and in tests that never
 * start it) an event is handled during the request, as before: stored, handled, and forgotten
 * again if handling fails so Stripe redelivers.
 */
export class PaymentEventQueue {
  private queue: JobQueue | undefined;

  constructor(
    private readonly db: Database,
    private readonly payments: Pick<PaymentGateway, 'emit'>,
  ) {}

  async start(queue: JobQueue, log: FastifyBaseLogger, retries = productionRetries) {
    await queue.createQueue(FAILED_PAYMENT_EVENT_QUEUE, { retentionSeconds: 90 * 24 * 3600 });
    const retrying = {
      retryLimit: retries.retryLimit,
      retryDelay: retries.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: retries.retryDelayMaxSeconds,
    };
    await queue.createQueue(PAYMENT_EVENT_QUEUE, {
      ...retrying,
      deadLetter: FAILED_PAYMENT_EVENT_QUEUE,
    });
    // createQueue keeps an existing queue as it was: a database from before takes the new retries.
    await queue.updateQueue(PAYMENT_EVENT_QUEUE, retrying);
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

  /**
   * Takes a verified event; answers false for one received before, unless its handling had failed
   * every retry: a redelivery (Stripe's dashboard or CLI resends it) files that event again.
   */
  async receive(event: PaymentEvent): Promise<boolean> {
    const queue = this.queue;
    if (!queue) return handleEventOnce(this.db, this.payments, event);
    return this.db.transaction().execute(async (tx) => {
      const db = fromKysely(tx);
      if (!(await claimEvent(tx, event))) {
        // Under the event's row lock, so two redeliveries at once file it once.
        await lockEvent(tx, event.id);
        const given = await queue.findJobs(FAILED_PAYMENT_EVENT_QUEUE, {
          data: { id: event.id },
          db,
        });
        if (given.length === 0) return false;
        await queue.deleteJob(
          FAILED_PAYMENT_EVENT_QUEUE,
          given.map((job) => job.id),
          { db },
        );
      }
      // The job is filed in the same transaction as the record: both are kept, or neither is.
      await queue.send(PAYMENT_EVENT_QUEUE, event, { db });
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
