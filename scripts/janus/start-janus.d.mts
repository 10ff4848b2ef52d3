// Types for start-janus.mjs, which tests and the e2e configuration import.
export function janusBinary(): string | null;
export function startJanus(options: {
  port: number;
  rtpPorts?: string;
  apiSecret?: string;
  stdio?: 'ignore' | 'inherit';
}): Promise<{ url: string; apiSecret: string; stop: () => Promise<void> }>;
