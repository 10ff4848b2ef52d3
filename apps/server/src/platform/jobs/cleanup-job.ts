import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../runtime/clock.ts';
import type { Database } from '../db/database.ts';
import type { JobQueue } from './job-queue.ts';
import { deleteLapsedSlots } from '../http/attempt-slot-store.ts';
import { deleteStaleHits } from '../http/rate-limit-store.ts';

export const CLEANUP_QUEUE = 'cleanup';
/** Every hour, at 17 minutes past (away from the hour, when other schedules crowd). */
export const CLEANUP_CRON = '17 * * * *';
/** No rate limit counts over a window longer than a day, so older counters count for nothing. */
const RATE_LIMIT_KEPT_MS = 24 * 60 * 60 * 1000;

/** What a feature removes in the clean-up: rows that can no longer be used, counted by kind. */
export type CleanupTask = (db: Database, now: Date) => Promise<Record<string, number>>;

/** One clean-up pass: stale rate-limit counters and lapsed slots, then each feature's expired rows. */
export async function runCleanup(
  db: Database,
  now: Date,
  tasks: CleanupTask[],
): Promise<Record<string, number>> {
  const removed: Record<string, number> = {
    rateLimits: await deleteStaleHits(db, new Date(now.getTime() - RATE_LIMIT_KEPT_MS)),
    attemptSlots: await deleteLapsedSlots(db, now),
  };
  for (const task of tasks) Object.assign(removed, await task(db, now));
  return removed;
}

/** Schedules the clean-up hourly on the job queue: once across instances, one pass at a time. */
export async function scheduleCleanup(
  queue: JobQueue,
  opts: { db: Database; clock: Clock; log: FastifyBaseLogger; tasks: CleanupTask[] },
): Promise<void> {
  await queue.createQueue(CLEANUP_QUEUE, { policy: 'singleton', retryLimit: 0 });
  await queue.schedule(CLEANUP_QUEUE, CLEANUP_CRON);
  await queue.work(CLEANUP_QUEUE, async () => {
    const removed = await runCleanup(opts.db, opts.clock.now(), opts.tasks);
    opts.log.info({ removed }, 'clean-up');
  });
}
