// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
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
import { classSecond } from './use-class-heart-rate-upload.ts';

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

it('sends the strap’s readings to the member’s workout of the class, at the class’s second', async () => {
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
    samples: { atSecond: number; bpm: number }[];
  }[];
  expect(body!.workoutId).toBe(77);
  expect(body!.samples).toHaveLength(1);
  expect(body!.samples[0]!.bpm).toBe(133);
  // Five minutes into the class (a second's slack for the test's own time).
  expect(Math.abs(body!.samples[0]!.atSecond - 300)).toBeLessThanOrEqual(1);
});

it('counts no second before the class starts or after its scheduled end', () => {
  const room = { opensAt: '2026-11-20T17:50:00.000Z', endsAt: '2026-11-20T18:45:00.000Z' };
  const at = (iso: string) => classSecond(room, Date.parse(iso));
  expect(at('2026-11-20T17:59:59.000Z')).toBeNull();
  expect(at('2026-11-20T18:00:00.000Z')).toBe(0);
  expect(at('2026-11-20T18:30:00.500Z')).toBe(1800.5);
  expect(at('2026-11-20T18:45:00.000Z')).toBeNull();
  expect(classSecond(undefined, Date.now())).toBeNull();
});
