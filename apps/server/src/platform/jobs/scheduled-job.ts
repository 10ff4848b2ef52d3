import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from './job-queue.ts';

/** A piece of periodic work: answers what it did, counted by kind, for the log. */
export type PeriodicWork = () => Promise<Record<string, number>>;

/**
 * Runs `work` on the job queue at every occurrence of `cron`: pg-boss files each occurrence once
 * across all instances, and the queue's `singleton` policy lets one run at a time, on whichever
 * instance takes it. A run that fails is logged by the queue and the next occurrence runs again,
 * so the work must be safe to repeat. A run that changed something is logged under `name`.
 */
export async function schedulePeriodicJob(
  queue: JobQueue,
  job: { name: string; cron: string; log: FastifyBaseLogger; work: PeriodicWork },
): Promise<void> {
  await queue.createQueue(job.name, { policy: 'singleton', retryLimit: 0 });
  await queue.schedule(job.name, job.cron);
  await queue.work(job.name, async () => {
    const done = await job.work();
    if (Object.values(done).some((n) => n > 0)) job.log.info({ [job.name]: done }, job.name);
  });
}
