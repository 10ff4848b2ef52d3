import type { FastifyRequest } from 'fastify';
import { apiErrorCodes, videoTexts } from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { accessOnSite, keptEntitlingPurchases } from '../billing/service.ts';

/**
 * The caller's user id when they may watch on-demand classes on the site the request came to
 * (billing's siteAccess decides); 401 without a login, 402 naming the plans page without a plan.
 */
export async function requireEntitled(
  deps: Pick<Deps, 'db' | 'clock' | 'reads'>,
  req: FastifyRequest,
): Promise<number> {
  const userId = requireUser(req);
  // The site and the purchases are independent reads: on PostgreSQL they run side by side.
  const [site, purchases] = await Promise.all([
    req.siteStudioId(),
    keptEntitlingPurchases(deps, userId, deps.clock.now()),
  ]);
  const person = { id: userId, userType: req.auth!.internal ? 'internal' : 'member' } as const;
  const access = accessOnSite(purchases, person, site);
  if (!access.entitled) throw new HttpError(402, videoTexts.notEntitled, apiErrorCodes.notEntitled);
  return userId;
}
