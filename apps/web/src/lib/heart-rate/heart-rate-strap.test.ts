import { describe, expect, it, vi } from 'vitest';
import type { HeartRateMeasurement } from './heart-rate-measurement.ts';
import { HeartRateStrap, STRAP_RETRY_DELAYS_MS, type StrapOptions } from './heart-rate-strap.ts';
import { STRAP_STORAGE_KEY } from '../storage.ts';
import { SimulatedBluetooth } from './simulated-strap.ts';

/** Local storage as far as the strap uses it. */
const memoryStorage = (entries: Record<string, string> = {}) => {
  const kept = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
};

/** A strap over a simulated browser, its waits recorded instead of waited. */
function setUp(options: StrapOptions & { bluetooth?: SimulatedBluetooth } = {}) {
  const bluetooth = options.bluetooth ?? new SimulatedBluetooth();
  const waits: number[] = [];
  const storage = options.storage ?? memoryStorage();
  const strap = new HeartRateStrap(bluetooth, {
    storage,
    // Recorded, and a turn of the event loop rather than the wait itself.
    sleep: (ms) => {
      waits.push(ms);
      return new Promise((resolve) => setTimeout(resolve, 0));
    },
    now: () => 42_000,
    ...options,
  });
  return { bluetooth, device: bluetooth.nearby!, strap, waits, storage };
}

