import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountTexts } from '@jetsweat/contract';
import type { Deps } from './deps.ts';
import { unauthorized } from './errors.ts';
import { hashToken } from './tokens.ts';

export interface AuthSession {
  sessionId: number;
  userId: number;
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
export function registerAuth(app: FastifyInstance, deps: Pick<Deps, 'db' | 'clock'>): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return;
    const rows = await deps.db.query<{ id: number; user_id: number }>(
      'SELECT id, user_id FROM sessions WHERE token_hash = $1 AND expires_at > $2',
      [hashToken(token), deps.clock.now()],
    );
    const row = rows[0];
    if (row) request.auth = { sessionId: row.id, userId: row.user_id };
  });
}

/** The caller's user id, or a 401 when the request carries no valid session. */
export function requireUser(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized(accountTexts.notLoggedIn);
  return request.auth.userId;
}
