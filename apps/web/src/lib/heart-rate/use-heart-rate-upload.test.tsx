// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { HeartRateMeasurement } from './heart-rate-measurement.ts';
import { HEART_RATE_UPLOAD_MS } from './heart-rate-upload.ts';
import { useHeartRateUpload } from './use-heart-rate-upload.ts';

const reading = (bpm: number, contact: HeartRateMeasurement['contact'] = 'detected') => ({
  bpm,
  contact,
  rrMs: [],
});

/** The reports the server was sent, and whether it answers (true) or the network is down. */
const server = { up: true, reports: [] as { body: unknown; keepalive: boolean | undefined }[] };
beforeEach(() => {
  vi.useFakeTimers();
  server.up = true;
  server.reports = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe('/api/workout/heartRate');
      if (!server.up) throw new TypeError('Failed to fetch');
      server.reports.push({ body: JSON.parse(String(init.body)), keepalive: init.keepalive });
      return new Response(JSON.stringify({ status: 1, content: {} }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the pending requests answer. */
const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(0)));

it('holds readings until the workout is known, then sends them every 20 s at the class’s second', async () => {
  let second: number | null = 10;
  const { result, rerender } = renderHook(
    ({ workoutId }: { workoutId: number | null }) =>
      useHeartRateUpload({ workoutId, atSecond: () => second }),
    { initialProps: { workoutId: null as number | null } },
  );
  act(() => {
    result.current(reading(120), 0);
    second = 11;
    result.current(reading(0, 'not-detected'), 1000); // no contact: nothing kept
    second = null; // paused: nothing kept
    result.current(reading(130), 2000);
  });
  await act(async () => void (await vi.advanceTimersByTimeAsync(HEART_RATE_UPLOAD_MS * 2)));
  expect(server.reports).toEqual([]); // no workout yet (an on-demand play below 80%)

  rerender({ workoutId: 42 });
  await settle();
  expect(server.reports).toEqual([
    { body: { workoutId: 42, samples: [{ atSecond: 10, bpm: 120 }] }, keepalive: false },
  ]);

  second = 12.4;
  act(() => result.current(reading(140), 3000));
  await act(async () => void (await vi.advanceTimersByTimeAsync(HEART_RATE_UPLOAD_MS)));
  expect(server.reports[1]?.body).toEqual({
    workoutId: 42,
    samples: [{ atSecond: 12, bpm: 140 }],
  });
});

it('sends again with the next report what did not get through, and the rest as the page goes', async () => {
  let second = 0;
  const { result, unmount } = renderHook(() =>
    useHeartRateUpload({ workoutId: 7, atSecond: () => second }),
  );
  await settle();
  server.up = false;
  act(() => result.current(reading(100), 0));
  await act(async () => void (await vi.advanceTimersByTimeAsync(HEART_RATE_UPLOAD_MS)));
  expect(server.reports).toEqual([]);

  server.up = true;
  second = 1;
  act(() => result.current(reading(101), 1000));
  await act(async () => void (await vi.advanceTimersByTimeAsync(HEART_RATE_UPLOAD_MS)));
  expect(server.reports.map((r) => r.body)).toEqual([
    {
      workoutId: 7,
      samples: [
        { atSecond: 0, bpm: 100 },
        { atSecond: 1, bpm: 101 },
      ],
    },
  ]);

  second = 2;
  act(() => result.current(reading(102), 2000));
  act(() => void window.dispatchEvent(new Event('pagehide')));
  await settle();
  expect(server.reports.at(-1)).toEqual({
    body: { workoutId: 7, samples: [{ atSecond: 2, bpm: 102 }] },
    keepalive: true,
  });
  const before = server.reports.length;
  unmount();
  await settle();
  expect(server.reports).toHaveLength(before); // nothing left to send
});
