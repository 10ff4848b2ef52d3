import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The studio whose own (white-label) domain a host name is, or null for the main site: the studios
 * feature answers it (platform knows no feature).
 */
export type FindSiteStudioId = (hostname: string) => Promise<number | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The site the request came to: the studio of its white-label domain, or null on the main
     * site. Entitlement, branding, reset links and studio-only classes are decided for it. Looked
     * up once per request, when first asked.
     */
    siteStudioId(): Promise<number | null>;
  }
}

/** A domain name is at most 253 characters (RFC 1035); a longer Host is nobody's site. */
const MAX_DOMAIN_LENGTH = 253;

/**
 * The host name without a port: what a studio's white-label domain is compared with. A Host too
 * long to be a domain name is the empty name, so that thousands of made-up kilobyte-long hosts
 * are never looked up or kept as keys of the read cache.
 */
export const bareHostname = (req: FastifyRequest): string => {
  const hostname = req.hostname.replace(/:\d+$/, '');
  return hostname.length > MAX_DOMAIN_LENGTH ? '' : hostname;
};

export function registerRequestSite(app: FastifyInstance, findSiteStudioId: FindSiteStudioId) {
  const looked = new WeakMap<FastifyRequest, Promise<number | null>>();
  app.decorateRequest('siteStudioId', function siteStudioId(this: FastifyRequest) {
    let site = looked.get(this);
    if (!site) {
      site = findSiteStudioId(bareHostname(this));
      looked.set(this, site);
    }
    return site;
  });
}
