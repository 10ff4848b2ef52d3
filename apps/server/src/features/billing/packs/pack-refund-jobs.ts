import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import {
  fileJobsFor,
  GATEWAY_RETRIES,
  startGatewayQueue,
  type JobRetries,
} from '../../../platform/jobs/gateway-jobs.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { owedPackRefundIds } from './pack-refund-store.ts';
import { PACK_REFUND_QUEUE, packRefundJob, payPackRefund } from './pack-refund-payment.ts';

/** The sweep that files a job for every pack refund still owed without one, every ten minutes. */
export const PACK_REFUND_SWEEP_QUEUE = 'pack-refund-sweep';
export const PACK_REFUND_SWEEP_CRON = '*/10 * * * *';
/** A refund this old and still owed has lost its job (or used up its retries): filed again. */
export const PACK_REFUND_SWEEP_AFTER_MINUTES = 10;

type RefundDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'jobs'>;

/** Files a job for every refund owed since before PACK_REFUND_SWEEP_AFTER_MINUTES with none queued. */
export async function fileOwedPackRefunds(deps: RefundDeps): Promise<Record<string, number>> {
  const before = new Date(deps.clock.now().getTime() - PACK_REFUND_SWEEP_AFTER_MINUTES * 60_000);
  const owed = await owedPackRefundIds(deps.db, before);
  return { packRefundJobsFiled: await fileJobsFor(deps.jobs, owed, packRefundJob) };
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
  retries: JobRetries = GATEWAY_RETRIES,
): Promise<void> {
  await startGatewayQueue<{ packPurchaseId: number }>(queue, log, retries, {
    name: PACK_REFUND_QUEUE,
    work: async ({ packPurchaseId }) => ((await payPackRefund(deps, packPurchaseId)) ? {} : null),
    done: 'pack refund made by its job',
    failed: 'pack refund not made',
    sweep: {
      name: PACK_REFUND_SWEEP_QUEUE,
      cron: PACK_REFUND_SWEEP_CRON,
      work: () => fileOwedPackRefunds(deps),
    },
  });
}
