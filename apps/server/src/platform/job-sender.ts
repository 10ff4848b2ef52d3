import type { SendOptions } from 'pg-boss';
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

  /** Files one job; false when no queue is running here, or the queue kept a job like it. */
  async send(
    name: string,
    data: object,
    options: Pick<
      SendOptions,
      'singletonKey' | 'retryLimit' | 'expireInSeconds' | 'heartbeatSeconds'
    > = {},
  ): Promise<boolean> {
    if (!this.queue) return false;
    return (await this.queue.send(name, data, options)) !== null;
  }
}
