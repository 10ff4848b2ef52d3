import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform/db.ts';
import { findStudioByDomain } from '../studios/store.ts';

/** The studio whose own (white-label) domain the request came to, or null on the main site. */
export async function siteStudioId(db: Queryable, req: FastifyRequest): Promise<number | null> {
  const host = req.hostname.replace(/:\d+$/, '');
  return (await findStudioByDomain(db, host))?.id ?? null;
}
