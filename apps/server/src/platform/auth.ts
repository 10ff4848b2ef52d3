import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts } from '@jetsweat/contract';
import type { Deps } from './deps.ts';
import { unauthorized } from './errors.ts';

/** The live session a token opens: the accounts feature answers it (platform knows no feature). */
export type FindSession = (
  token: string,
  now: Date,
) => Promise<{ id: number; user_id: number; internal: boolean } | undefined>;

export interface AuthSession {
  sessionId: number;
  userId: number;
  /** Staff of JetSweat: read with the session so gated calls need no second lookup. */
  internal: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
}

/** Accepts both the bare token and `Bearer <token>`, as the specification's clients send either. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length >= 20 && token.length <= 200 ? token : null;
}

/** Resolves the Authorization header to a live session before any route runs. */
export function registerAuth(
  app: FastifyInstance,
  deps: Pick<Deps, 'clock'> & { findSession: FindSession },
): void {
  const { findSession } = deps;
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    const row = await findSession(token, deps.clock.now());
    if (row) request.auth = { sessionId: row.id, userId: row.user_id, internal: row.internal };
  });
}

/** The caller's user id, or a 401 when the request carries no valid session. */
export function requireUser(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized(accountTexts.notLoggedIn);
  return request.auth.userId;
}
