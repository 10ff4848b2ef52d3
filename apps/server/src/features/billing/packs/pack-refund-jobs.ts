import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/jobs/scheduled-job.ts';
import { owedPackRefundIds } from './pack-refund-store.ts';
import { PACK_REFUND_QUEUE, packRefundJob, payPackRefund } from './pack-refund-payment.ts';

/** The sweep that files a job for every pack refund still owed without one, every ten minutes. */
export const PACK_REFUND_SWEEP_QUEUE = 'pack-refund-sweep';
export const PACK_REFUND_SWEEP_CRON = '*/10 * * * *';
/** A refund this old and still owed has lost its job (or used up its retries): filed again. */
export const PACK_REFUND_SWEEP_AFTER_MINUTES = 10;

/** How often a refund's job asks the gateway again, the delays doubling from `retryDelaySeconds`. */
export interface PackRefundRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}
/**
 * As a live class's refund (schedule/booking/refund-jobs.ts): twelve retries doubling from 30 s up
 * to an hour apart, the last about six hours after the first, inside the 24 hours Stripe keeps an
 * idempotency key; a refund whose retries all failed is filed again by the sweep.
 */
const productionRetries: PackRefundRetries = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
};

type RefundDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'jobs'>;

/** Files a job for every refund owed since before PACK_REFUND_SWEEP_AFTER_MINUTES with none queued. */
export async function fileOwedPackRefunds(deps: RefundDeps): Promise<Record<string, number>> {
  const before = new Date(deps.clock.now().getTime() - PACK_REFUND_SWEEP_AFTER_MINUTES * 60_000);
  let filed = 0;
  for (const id of await owedPackRefundIds(deps.db, before)) {
    const job = packRefundJob(id);
    if (await deps.jobs.send(job.name, job.data, { singletonKey: job.options.singletonKey }))
      filed++;
  }
  return { packRefundJobsFiled: filed };
}

/**
 * Every pack refund is paid by a job (docs/decisions/0114-pack-refunds.md): the refund is claimed
 * and its job filed in one transaction (refund-pack.ts), the request tries the gateway once, and
 * the job, on any instance, tries until the refund is recorded, with the purchase's own key.
 */
export async function startPackRefundJobs(
  queue: JobQueue,
  deps: RefundDeps,
  log: FastifyBaseLogger,
  retries: PackRefundRetries = productionRetries,
): Promise<void> {
  const retrying = {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retries.retryDelayMaxSeconds,
  };
  await queue.createQueue(PACK_REFUND_QUEUE, { policy: 'exclusive', ...retrying });
  await queue.updateQueue(PACK_REFUND_QUEUE, retrying);
  await queue.work<{ packPurchaseId: number }>(
    PACK_REFUND_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      const { packPurchaseId } = job!.data;
      try {
        if (await payPackRefund(deps, packPurchaseId))
          log.info({ packPurchaseId }, 'pack refund made by its job');
      } catch (err) {
        log.warn({ err, packPurchaseId }, 'pack refund not made, will retry');
        throw err;
      }
    },
  );
  await schedulePeriodicJob(queue, {
    name: PACK_REFUND_SWEEP_QUEUE,
    cron: PACK_REFUND_SWEEP_CRON,
    log,
    work: () => fileOwedPackRefunds(deps),
  });
}
