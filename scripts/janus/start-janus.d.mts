// Types for start-janus.mjs, which tests and the e2e configuration import.
export function janusBinary(): string | null;
export function startJanus(options: {
  /** A free one, and another on a clash, when left out. */
  port?: number;
  rtpPorts?: string;
  /** A random one when left out. */
  apiSecret?: string;
  stdio?: 'ignore' | 'inherit';
}): Promise<{ url: string; apiSecret: string; stop: () => Promise<void> }>;
