// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { heartRateTexts as texts, type User } from '@jetsweat/contract';
import { SimulatedBluetooth } from '../../lib/heart-rate/simulated-strap.ts';
import { member } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import { RoomHeartRate } from './room-heart-rate.tsx';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'bluetooth');
});

/** Pairs the simulated strap and sends one reading of `bpm` (flags 0x06: 8-bit, contact). */
async function readingOf(signedInAs: User, bpm: number) {
  const bluetooth = new SimulatedBluetooth();
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });
  const { user } = renderPage(<RoomHeartRate />, { signedInAs });
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  await screen.findByRole('status');
  act(() => bluetooth.nearby!.heartRate.notify(0x06, bpm));
}

it("works the zones from the member's own maximum heart rate when the profile has one", async () => {
  // 140 of their own 150 is 93%: zone 5.
  await readingOf({ ...member, maxHeartRate: 150 }, 140);
  expect(screen.getByText('Zone 5 · Maximum')).toBeInTheDocument();
});

it('works the zones from 220 minus age without one', async () => {
  // No birthday: age 35, so 185; 140 is 76%: zone 3.
  await readingOf({ ...member, maxHeartRate: null }, 140);
  expect(screen.getByText('Zone 3 · Moderate')).toBeInTheDocument();
});
