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
