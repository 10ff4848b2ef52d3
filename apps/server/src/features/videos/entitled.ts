import type { FastifyRequest } from 'fastify';
import { apiErrorCodes, videoTexts } from '@jetsweat/contract';
import { requireUser } from '../../platform/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { HttpError } from '../../platform/errors.ts';
import { accessOnSite, entitlingPurchasesOf } from '../billing/service.ts';

/**
 * The caller's user id when they may watch on-demand classes on the site the request came to
 * (billing's accessOnSite decides); 401 without a login, 402 naming the plans page without a
 * plan. The purchases were read with the session, in the same query (accounts/session-store.ts), so this
 * asks the database nothing more.
 */
export async function requireEntitled(
  deps: Pick<Deps, 'clock'>,
  req: FastifyRequest,
): Promise<number> {
  const userId = requireUser(req);
  const { internal, purchases } = req.auth!;
  const site = await req.siteStudioId();
  const person = { id: userId, userType: internal ? 'internal' : 'member' } as const;
  const access = accessOnSite(entitlingPurchasesOf(purchases, deps.clock.now()), person, site);
  if (!access.entitled) throw new HttpError(402, videoTexts.notEntitled, apiErrorCodes.notEntitled);
  return userId;
}
