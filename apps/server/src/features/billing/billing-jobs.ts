import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { RenewalRun } from './renewals/renew-subscription.ts';
import type { BillingService } from './service.ts';

export interface BillingJobRun extends RenewalRun {
  reaped: number;
}

/**
 * One pass of the billing job at the clock's now, through the billing service built once: trial
 * ends, renewals, retries, cancelled periods ending, and purchases left unfinished. Tests call it
 * directly after moving the clock.
 */
export function runBillingJobs(
  billing: Pick<BillingService, 'runDuePass'>,
): Promise<BillingJobRun> {
  return billing.runDuePass();
}

/** The queue the billing pass runs on: one pass at a time across every instance. */
export const BILLING_QUEUE = 'billing-pass';

/** The pass's cron: every `seconds` (BILLING_JOB_SECONDS) in whole minutes, at least every minute. */
export function billingCron(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes === 1 ? '* * * * *' : `*/${Math.min(minutes, 59)} * * * *`;
}

/**
 * Schedules the billing pass on the durable job queue: the schedule fires once per occurrence
 * across all instances (pg-boss files each occurrence once), and the queue's `singleton` policy
 * lets one pass run at a time, whichever instance takes it. An instance with BILLING_JOB_SECONDS=0
 * neither schedules nor takes passes (others may). A pass that fails is logged and the next occurrence runs again:
 * every charge is claimed in the database and carries an idempotency key, so nothing is paid twice.
 */
export async function scheduleBillingPass(
  deps: Deps,
  billing: Pick<BillingService, 'runDuePass'>,
  queue: JobQueue,
  log: FastifyBaseLogger,
): Promise<void> {
  const seconds = deps.config.billingJobSeconds;
  if (seconds <= 0) return;
  await queue.createQueue(BILLING_QUEUE, { policy: 'singleton', retryLimit: 0 });
  await queue.schedule(BILLING_QUEUE, billingCron(seconds));
  await queue.work(BILLING_QUEUE, async () => {
    const run = await runBillingJobs(billing);
    if (run.renewed + run.failed + run.ended + run.reaped > 0)
      log.info({ billing: run }, 'billing job');
  });
}
