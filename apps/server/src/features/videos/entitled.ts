import type { FastifyRequest } from 'fastify';
import { apiErrorCodes, videoTexts } from '@jetsweat/contract';
import { requireUser } from '../../platform/http/auth.ts';
import type { Deps } from '../../platform/deps.ts';
import { HttpError } from '../../platform/http/errors.ts';
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
  return (await requireEntitledOnSite(deps, req)).userId;
}

/**
 * As `requireEntitled`, with the site the request came to (its studio, or null on the main
 * site), for the lists that show a studio's own site only that studio's classes.
 */
export async function requireEntitledOnSite(
  deps: Pick<Deps, 'clock'>,
  req: FastifyRequest,
): Promise<{ userId: number; siteStudioId: number | null }> {
  const userId = requireUser(req);
  const { internal, purchases } = req.auth!;
  const siteStudioId = await req.siteStudioId();
  const person = { id: userId, userType: internal ? 'internal' : 'member' } as const;
  const now = deps.clock.now();
  const access = accessOnSite(entitlingPurchasesOf(purchases, now), person, siteStudioId);
  if (!access.entitled) throw new HttpError(402, videoTexts.notEntitled, apiErrorCodes.notEntitled);
  return { userId, siteStudioId };
}
