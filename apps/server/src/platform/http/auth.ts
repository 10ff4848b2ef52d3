import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Expression, RawBuilder } from 'kysely';
import { accountTexts } from '@jetsweat/contract';
import type { Database } from '../db/database.ts';
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
  /** The route's companion read (SessionCompanion), as the database answered it; none without one. */
  companion?: unknown;
}

/**
 * A route's read of the caller's own rows made in the session's own statement: one round trip
 * where there were two. On PostgreSQL sending a statement and waking the server costs the
 * process about as much as writing the answer (docs/benchmarks.md), and a member's timetable,
 * read on every visit of the schedule, made two. A route names its companion in its config
 * (`withSession`); the session's query (accounts/session-store.ts) selects it as one JSON value
 * for the session's user, and the route reads it with `companionOf`. Read on every request like
 * the session itself: nothing of it is kept.
 */
export interface SessionCompanion<T> {
  /** The read as one JSON value for the user `userId` refers to, at `now` (a parameter). */
  select: (db: Database, userId: Expression<number>, now: Date) => RawBuilder<unknown>;
  /** The value the database answered (its JSON parsed), as the route uses it. */
  read: (json: unknown) => T;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthSession | null;
  }
  interface FastifyContextConfig {
    /** What the route reads in the session's statement (SessionCompanion). */
    withSession?: SessionCompanion<unknown>;
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
export type ResolveSession = (
  token: string,
  companion?: SessionCompanion<unknown>,
) => Promise<AuthSession | null>;

/** Resolves the Authorization header to a live session before any route runs. */
export function registerAuth(app: FastifyInstance, resolve: ResolveSession): void {
  app.decorateRequest('auth', null);
  // Without a token (every public read) the hook returns at once, without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return done();
    resolve(token, request.routeOptions.config.withSession).then((session) => {
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

/** The route's companion read (its config's `withSession`) for the caller; 401 without a session. */
export function companionOf<T>(request: FastifyRequest, companion: SessionCompanion<T>): T {
  requireUser(request);
  if (request.routeOptions.config.withSession !== companion)
    throw new Error('the route reads a companion its config does not name (withSession)');
  return companion.read(request.auth!.companion);
}
