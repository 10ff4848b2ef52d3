import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import {
  companionOf,
  registerAuth,
  tokenFromHeader,
  type ResolveSession,
  type SessionCompanion,
} from './auth.ts';

const token = 'a'.repeat(43);

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A bare server with the auth hook and one route that answers who called. */
async function serverWith(resolve: ResolveSession) {
  app = Fastify();
  registerAuth(app, resolve);
  app.get('/who', async (req) => ({ userId: req.auth?.userId ?? null }));
  await app.ready();
  return async (authorization?: string) =>
    (await app!.inject({ url: '/who', headers: authorization ? { authorization } : {} })).json()
      .userId as number | null;
}

const member = {
  sessionId: 7,
  userId: 42,
  internal: false,
  purchases: { subscription: undefined, passes: [] },
};

describe('the session behind a token', () => {
  it('is looked up on every request, so an ended session is never answered from memory', async () => {
    const resolve = vi.fn<ResolveSession>(async () => member);
    const who = await serverWith(resolve);
    expect(await who(`Bearer ${token}`)).toBe(42);
    expect(await who(token)).toBe(42);
    expect(resolve).toHaveBeenCalledTimes(2);
    // Logged out (or a new password) between two requests: the next one is nobody's.
    resolve.mockResolvedValueOnce(null);
    expect(await who(`Bearer ${token}`)).toBeNull();
  });

  it('is not looked up without a token, or for one too short or too long to be ours', async () => {
    const resolve = vi.fn<ResolveSession>(async () => member);
    const who = await serverWith(resolve);
    expect(await who()).toBeNull();
    expect(await who('Bearer short')).toBeNull();
    expect(await who(`Bearer ${'x'.repeat(201)}`)).toBeNull();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('accepts the bare token and Bearer alike', () => {
    expect(tokenFromHeader(token)).toBe(token);
    expect(tokenFromHeader(`bearer  ${token}`)).toBe(token);
    expect(tokenFromHeader(undefined)).toBeNull();
  });
});

describe("a route's companion read", () => {
  // What the database would answer for the companion: the caller's ids, as JSON.
  const favourites: SessionCompanion<Set<number>> = {
    select: (_db, userId) =>
      sql`(SELECT json_agg(video_id) FROM favourite_videos WHERE user_id = ${userId})`,
    read: (json) => new Set(json as number[]),
  };

  async function serverReading(resolve: ResolveSession) {
    app = Fastify();
    registerAuth(app, resolve);
    app.get('/mine', { config: { withSession: favourites } }, async (req) => [
      ...companionOf(req, favourites),
    ]);
    app.get('/not-named', async (req) => [...companionOf(req, favourites)]);
    await app.ready();
    return (url: string, authorization?: string) =>
      app!.inject({ url, headers: authorization ? { authorization } : {} });
  }

  it('is asked of the session lookup with the route’s companion, and read from the session', async () => {
    const resolve = vi.fn<ResolveSession>(async () => ({ ...member, companion: [3, 5] }));
    const get = await serverReading(resolve);
    const answer = await get('/mine', `Bearer ${token}`);
    expect(answer.json()).toEqual([3, 5]);
    expect(resolve).toHaveBeenCalledWith(token, favourites);
  });

  it('answers 401 without a session, and refuses a route that does not name it', async () => {
    const resolve = vi.fn<ResolveSession>(async () => ({ ...member, companion: [3] }));
    const get = await serverReading(resolve);
    expect((await get('/mine')).statusCode).toBe(401);
    resolve.mockResolvedValueOnce(null);
    expect((await get('/mine', `Bearer ${token}`)).statusCode).toBe(401);
    expect((await get('/not-named', `Bearer ${token}`)).statusCode).toBe(500);
    expect(resolve).toHaveBeenLastCalledWith(token, undefined);
  });
});
