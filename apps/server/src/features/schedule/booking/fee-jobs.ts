import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/jobs/scheduled-job.ts';
import { unsettledFeeIds } from './fees-store.ts';
import { markNoShows, NO_SHOW_CRON, NO_SHOW_QUEUE, type MembersWhoCame } from './mark-no-shows.ts';
import { FEE_QUEUE, feeJob, settleFee } from './settle-fee.ts';

/** The sweep that files a job for every fee left unsettled without one, every ten minutes. */
export const FEE_SWEEP_QUEUE = 'booking-fee-sweep';
export const FEE_SWEEP_CRON = '*/10 * * * *';
export const FEE_SWEEP_AFTER_MINUTES = 10;

/** How often a fee's job asks the gateway again after an error (a decline is final). */
export interface FeeRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}
/** As the live-class refunds' (refund-jobs.ts): well inside the 24 hours a Stripe key is kept. */
const productionRetries: FeeRetries = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
};

type FeeDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'jobs'>;

/** Files a job for every fee (or a waived fee's refund) still unsettled after the sweep's wait. */
export async function fileUnsettledFees(deps: FeeDeps): Promise<Record<string, number>> {
  const before = new Date(deps.clock.now().getTime() - FEE_SWEEP_AFTER_MINUTES * 60_000);
  let filed = 0;
  for (const id of await unsettledFeeIds(deps.db, before)) {
    const job = feeJob(id);
    if (await deps.jobs.send(job.name, job.data, job.options)) filed++;
  }
  return { feeJobsFiled: filed };
}

/**
 * Booking fees (issue 54, item 2): each fee's job charges it to the card on file, or refunds it
 * once waived, with growing delays and the fee's own idempotency key; one job per fee at a time.
 * The no-show job marks ended classes; the sweep refiles fees whose jobs were lost or ran out.
 */
export async function startFeeJobs(
  queue: JobQueue,
  deps: FeeDeps,
  came: MembersWhoCame,
  log: FastifyBaseLogger,
  retries: FeeRetries = productionRetries,
): Promise<void> {
  const retrying = {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retries.retryDelayMaxSeconds,
  };
  await queue.createQueue(FEE_QUEUE, { policy: 'exclusive', ...retrying });
  await queue.updateQueue(FEE_QUEUE, retrying);
  await queue.work<{ feeId: number }>(FEE_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const { feeId } = job!.data;
    try {
      const done = await settleFee(deps, feeId);
      if (done !== 'nothing') log.info({ feeId, done }, 'booking fee settled by its job');
    } catch (err) {
      log.warn({ err, feeId }, 'booking fee not settled, will retry');
      throw err;
    }
  });
  await schedulePeriodicJob(queue, {
    name: FEE_SWEEP_QUEUE,
    cron: FEE_SWEEP_CRON,
    log,
    work: () => fileUnsettledFees(deps),
  });
  await schedulePeriodicJob(queue, {
    name: NO_SHOW_QUEUE,
    cron: NO_SHOW_CRON,
    log,
    work: () => markNoShows(deps, came),
  });
}
