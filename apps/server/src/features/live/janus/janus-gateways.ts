import type { FastifyBaseLogger } from 'fastify';
import { createJanusGateway, type JanusGateway } from './janus-gateway.ts';

/** The Janus instances of JANUS_URL, each reached through a gateway of its own. */
export interface JanusGateways {
  /** The configured addresses, in JANUS_URL's order. */
  urls: readonly string[];
  /** The gateway to one configured instance. */
  at(url: string): JanusGateway;
  close(): Promise<void>;
}

export function createJanusGateways(
  urls: readonly string[],
  apiSecret: string | undefined,
  log: FastifyBaseLogger,
): JanusGateways {
  const gateways = new Map(urls.map((url) => [url, createJanusGateway(url, apiSecret, log)]));
  return {
    urls,
    at(url) {
      const gateway = gateways.get(url);
      if (!gateway) throw new Error(`${url} is not one of JANUS_URL's instances`);
      return gateway;
    },
    close: async () => {
      await Promise.all([...gateways.values()].map((g) => g.close()));
    },
  };
}
