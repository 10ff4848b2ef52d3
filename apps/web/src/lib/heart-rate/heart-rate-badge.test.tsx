// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { heartRateTexts as texts, zoneInfo } from '@jetsweat/contract';
import { renderPage } from '../../test/render.tsx';
import { HeartRateBadge } from './heart-rate-badge.tsx';
import { STRAP_STORAGE_KEY } from '../storage.ts';
import { SimulatedBluetooth } from './simulated-strap.ts';

/** The browser's navigator.bluetooth for this test: the API's edge, the product's code above it. */
function browserWith(bluetooth: SimulatedBluetooth) {
  Object.defineProperty(navigator, 'bluetooth', { value: bluetooth, configurable: true });
  return { bluetooth, strap: bluetooth.nearby! };
}
afterEach(() => {
  Reflect.deleteProperty(navigator, 'bluetooth');
});

// 220 - 30: zone 3 starts at 133 bpm, zone 5 at 171.
const MAX = 190;

it('says plainly that a browser without Web Bluetooth cannot connect a strap, and offers nothing', async () => {
  expect('bluetooth' in navigator).toBe(false);
  renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  expect(await screen.findByText(texts.unsupported)).toBeInTheDocument();
  expect(texts.unsupported).toBe(
    'This browser cannot connect a heart-rate strap. Chrome or Edge on a computer or Android can.',
  );
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says when Bluetooth is off, with no button', async () => {
  const bluetooth = new SimulatedBluetooth();
  bluetooth.available = false;
  browserWith(bluetooth);
  renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  expect(await screen.findByText(texts.bluetoothOff)).toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('pairs a strap and shows the beats per minute and the zone by name and colour', async () => {
  const { bluetooth, strap } = browserWith(new SimulatedBluetooth());
  const { user } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  expect(bluetooth.requests).toEqual([{ filters: [{ services: ['heart_rate'] }] }]);
  expect(await screen.findByRole('status')).toHaveTextContent(texts.waiting('Polar H10'));
  expect(localStorage.getItem(STRAP_STORAGE_KEY)).toBe('strap-1');

  // Flags 0x06: 8-bit rate, contact detected.
  act(() => strap.heartRate.notify(0x06, 140));
  expect(screen.getByText('140')).toBeInTheDocument();
  const zone = screen.getByText('Zone 3 · Moderate');
  expect(zone).toHaveStyle({ backgroundColor: zoneInfo(3).colour });

  // Flags 0x07: 16-bit rate (0x00AB = 171), contact detected.
  act(() => strap.heartRate.notify(0x07, 0xab, 0x00));
  expect(screen.getByText('171')).toBeInTheDocument();
  expect(screen.getByText('Zone 5 · Maximum')).toHaveStyle({
    backgroundColor: zoneInfo(5).colour,
  });
  expect(screen.queryByText('Zone 3 · Moderate')).not.toBeInTheDocument();
});

it('says when the strap cannot feel a heartbeat', async () => {
  const { strap } = browserWith(new SimulatedBluetooth());
  const { user } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  await screen.findByText(texts.waiting('Polar H10'));
  // Flags 0x04: contact supported, not detected; the strap sends 0.
  act(() => strap.heartRate.notify(0x04, 0));
  expect(screen.getByText(texts.noContact)).toBeInTheDocument();
  expect(screen.queryByText(/Zone/)).not.toBeInTheDocument();
});

it('shows that it is reconnecting when the strap drops out, then the heart rate again', async () => {
  const { strap } = browserWith(new SimulatedBluetooth());
  const { user } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  await screen.findByText(texts.waiting('Polar H10'));
  act(() => strap.heartRate.notify(0x06, 120));

  const release = strap.gatt.hold();
  act(() => strap.drop());
  expect(await screen.findByRole('status')).toHaveTextContent(texts.reconnecting('Polar H10'));
  expect(screen.queryByText('120')).not.toBeInTheDocument();

  release();
  await screen.findByText(texts.waiting('Polar H10'));
  act(() => strap.heartRate.notify(0x06, 124));
  expect(screen.getByText('124')).toBeInTheDocument();
});

it('connects the strap of an earlier visit without the chooser', async () => {
  const { bluetooth, strap } = browserWith(new SimulatedBluetooth());
  bluetooth.permitted.push(strap);
  localStorage.setItem(STRAP_STORAGE_KEY, 'strap-1');
  renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await screen.findByText(texts.waiting('Polar H10'));
  act(() => strap.heartRate.notify(0x06, 98));
  expect(screen.getByText('98')).toBeInTheDocument();
  expect(screen.getByText('Zone 1 · Very light')).toBeInTheDocument();
  expect(bluetooth.requests).toEqual([]);
});

it('disconnects and forgets the strap on request', async () => {
  const { strap } = browserWith(new SimulatedBluetooth());
  const { user } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  await user.click(await screen.findByRole('button', { name: texts.disconnect }));
  expect(await screen.findByRole('button', { name: texts.connect })).toBeInTheDocument();
  expect(strap.gatt.connected).toBe(false);
  expect(strap.forgotten).toBe(true);
  expect(localStorage.getItem(STRAP_STORAGE_KEY)).toBeNull();
  expect(screen.queryByText(texts.reconnecting('Polar H10'))).not.toBeInTheDocument();
});

it('stays ready, with no error, when the person closes the chooser', async () => {
  browserWith(new SimulatedBluetooth(undefined, false));
  const { user } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  expect(await screen.findByRole('button', { name: texts.connect })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says so when the strap does not connect, and lets the member try again', async () => {
  const { strap } = browserWith(new SimulatedBluetooth());
  strap.gatt.refusing = true;
  const { user } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  expect(await screen.findByRole('alert')).toHaveTextContent(texts.connectFailed);
  strap.gatt.refusing = false;
  await user.click(screen.getByRole('button', { name: texts.connect }));
  expect(await screen.findByText(texts.waiting('Polar H10'))).toBeInTheDocument();
});

it('disconnects when the page is left', async () => {
  const { strap } = browserWith(new SimulatedBluetooth());
  const { user, unmount } = renderPage(<HeartRateBadge maxHeartRate={MAX} />);
  await user.click(await screen.findByRole('button', { name: texts.connect }));
  await screen.findByText(texts.waiting('Polar H10'));
  unmount();
  expect(strap.gatt.connected).toBe(false);
  expect(localStorage.getItem(STRAP_STORAGE_KEY)).toBe('strap-1');
});
