import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { createDayPasses } from './day-passes.ts';
import { createRenewals, type RenewalRun } from './renewals.ts';
import { createSubscribeFlow } from './subscribe.ts';

export interface BillingJobRun extends RenewalRun {
  reaped: number;
}

/**
 * One pass of the billing job at the clock's now: trial ends, renewals, retries, cancelled
 * periods ending, and purchases left unfinished. Tests call it directly after moving the clock.
 */
export async function runBillingJobs(deps: Deps): Promise<BillingJobRun> {
  const renewals = await createRenewals(deps).runDue();
  const reaped =
    (await createSubscribeFlow(deps).reapStale()) + (await createDayPasses(deps).reapStale());
  return { ...renewals, reaped };
}

/**
 * Runs the job in-process every `seconds` (BILLING_JOB_SECONDS); several server instances may run
 * it at once, since every charge is claimed in the database first. Answers a stop function.
 */
export function startBillingSchedule(
  deps: Deps,
  log: FastifyBaseLogger,
  seconds: number,
): () => void {
  if (seconds <= 0) return () => undefined;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const run = await runBillingJobs(deps);
      if (run.renewed + run.failed + run.ended + run.reaped > 0)
        log.info({ billing: run }, 'billing job');
    } catch (err) {
      log.error({ err }, 'billing job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