/** Lets the strap's promise chains run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pairing', () => {
  it('asks the chooser for heart-rate devices, connects and hears each reading', async () => {
    const { bluetooth, device, strap, storage } = setUp();
    const heard: [HeartRateMeasurement, number][] = [];
    strap.onMeasurement((m, atMs) => heard.push([m, atMs]));
    await strap.start();
    expect(strap.status).toEqual({ kind: 'idle', failed: false });

    await strap.pair();
    expect(bluetooth.requests).toEqual([{ filters: [{ services: ['heart_rate'] }] }]);
    expect(strap.status).toEqual({ kind: 'connected', name: 'Polar H10', measurement: null });
    expect(storage.getItem(STRAP_STORAGE_KEY)).toBe('strap-1');

    device.heartRate.notify(0x06, 128);
    const reading = { bpm: 128, contact: 'detected', rrMs: [] };
    expect(strap.status).toEqual({ kind: 'connected', name: 'Polar H10', measurement: reading });
    expect(heard).toEqual([[reading, 42_000]]);
  });

  it('skips a malformed value and keeps the last reading', async () => {
    const { device, strap } = setUp();
    await strap.pair();
    device.heartRate.notify(0x00, 90);
    device.heartRate.notify(0x01, 90); // A 16-bit rate cut short.
    expect(strap.status).toMatchObject({ measurement: { bpm: 90 } });
  });

  it('stays ready, with nothing to report, when the person closes the chooser', async () => {
    const { bluetooth, strap, storage } = setUp({
      bluetooth: new SimulatedBluetooth(undefined, false),
    });
    await strap.start();
    await strap.pair();
    expect(strap.status).toEqual({ kind: 'idle', failed: false });
    expect(storage.getItem(STRAP_STORAGE_KEY)).toBeNull();
    expect(bluetooth.permitted).toEqual([]);
  });

  it('reports a strap that does not connect', async () => {
    const { device, strap } = setUp();
    device.gatt.refusing = true;
    await strap.pair();
    expect(strap.status).toEqual({ kind: 'idle', failed: true });
  });

  it('gives up on a connection that never answers, and closes it', async () => {
    const { device, strap } = setUp({ connectTimeoutMs: 20 });
    device.gatt.hanging = true;
    await strap.pair();
    expect(strap.status).toEqual({ kind: 'idle', failed: true });
    expect(device.gatt.connected).toBe(false);
  });
});

describe('reconnecting after a drop', () => {
  it('reconnects at once and hears readings again', async () => {
    const { device, strap, waits } = setUp();
    await strap.pair();
    device.heartRate.notify(0x00, 120);
    device.drop();
    expect(strap.status).toEqual({ kind: 'reconnecting', name: 'Polar H10' });
    await settle();
    expect(waits).toEqual([0]);
    expect(strap.status).toEqual({ kind: 'connected', name: 'Polar H10', measurement: null });
    device.heartRate.notify(0x00, 125);
    expect(strap.status).toMatchObject({ measurement: { bpm: 125 } });
    expect(device.gatt.connects).toBe(2);
  });

  it('backs off, bounded, then says the strap is lost; Reconnect tries again', async () => {
    const { device, strap, waits } = setUp();
    await strap.pair();
    device.gatt.refusing = true;
    device.drop();
    await vi.waitFor(() => expect(strap.status.kind).toBe('lost'));
    expect(waits).toEqual(STRAP_RETRY_DELAYS_MS);
    expect(STRAP_RETRY_DELAYS_MS.reduce((a, b) => a + b)).toBeLessThanOrEqual(60_000);
    expect(device.gatt.connects).toBe(1 + STRAP_RETRY_DELAYS_MS.length);

    device.gatt.refusing = false;
    await strap.retry();
    expect(strap.status).toMatchObject({ kind: 'connected' });
  });

  it('keeps to its bounds when attempts connect and then drop during discovery', async () => {
    const { device, strap, waits } = setUp();
    await strap.pair();
    device.gatt.droppingInDiscovery = true;
    device.drop();
    await vi.waitFor(() => expect(strap.status.kind).toBe('lost'));
    await settle();
    expect(waits).toEqual(STRAP_RETRY_DELAYS_MS);
    expect(device.gatt.connects).toBe(1 + STRAP_RETRY_DELAYS_MS.length);
  });

  it('reconnects after a second drop too', async () => {
    const { device, strap } = setUp();
    await strap.pair();
    device.drop();
    await vi.waitFor(() => expect(strap.status.kind).toBe('connected'));
    device.drop();
    await vi.waitFor(() => expect(strap.status.kind).toBe('connected'));
    expect(device.gatt.connects).toBe(3);
  });
});

describe('a later visit', () => {
  it('connects the remembered strap without the chooser', async () => {
    const bluetooth = new SimulatedBluetooth();
    bluetooth.permitted.push(bluetooth.nearby!);
    const { strap } = setUp({
      bluetooth,
      storage: memoryStorage({ [STRAP_STORAGE_KEY]: 'strap-1' }),
    });
    await strap.start();
    expect(bluetooth.requests).toEqual([]);
    expect(strap.status).toMatchObject({ kind: 'connected', name: 'Polar H10' });
  });

  it('stays quietly ready when the remembered strap is not around', async () => {
    const bluetooth = new SimulatedBluetooth();
    bluetooth.permitted.push(bluetooth.nearby!);
    bluetooth.nearby!.gatt.refusing = true;
    const { strap } = setUp({
      bluetooth,
      storage: memoryStorage({ [STRAP_STORAGE_KEY]: 'strap-1' }),
    });
    await strap.start();
    expect(strap.status).toEqual({ kind: 'idle', failed: false });
  });

  it('forgets an id the browser no longer allows', async () => {
    const { strap, storage } = setUp({
      storage: memoryStorage({ [STRAP_STORAGE_KEY]: 'strap-1' }),
    });
    await strap.start();
    expect(storage.getItem(STRAP_STORAGE_KEY)).toBeNull();
    expect(strap.status).toEqual({ kind: 'idle', failed: false });
  });
});

describe('where Bluetooth is missing', () => {
  it('says unsupported without Web Bluetooth', async () => {
    const strap = new HeartRateStrap(null, { storage: memoryStorage() });
    await strap.start();
    expect(strap.status).toEqual({ kind: 'unsupported' });
  });

  it('says unavailable when the adapter is off', async () => {
    const bluetooth = new SimulatedBluetooth();
    bluetooth.available = false;
    const { strap } = setUp({ bluetooth });
    await strap.start();
    expect(strap.status).toEqual({ kind: 'unavailable' });
  });

  it('says unavailable when the adapter goes off mid-class, without reconnecting to nothing', async () => {
    const { bluetooth, device, strap } = setUp();
    await strap.start();
    await strap.pair();
    // The strap's connection drops first (its reconnection starts), then the adapter's news.
    bluetooth.switchAdapter(false);
    for (let i = 0; i < 5; i++) await settle();
    expect(strap.status).toEqual({ kind: 'unavailable' });
    expect(device.gatt.connects).toBe(1);
  });

  it('reconnects the remembered strap, without the chooser, when the adapter comes back', async () => {
    const { bluetooth, device, strap } = setUp();
    await strap.start();
    await strap.pair();
    bluetooth.switchAdapter(false);
    await settle();
    bluetooth.switchAdapter(true);
    await settle();
    await settle();
    expect(strap.status).toMatchObject({ kind: 'connected', name: 'Polar H10' });
    expect(bluetooth.requests).toHaveLength(1);
    expect(device.gatt.connects).toBe(2);
  });

  it('stops listening to the adapter once the page is left', async () => {
    const { bluetooth, strap } = setUp();
    await strap.start();
    strap.close();
    bluetooth.switchAdapter(false);
    await settle();
    expect(strap.status).toEqual({ kind: 'idle', failed: false });
  });
});

describe('ending', () => {
  it('forgets: disconnects, drops the id and the permission, and does not reconnect', async () => {
    const { device, strap, storage } = setUp();
    await strap.pair();
    await strap.forget();
    await settle();
    expect(strap.status).toEqual({ kind: 'idle', failed: false });
    expect(device.gatt.connected).toBe(false);
    expect(device.forgotten).toBe(true);
    expect(storage.getItem(STRAP_STORAGE_KEY)).toBeNull();
    expect(device.gatt.connects).toBe(1);
  });

  it('closes when the page is left, keeping the strap for the next visit', async () => {
    const { device, strap, storage } = setUp();
    await strap.pair();
    strap.close();
    await settle();
    expect(device.gatt.connected).toBe(false);
    expect(device.gatt.connects).toBe(1);
    expect(storage.getItem(STRAP_STORAGE_KEY)).toBe('strap-1');
  });

  it('does not keep a connection that comes after the page was left', async () => {
    const { device, strap } = setUp();
    const release = device.gatt.hold();
    const pairing = strap.pair();
    await settle();
    strap.close();
    release();
    await pairing;
    expect(device.gatt.connected).toBe(false);
  });
});
