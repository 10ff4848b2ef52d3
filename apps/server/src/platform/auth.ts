import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts } from '@jetsweat/contract';
import type { Deps } from './deps.ts';
import { unauthorized } from './errors.ts';
import { hashToken } from './tokens.ts';

/** The live session a token opens: the accounts feature answers it (platform knows no feature). */
export type FindSession = (
  token: string,
  now: Date,
) => Promise<{ id: number; user_id: number; internal: boolean; expires_at: Date } | undefined>;

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

/** What a token opens: its live session, or null. */
export type ResolveSession = (token: string) => Promise<AuthSession | null>;

/**
 * Resolves a token to a live session. Sessions are kept with the reads (topic `sessions`:
 * migration 014 says when one ends), so a logged-in call usually makes no round trip to learn
 * who calls. First the instance catches up on the change feed, sharing one round trip with the
 * calls that arrive meanwhile: a log-out (or any change) committed on any instance before this
 * request arrived has been heard, so an ended session is never answered from memory, and
 * whatever else the request reads from the cache (its member's purchases) is as fresh. The live
 * room's socket asks the same on its handshake and on each event.
 */
export function sessionResolver(
  deps: Pick<Deps, 'clock' | 'reads'> & { findSession: FindSession },
): ResolveSession {
  const { findSession, reads, clock } = deps;
  return async (token) => {
    await reads.caughtUp();
    const row = await reads.getValue(`session:${hashToken(token)}`, ['sessions'], async () => {
      const found = await findSession(token, clock.now());
      // An unknown token is not kept (validUntil now): garbage tokens cannot fill the cache.
      return { value: found, validUntil: found?.expires_at ?? clock.now() };
    });
    if (!row || row.expires_at <= clock.now()) return null;
    return { sessionId: row.id, userId: row.user_id, internal: row.internal };
  };
}

/** Resolves the Authorization header to a live session before any route runs. */
export function registerAuth(app: FastifyInstance, resolve: ResolveSession): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    request.auth = await resolve(token);
  });
}

/** The caller's user id, or a 401 when the request carries no valid session. */
export function requireUser(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized(accountTexts.notLoggedIn);
  return request.auth.userId;
}
