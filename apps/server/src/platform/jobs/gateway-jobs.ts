import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.ts';
import type { JobSender } from './job-sender.ts';
import { schedulePeriodicJob, type PeriodicWork } from './scheduled-job.ts';

/** How often a job asks the gateway again, the delays doubling from `retryDelaySeconds`. */
export interface JobRetries {
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
}

/**
 * Twelve retries doubling from 30 s (with jitter) up to an hour apart: the last about six hours
 * after the first try, well inside the 24 hours Stripe keeps an idempotency key, so every retry is
 * the same money move to the gateway. A job whose retries all failed is filed again by its sweep.
 */
export const GATEWAY_RETRIES: JobRetries = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
};

/** One thing's job: its queue, its data, and the key that keeps one job per thing at a time. */
export interface KeyedJob {
  name: string;
  data: object;
  options: { singletonKey: string };
}

/**
 * A sweep's filing: a job for each thing still owed, counting those filed (the queue files
 * nothing for a thing whose job is still queued or running). Only the key is kept of the job's
 * options, so the job starts at once: the request that would have tried first is long over.
 */
export async function fileJobsFor<Id>(
  jobs: JobSender,
  ids: Id[],
  jobOf: (id: Id) => KeyedJob,
): Promise<number> {
  let filed = 0;
  for (const id of ids) {
    const job = jobOf(id);
    if (await jobs.send(job.name, job.data, { singletonKey: job.options.singletonKey })) filed++;
  }
  return filed;
}

/** A queue of jobs that each move one thing's money at the gateway, and the sweep that refiles them. */
export interface GatewayQueue<Data extends Record<string, unknown>> {
  name: string;
  /**
   * Moves the money of one job's data; answers what to log beside the data when it did something,
   * null when there was nothing left to do. Throws to be tried again.
   */
  work: (data: Data) => Promise<Record<string, unknown> | null>;
  /** The log lines: the move made, and the move failed (followed by ", will retry"). */
  done: string;
  failed: string;
  /** The periodic job that files a job for everything still owed without one. */
  sweep: { name: string; cron: string; work: PeriodicWork };
}

/**
 * Starts a gateway queue's worker and its sweep. One job per thing at a time (the `exclusive`
 * policy with each job's singleton key), retried with growing delays; the job's work uses the
 * thing's own idempotency key, so a retry, or a job refiled by the sweep, moves the money once.
 */
export async function startGatewayQueue<Data extends Record<string, unknown>>(
  queue: JobQueue,
  log: FastifyBaseLogger,
  retries: JobRetries,
  gateway: GatewayQueue<Data>,
): Promise<void> {
  const retrying = {
    retryLimit: retries.retryLimit,
    retryDelay: retries.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: retries.retryDelayMaxSeconds,
  };
  await queue.createQueue(gateway.name, { policy: 'exclusive', ...retrying });
  // createQueue keeps an existing queue as it was: a database from before takes these retries.
  await queue.updateQueue(gateway.name, retrying);
  await queue.work<Data>(gateway.name, { pollingIntervalSeconds: 1 }, async ([job]) => {
    const data = job!.data;
    // The job's data names what it moves in each log line.
    const about: Record<string, unknown> = data;
    try {
      const did = await gateway.work(data);
      if (did) log.info({ ...about, ...did }, gateway.done);
    } catch (err) {
      log.warn({ err, ...about }, `${gateway.failed}, will retry`);
      throw err;
    }
  });
  await schedulePeriodicJob(queue, { ...gateway.sweep, log });
}
