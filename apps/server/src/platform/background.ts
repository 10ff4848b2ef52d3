/** What a running piece of background work answers when asked to stop: once what it was doing is done. */
export type StopBackgroundWork = () => Promise<void>;

/**
 * The background work of one instance (the billing schedule, and the job queue when it comes):
 * whether it runs, for GET /readyz, and one place for shutdown to stop it all and wait for the
 * work under way to finish before the database closes.
 */
export class Background {
  private readonly running = new Map<string, StopBackgroundWork>();
  private stopping = false;

  /** Records work that has started; `stop` must wait for whatever that work is in the middle of. */
  started(name: string, stop: StopBackgroundWork): void {
    this.running.set(name, stop);
  }

  /** 'off' when this instance runs no background work (BILLING_JOB_SECONDS=0), 'stopped' once shut down. */
  get state(): 'running' | 'off' | 'stopped' {
    if (this.stopping) return 'stopped';
    return this.running.size > 0 ? 'running' : 'off';
  }

  /** Stops every piece of work and waits for each to finish what it was doing. */
  async stop(): Promise<void> {
    this.stopping = true;
    const stops = [...this.running.values()];
    this.running.clear();
    await Promise.allSettled(stops.map((stop) => stop()));
  }
}
