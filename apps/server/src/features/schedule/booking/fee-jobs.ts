import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import {
  fileJobsFor,
  GATEWAY_RETRIES,
  startGatewayQueue,
  type JobRetries,
} from '../../../platform/jobs/gateway-jobs.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/jobs/scheduled-job.ts';
import { unsettledFeeIds } from './fees-store.ts';
import { markNoShows, NO_SHOW_CRON, NO_SHOW_QUEUE, type MembersWhoCame } from './mark-no-shows.ts';
import { FEE_QUEUE, feeJob, settleFee } from './settle-fee.ts';

/** The sweep that files a job for every fee left unsettled without one, every ten minutes. */
export const FEE_SWEEP_QUEUE = 'booking-fee-sweep';
export const FEE_SWEEP_CRON = '*/10 * * * *';
export const FEE_SWEEP_AFTER_MINUTES = 10;

type FeeDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'jobs'>;

/** Files a job for every fee (or a waived fee's refund) still unsettled after the sweep's wait. */
export async function fileUnsettledFees(deps: FeeDeps): Promise<Record<string, number>> {
  const before = new Date(deps.clock.now().getTime() - FEE_SWEEP_AFTER_MINUTES * 60_000);
  const unsettled = await unsettledFeeIds(deps.db, before);
  return { feeJobsFiled: await fileJobsFor(deps.jobs, unsettled, feeJob) };
}

/**
 * Booking fees (issue 54, item 2): each fee's job charges it to the card on file, or refunds it
 * once waived, with growing delays and the fee's own idempotency key; one job per fee at a time
 * (a decline is final, not retried). The no-show job marks ended classes; the sweep refiles fees
 * whose jobs were lost or ran out.
 */
export async function startFeeJobs(
  queue: JobQueue,
  deps: FeeDeps,
  came: MembersWhoCame,
  log: FastifyBaseLogger,
  retries: JobRetries = GATEWAY_RETRIES,
): Promise<void> {
  await startGatewayQueue<{ feeId: number }>(queue, log, retries, {
    name: FEE_QUEUE,
    work: async ({ feeId }) => {
      const done = await settleFee(deps, feeId);
      return done === 'nothing' ? null : { done };
    },
    done: 'booking fee settled by its job',
    failed: 'booking fee not settled',
    sweep: { name: FEE_SWEEP_QUEUE, cron: FEE_SWEEP_CRON, work: () => fileUnsettledFees(deps) },
  });
  await schedulePeriodicJob(queue, {
    name: NO_SHOW_QUEUE,
    cron: NO_SHOW_CRON,
    log,
    work: () => markNoShows(deps, came),
  });
}
