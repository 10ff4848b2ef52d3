/**
 * An instance on its way out (SIGTERM): for a while it keeps answering every request but says
 * "not ready" on /readyz, so a balancer polling that stops sending it traffic before its listener
 * closes, and no request meets a closed port.
 */
export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  /** Starts saying "not ready", and resolves after `seconds` (at once for 0). */
  async run(seconds: number): Promise<void> {
    this.#draining = true;
    if (seconds > 0) await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
