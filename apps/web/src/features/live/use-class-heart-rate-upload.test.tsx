// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  channelStateSchema,
  heartRateTexts,
  LIVE_ROOM_OPENS_MINUTES,
  liveWorkoutAnswerSchema,
} from '@jetsweat/contract';
import { SimulatedBluetooth } from '../../lib/heart-rate/simulated-strap.ts';
import { member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { answer, sentTo, server } from '../../test/server.ts';
import { RoomHeartRate } from './room-heart-rate.tsx';
import { roomSeconds } from './use-class-heart-rate-upload.ts';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'bluetooth');
});

const MINUTE = 60_000;
/** A room that opened 15 minutes ago: its class started 5 minutes ago and lasts 45. */
function roomNow() {
  const startsAt = Date.now() - 5 * MINUTE;
  return {
    liveClassId: 31,
    role: 'member' as const,
    live: true,
    streamId: 'abc',
    opensAt: new Date(startsAt - LIVE_ROOM_OPENS_MINUTES * MINUTE).toISOString(),
    endsAt: new Date(startsAt + 45 * MINUTE).toISOString(),
    endedAt: null,
  };
}

it('sends the strap’s readings to the member’s workout of the class, by the room’s clock and the class’s second', async () => {
  const reports = sentTo();
  const asked = sentTo();
  server.use(
    http.get(
      '/api/livestream/channel/channelId/31',
      asked.record(() => answer(channelStateSchema, roomNow())),
    ),
    http.get(
      '/api/workout/liveClass/31',
      asked.record(() => answer(liveWorkoutAnswerSchema, { workoutId: 77 })),
    ),
    http.post(
      '/api/workout/heartRate',
      reports.record(() => HttpResponse.json({ status: 1, content: {} })),
    ),
  );
  const bluetooth = new SimulatedBluetooth();
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });
  const { user } = renderPage(<RoomHeartRate liveClassId={31} />, { signedInAs: member });
  await user.click(await screen.findByRole('button', { name: heartRateTexts.connect }));
  await screen.findByRole('status');
  // The room's times and the workout are known before the readings count.
  await waitFor(() => expect(asked.requests).toHaveLength(2));
  await new Promise((done) => setTimeout(done, 20));
  act(() => bluetooth.nearby!.heartRate.notify(0x06, 133));

  act(() => void window.dispatchEvent(new Event('pagehide')));
  await waitFor(() => expect(reports.bodies).toHaveLength(1));
  const [body] = reports.bodies as {
    workoutId: number;
    samples: { atSecond: number; bpm: number; videoSecond: number }[];
  }[];
  expect(body!.workoutId).toBe(77);
  expect(body!.samples).toHaveLength(1);
  expect(body!.samples[0]!.bpm).toBe(133);
  // Fifteen minutes since the room opened, five into the class (a second's slack for the test).
  expect(Math.abs(body!.samples[0]!.atSecond - 900)).toBeLessThanOrEqual(1);
  expect(Math.abs(body!.samples[0]!.videoSecond - 300)).toBeLessThanOrEqual(1);
});

describe('roomSeconds', () => {
  const room = {
    opensAt: '2026-11-20T17:50:00.000Z',
    endsAt: '2026-11-20T18:45:00.000Z',
    live: false,
    endedAt: null,
  };
  const at = (iso: string, r: Parameters<typeof roomSeconds>[0] = room) =>
    roomSeconds(r, Date.parse(iso));

  it('counts from the class’s start to its scheduled end by the room’s clock', () => {
    expect(at('2026-11-20T17:59:59.000Z')).toBeNull();
    expect(at('2026-11-20T18:00:00.000Z')).toEqual({ atSecond: 600, classSecond: 0 });
    expect(at('2026-11-20T18:30:00.500Z')).toEqual({ atSecond: 2400.5, classSecond: 1800.5 });
    expect(at('2026-11-20T18:45:00.000Z')).toBeNull();
    expect(roomSeconds(undefined, Date.now())).toBeNull();
  });

  it('counts the warm-up once the instructor is live, at the class’s second 0', () => {
    const live = { ...room, live: true };
    expect(at('2026-11-20T17:49:59.000Z', live)).toBeNull();
    expect(at('2026-11-20T17:55:00.000Z', live)).toEqual({ atSecond: 300, classSecond: 0 });
  });

  it('counts nothing once the instructor ended the class', () => {
    const ended = { ...room, live: false, endedAt: '2026-11-20T18:40:00.000Z' };
    expect(at('2026-11-20T18:39:59.000Z', ended)).toEqual({ atSecond: 2999, classSecond: 2399 });
    expect(at('2026-11-20T18:40:00.000Z', ended)).toBeNull();
  });
});
