// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api.ts';

const sendPlayerEvent = vi.fn();
// Local storage as a map the test reads directly (setup.ts gives the page a real one too).
const stored = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => stored.set(k, v),
  removeItem: (k: string) => stored.delete(k),
  clear: () => stored.clear(),
});
vi.mock('../api/analytics.ts', () => ({ sendPlayerEvent }));
const { queueEvent, queuedEvents, sendQueuedEvents } = await import('./offline-events.ts');

const event = (e: 'play' | 'pause', position: number) => ({
  videoId: 7,
  event: e,
  position,
  sessionId: 's-1',
  who: { userId: 3 },
  at: `2026-03-01T10:00:${String(Math.floor(position)).padStart(2, '0')}.000Z`,
});
const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

describe('player events of offline viewing', () => {
  beforeEach(() => {
    stored.clear();
    sendPlayerEvent.mockReset();
  });
  afterEach(() => vi.restoreAllMocks());

  it('wait while offline, then leave in order once online', async () => {
    setOnline(false);
    queueEvent(event('play', 0));
    queueEvent(event('pause', 42.5));
    // A run that ends at once must not stop the next from sending.
    expect(await sendQueuedEvents()).toBe(2);
    expect(sendPlayerEvent).not.toHaveBeenCalled();

    setOnline(true);
    sendPlayerEvent.mockResolvedValue({});
    expect(await sendQueuedEvents()).toBe(0);
    expect(sendPlayerEvent.mock.calls).toEqual([
      [7, 'play', 0, { userId: 3 }, 's-1', '2026-03-01T10:00:00.000Z'],
      [7, 'pause', 42.5, { userId: 3 }, 's-1', '2026-03-01T10:00:42.000Z'],
    ]);
    expect(queuedEvents()).toEqual([]);
  });

  it('keep an event the network lost, and drop one the server refused', async () => {
    setOnline(true);
    queueEvent(event('play', 0));
    queueEvent(event('pause', 10));
    sendPlayerEvent.mockRejectedValueOnce(new ApiError(0, 'no network', null));
    expect(await sendQueuedEvents()).toBe(2);

    sendPlayerEvent.mockRejectedValueOnce(new ApiError(402, 'subscribe first', null));
    sendPlayerEvent.mockResolvedValueOnce({});
    expect(await sendQueuedEvents()).toBe(0);
    expect(sendPlayerEvent).toHaveBeenCalledTimes(3);
  });
});
