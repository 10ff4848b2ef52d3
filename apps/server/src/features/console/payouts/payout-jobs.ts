import type { FastifyBaseLogger } from 'fastify';
import type { PayoutRun } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import {
  fileJobsFor,
  GATEWAY_RETRIES,
  startGatewayQueue,
  type JobRetries,
} from '../../../platform/jobs/gateway-jobs.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { schedulePeriodicJob } from '../../../platform/jobs/scheduled-job.ts';
import { computeMonth } from './compute-payouts.ts';
import { monthBefore, monthEnded } from './payout-month.ts';
import { payoutIdsToPay } from './payouts-store.ts';
import { payPayout } from './pay-payout.ts';

/** The run on the 1st (06:00 UTC) that computes and pays the month before. */
export const PAYOUT_MONTH_QUEUE = 'studio-payouts-month';
export const PAYOUT_MONTH_CRON = '0 6 1 * *';
/** One job per payout that failed, trying again with growing delays. */
export const PAYOUT_QUEUE = 'studio-payout';
/** The hourly sweep that files a job for every payout still due without one. */
export const PAYOUT_SWEEP_QUEUE = 'studio-payouts-sweep';
export const PAYOUT_SWEEP_CRON = '23 * * * *';

type PayoutDeps = Pick<Deps, 'db' | 'clock' | 'payments' | 'jobs'>;

/** A payout's job: one per payout at a time (the queue's `exclusive` policy). */
const payoutJob = (payoutId: number) => ({
  name: PAYOUT_QUEUE,
  data: { payoutId },
  options: { singletonKey: String(payoutId) },
});

/** The month's run refused: a month not over yet cannot be paid. */
export class MonthNotOverError extends Error {}

/**
 * One month's payouts: computed once, then each due payout transferred. A transfer that fails is
 * left to its job (filed here; without a queue, to the sweep). Safe to run again, and twice at
 * once: nothing is computed or transferred twice.
 */
export async function runPayoutMonth(deps: PayoutDeps, month: string): Promise<PayoutRun> {
  if (!monthEnded(month, deps.clock.now()))
    throw new MonthNotOverError(`The month ${month} is not over yet.`);
  const run: PayoutRun = { computed: await computeMonth(deps, month), paid: 0, held: 0, failed: 0 };
  for (const id of await payoutIdsToPay(deps.db, month)) {
    try {
      const outcome = await payPayout(deps, id);
      if (outcome === 'paid') run.paid++;
      if (outcome === 'held') run.held++;
    } catch {
      run.failed++;
      await fileJobsFor(deps.jobs, [id], payoutJob);
    }
  }
  return run;
}

/** Files a job for every payout still due (the job queue keeps one per payout at a time). */
export async function fileDuePayouts(deps: PayoutDeps): Promise<Record<string, number>> {
  const due = await payoutIdsToPay(deps.db);
  return { payoutJobsFiled: await fileJobsFor(deps.jobs, due, payoutJob) };
}

/**
 * The payouts' background work (issue 54, item 3): the monthly run on the 1st for the month
 * before, each failed payout's job with retries (its own key every try, one job per payout at a
 * time), and the hourly sweep for payouts left due without a job.
 */
export async function startPayoutJobs(
  queue: JobQueue,
  deps: PayoutDeps,
  log: FastifyBaseLogger,
  retries: JobRetries = GATEWAY_RETRIES,
): Promise<void> {
  await startGatewayQueue<{ payoutId: number }>(queue, log, retries, {
    name: PAYOUT_QUEUE,
    work: async ({ payoutId }) => {
      const outcome = await payPayout(deps, payoutId);
      return outcome === 'skipped' ? null : { outcome };
    },
    done: 'studio payout by its job',
    failed: 'studio payout not transferred',
    sweep: { name: PAYOUT_SWEEP_QUEUE, cron: PAYOUT_SWEEP_CRON, work: () => fileDuePayouts(deps) },
  });
  await schedulePeriodicJob(queue, {
    name: PAYOUT_MONTH_QUEUE,
    cron: PAYOUT_MONTH_CRON,
    log,
    work: async () => ({ ...(await runPayoutMonth(deps, monthBefore(deps.clock.now()))) }),
  });
}
