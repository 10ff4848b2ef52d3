/** What a running piece of background work answers when asked to stop: once what it was doing is done. */
export type StopBackgroundWork = () => Promise<void>;

interface Work {
  stop: StopBackgroundWork;
  /** Whether the work still runs, asked of it on each GET /readyz. */
  isRunning: () => boolean;
}

/**
 * The background work of one instance (the billing schedule, and the job queue when it comes):
 * whether it runs, for GET /readyz, and one place for shutdown to stop it all and wait for the
 * work under way to finish before the database closes.
 */
export class Background {
  private readonly running = new Map<string, Work>();
  private stopping = false;

  /**
   * Records work that has started; `stop` must wait for whatever that work is in the middle of,
   * and `isRunning` answers whether it still runs (work that stopped by itself makes it 'stopped').
   */
  started(name: string, stop: StopBackgroundWork, isRunning: () => boolean = () => true): void {
    this.running.set(name, { stop, isRunning });
  }

  /**
   * 'off' when this instance runs no background work (BILLING_JOB_SECONDS=0), 'stopped' once shut
   * down or once any piece of it no longer runs.
   */
  get state(): 'running' | 'off' | 'stopped' {
    if (this.stopping) return 'stopped';
    if (this.running.size === 0) return 'off';
    return [...this.running.values()].every((work) => work.isRunning()) ? 'running' : 'stopped';
  }

  /** Stops every piece of work and waits for each to finish what it was doing. */
  async stop(): Promise<void> {
    this.stopping = true;
    const works = [...this.running.values()];
    this.running.clear();
    await Promise.allSettled(works.map((work) => work.stop()));
  }
}
