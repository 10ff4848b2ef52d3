import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform/db.ts';
import { findStudioByDomain } from './store.ts';

/**
 * The studio whose own (white-label) domain the request came to, or null on the main site: the
 * site that entitlement, branding and studio-only classes are decided for.
 */
export async function siteStudioId(db: Queryable, req: FastifyRequest): Promise<number | null> {
  const host = req.hostname.replace(/:\d+$/, '');
  return (await findStudioByDomain(db, host))?.id ?? null;
}
