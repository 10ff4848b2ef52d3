import { fromKysely, type SendOptions } from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobQueue } from './job-queue.ts';

/**
 * Files jobs on the durable queue for code built before the queue starts (services are built with
 * the app, the queue afterwards in main.ts). Until `attach`, and in tests that never start a
 * queue, nothing is filed and `send` answers false: work that must not be lost is also found
 * again by a scheduled sweep, so a job not filed here is filed later.
 */
export class JobSender {
  private queue: JobQueue | undefined;

  attach(queue: JobQueue): void {
    this.queue = queue;
  }

  /**
   * Files one job; false when no queue is running here, or the queue kept a job like it. Given
   * `tx`, the job is filed in that transaction: kept if it commits, gone if it rolls back.
   */
  async send(
    name: string,
    data: object,
    options: Pick<
      SendOptions,
      'singletonKey' | 'retryLimit' | 'expireInSeconds' | 'heartbeatSeconds' | 'startAfter'
    > = {},
    tx?: Database,
  ): Promise<boolean> {
    if (!this.queue) return false;
    const where = tx ? { ...options, db: fromKysely(tx) } : options;
    return (await this.queue.send(name, data, where)) !== null;
  }
}
