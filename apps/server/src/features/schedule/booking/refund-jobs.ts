import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import {
  fileJobsFor,
  GATEWAY_RETRIES,
  startGatewayQueue,
  type JobRetries,
} from '../../../platform/jobs/gateway-jobs.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import { payOwedRefund, REFUND_QUEUE, refundJob } from './refund-payment.ts';
import { owedRefundIds } from './refunds-store.ts';

/** The sweep that files a job for every claim still owed without one, every ten minutes. */
export const REFUND_SWEEP_QUEUE = 'live-class-refund-sweep';
export const REFUND_SWEEP_CRON = '*/10 * * * *';
/** A claim this old and still owed has lost its job (or used up its retries): filed again. */
export const REFUND_SWEEP_AFTER_MINUTES = 10;

type RefundDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'jobs'>;

/**
 * Files a job for every claim still owed after REFUND_SWEEP_AFTER_MINUTES that has none queued or
 * running: claims made while no queue ran on the instance, and claims whose retries ran out.
 */
export async function fileOwedRefunds(deps: RefundDeps): Promise<Record<string, number>> {
  const before = new Date(deps.clock.now().getTime() - REFUND_SWEEP_AFTER_MINUTES * 60_000);
  const owed = await owedRefundIds(deps.db, before);
  return { refundJobsFiled: await fileJobsFor(deps.jobs, owed, refundJob) };
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
  retries: JobRetries = GATEWAY_RETRIES,
): Promise<void> {
  await startGatewayQueue<{ paymentIntentId: string }>(queue, log, retries, {
    name: REFUND_QUEUE,
    work: async ({ paymentIntentId }) => ((await payOwedRefund(deps, paymentIntentId)) ? {} : null),
    done: 'live-class refund made by its job',
    failed: 'live-class refund not made',
    sweep: { name: REFUND_SWEEP_QUEUE, cron: REFUND_SWEEP_CRON, work: () => fileOwedRefunds(deps) },
  });
}
