import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorCodes, liveTexts } from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';
import { goLive } from './create-broadcast.ts';

/** The server's answer to POST /rest/v2/broadcasts/create, as fetch hands it over. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const inUse = { status: 0, content: liveTexts.streamIdInUse, code: apiErrorCodes.streamIdInUse };

describe('goLive (spec 4: broadcast create)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the stream id the server made', async () => {
    const fetch = answer(201, {
      status: 1,
      content: { streamId: 'made-here', liveClassId: 7, createdAt: '2026-05-01T14:00:00Z' },
    });
    expect(await goLive(7, null)).toBe('made-here');
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      liveClassId: 7,
      streamId: null,
    });
  });

  it('keeps its own stream id when the server says it is already being used (non-fatal)', async () => {
    answer(409, inUse);
    expect(await goLive(7, 'still-on-air')).toBe('still-on-air');
  });

  it('fails with the server’s text for any other refusal', async () => {
    answer(403, { status: 0, content: liveTexts.notInstructor });
    await expect(goLive(7, 'x')).rejects.toMatchObject({
      status: 403,
      message: liveTexts.notInstructor,
    });
    answer(409, inUse);
    // Without an id of its own there is nothing to keep.
    await expect(goLive(7, null)).rejects.toBeInstanceOf(ApiError);
  });
});
