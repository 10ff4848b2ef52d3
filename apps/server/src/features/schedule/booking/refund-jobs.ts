import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/jobs/scheduled-job.ts';
import { payOwedRefund, REFUND_QUEUE, refundJob } from './refund-payment.ts';
import { owedRefundIds } from './refunds-store.ts';

/** The sweep that files a job for every claim still owed without one, every ten minutes. */
export const REFUND_SWEEP_QUEUE = 'live-class-refund-sweep';
export const REFUND_SWEEP_CRON = '*/10 * * * *';
/** A claim this old and still owed has lost its job (or used up its retries): filed again. */
export const REFUND_SWEEP_AFTER_MINUTES = 10;

/** How often a refund's job asks the gateway again, the delays doubling from `retryDelaySeconds`. */
export interface RefundRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}
/**
 * Twelve retries doubling from 30 s (with jitter) up to an hour apart: the last about six hours
 * after the first try, well inside the 24 hours Stripe keeps an idempotency key, so every retry
 * is the same refund to the gateway. A claim whose retries all failed is filed again by the sweep.
 */
const productionRetries: RefundRetries = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
};

type RefundDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'jobs'>;

/**
 * Files a job for every claim still owed after REFUND_SWEEP_AFTER_MINUTES that has none queued or
 * running: claims made while no queue ran on the instance, and claims whose retries ran out.
 */
export async function fileOwedRefunds(deps: RefundDeps): Promise<Record<string, number>> {
  const before = new Date(deps.clock.now().getTime() - REFUND_SWEEP_AFTER_MINUTES * 60_000);
  let filed = 0;
  for (const id of await owedRefundIds(deps.db, before)) {
    const job = refundJob(id);
    if (await deps.jobs.send(job.name, job.data, { singletonKey: id })) filed++;
  }
  return { refundJobsFiled: filed };
}

/**
 * Every claimed live-class refund is paid by a job (issue 50, item 5): the claim and its job are
 * made in one transaction (refund-payment.ts), the request tries the gateway once, and the job,
 * on any instance, tries until the refund is recorded, with growing delays and the claim's own
 * idempotency key. One job per payment at a time (`exclusive`, keyed by the payment).
 */
export async function startRefundJobs(
  queue: JobQueue,
  deps: RefundDeps,
  log: FastifyBaseLogger,
  retries: RefundRetries = productionRetries,
): Promise<void> {
  const retrying = {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retries.retryDelayMaxSeconds,
  };
  await queue.createQueue(REFUND_QUEUE, { policy: 'exclusive', ...retrying });
  // createQueue keeps an existing queue as it was: a database from before takes these retries.
  await queue.updateQueue(REFUND_QUEUE, retrying);
  await queue.work<{ paymentIntentId: string }>(
    REFUND_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      const { paymentIntentId } = job!.data;
      try {
        if (await payOwedRefund(deps, paymentIntentId))
          log.info({ paymentIntentId }, 'live-class refund made by its job');
      } catch (err) {
        log.warn({ err, paymentIntentId }, 'live-class refund not made, will retry');
        throw err;
      }
    },
  );
  await schedulePeriodicJob(queue, {
    name: REFUND_SWEEP_QUEUE,
    cron: REFUND_SWEEP_CRON,
    log,
    work: () => fileOwedRefunds(deps),
  });
}
