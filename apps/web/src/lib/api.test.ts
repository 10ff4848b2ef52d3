import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api.ts';

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(async () =>
    Response.json(body, { status, headers: { 'x-request-id': 'from-header', ...headers } }),
  );

afterEach(() => vi.unstubAllGlobals());

describe('errorMessage', () => {
  it("adds the request's id to a failure on the server's side, for the person to quote", async () => {
    const body = { status: 0, content: 'Something went wrong.', requestId: 'abc-123' };
    vi.stubGlobal('fetch', answer(500, body));
    const err = await api('/api/x', { token: null }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err)).toBe('Something went wrong. Quote this id to support: abc-123');
  });

  it("takes the id from the answer's header when the body has none", async () => {
    vi.stubGlobal('fetch', answer(503, { status: 0, content: 'Unavailable.' }));
    const err = await api('/api/x', { token: null }).catch((e: unknown) => e);
    expect(errorMessage(err)).toBe('Unavailable. Quote this id to support: from-header');
  });

  it("leaves a failure that is the person's to fix as the server said it", async () => {
    const body = { status: 0, content: 'Wrong password.', requestId: 'abc-123' };
    vi.stubGlobal('fetch', answer(401, body));
    const err = await api('/api/x', { token: null }).catch((e: unknown) => e);
    expect(errorMessage(err)).toBe('Wrong password.');
  });
});

describe('a read asked for twice at once', () => {
  /** A server whose answers the test releases; counts the calls it gets. */
  function heldServer() {
    const release: (() => void)[] = [];
    const fetch = vi.fn(
      (path: string) =>
        new Promise<Response>((resolve) =>
          release.push(() => resolve(Response.json({ status: 1, content: { path } }))),
        ),
    );
    vi.stubGlobal('fetch', fetch);
    return { fetch, releaseAll: () => release.splice(0).forEach((go) => go()) };
  }

  it('is one call, whose answer both askers get', async () => {
    const server = heldServer();
    const first = api('/api/user/subscription', { token: 't1' });
    const second = api('/api/user/subscription', { token: 't1' });
    server.releaseAll();
    expect(await first).toEqual({ path: '/api/user/subscription' });
    expect(await second).toEqual({ path: '/api/user/subscription' });
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('is asked again once answered, and apart for another token, a write or a signal', async () => {
    const server = heldServer();
    const read = api('/api/x', { token: 't1' });
    server.releaseAll();
    await read;
    const calls = [
      api('/api/x', { token: 't1' }), // the first answered already
      api('/api/x', { token: 't2' }),
      api('/api/x', { token: 't1', method: 'POST' }),
      api('/api/x', { token: 't1', signal: new AbortController().signal }),
    ];
    server.releaseAll();
    await Promise.all(calls);
    expect(server.fetch).toHaveBeenCalledTimes(5);
  });

  it('a failed read is asked again by the next asker', async () => {
    vi.stubGlobal('fetch', answer(503, { status: 0, content: 'Unavailable.' }));
    await expect(api('/api/y', { token: null })).rejects.toThrow('Unavailable.');
    vi.stubGlobal('fetch', answer(200, { status: 1, content: 'fine' }));
    await expect(api('/api/y', { token: null })).resolves.toBe('fine');
  });
});
