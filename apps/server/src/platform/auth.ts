import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts } from '@jetsweat/contract';
import { unauthorized } from './errors.ts';

/**
 * What a live session opens: who calls. The accounts feature reads it (platform knows no
 * feature) and declares here what it reads in the same query: the member's purchases
 * (accounts/session-store.ts), as @fastify/jwt lets an application declare its `request.user`.
 */
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

/**
 * What a token opens: its live session, or null. Read from the database on every request, by
 * every instance: nothing of a session is kept in memory, so a log-out, a new password or a
 * cancellation made on one instance holds on the very next request to any other. The live room's
 * socket asks the same on its handshake and on each event.
 */
export type ResolveSession = (token: string) => Promise<AuthSession | null>;

/** Resolves the Authorization header to a live session before any route runs. */
export function registerAuth(app: FastifyInstance, resolve: ResolveSession): void {
  app.decorateRequest('auth', null);
  // Without a token (every public read) the hook returns at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return done();
    resolve(token).then((session) => {
      request.auth = session;
      done();
    }, done);
  });
}

/** The caller's user id, or a 401 when the request carries no valid session. */
export function requireUser(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized(accountTexts.notLoggedIn);
  return request.auth.userId;
}
