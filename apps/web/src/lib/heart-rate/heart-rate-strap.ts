import { parseHeartRateMeasurement, type HeartRateMeasurement } from './heart-rate-measurement.ts';
import type {
  Bluetooth,
  BluetoothDevice,
  BluetoothRemoteGATTCharacteristic,
  BluetoothRemoteGATTServer,
} from './web-bluetooth.ts';
import { RememberedStrap, type StrapStorage } from './remembered-strap.ts';

/**
 * A Bluetooth heart-rate strap over Web Bluetooth and the standard GATT Heart Rate service: pair
 * once through the browser's chooser, then reconnect by itself when the connection drops (a
 * bounded backoff) and on a later visit without a prompt (getDevices, the device's id kept in
 * local storage). Pages read it through useHeartRate.
 */

/**
 * The waits before each reconnection attempt after a drop, milliseconds: at once (most drops are
 * a moment's interference), then doubling to 15 s, about a minute in all before giving up.
 */
export const STRAP_RETRY_DELAYS_MS = [0, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000];
/** A connection attempt's limit: Chrome's gatt.connect() can wait long on a strap out of range. */
export const STRAP_CONNECT_TIMEOUT_MS = 15_000;

export type StrapStatus =
  /** Asking the browser whether Bluetooth is there. */
  | { kind: 'checking' }
  /** The browser has no Web Bluetooth (Safari, Firefox). */
  | { kind: 'unsupported' }
  /** Web Bluetooth, but no adapter or it is off. */
  | { kind: 'unavailable' }
  /** Nothing connected; `failed` when the member's last try did not connect. */
  | { kind: 'idle'; failed: boolean }
  | { kind: 'connecting'; name: string | null }
  /** `measurement` is the latest reading, null until the first comes. */
  | { kind: 'connected'; name: string | null; measurement: HeartRateMeasurement | null }
  | { kind: 'reconnecting'; name: string | null }
  /** Every reconnection attempt failed; the strap is still remembered. */
  | { kind: 'lost'; name: string | null };

export type MeasurementListener = (measurement: HeartRateMeasurement, atMs: number) => void;

export interface StrapOptions {
  /** Where the strap's id is kept (local storage by default; null keeps none). */
  storage?: StrapStorage | null;
  retryDelaysMs?: readonly number[];
  connectTimeoutMs?: number;
  /** Waits between reconnection attempts (tests hand in their own). */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** How often a readable strap is read while it sends no notifications (readWhileSilent). */
const STRAP_READ_EVERY_MS = 1_000;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class HeartRateStrap {
  #status: StrapStatus = { kind: 'checking' };
  #listeners = new Set<(status: StrapStatus) => void>();
  #measurementListeners = new Set<MeasurementListener>();
  #device: BluetoothDevice | null = null;
  /** Bumped by every start, pair, drop, forget and close: older async work sees it and stops. */
  #generation = 0;
  /** When the latest reading came (readWhileSilent reads only when notifications are silent). */
  #lastValueAt = 0;
  readonly #remembered;
  readonly #retryDelaysMs;
  readonly #connectTimeoutMs;
  readonly #sleep;
  readonly #now;

  constructor(
    private readonly bluetooth: Bluetooth | null,
    options: StrapOptions = {},
  ) {
    this.#remembered = new RememberedStrap(options.storage);
    this.#retryDelaysMs = options.retryDelaysMs ?? STRAP_RETRY_DELAYS_MS;
    this.#connectTimeoutMs = options.connectTimeoutMs ?? STRAP_CONNECT_TIMEOUT_MS;
    this.#sleep = options.sleep ?? realSleep;
    this.#now = options.now ?? Date.now;
  }

  get status(): StrapStatus {
    return this.#status;
  }

  subscribe = (listener: (status: StrapStatus) => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Every reading as it comes, with the moment it came (for a page's running tally). */
  onMeasurement(listener: MeasurementListener): () => void {
    this.#measurementListeners.add(listener);
    return () => this.#measurementListeners.delete(listener);
  }

  /** Whether Bluetooth is there; then the strap paired on an earlier visit, without a prompt. */
  async start(): Promise<void> {
    const generation = ++this.#generation;
    if (!this.bluetooth) return this.#set({ kind: 'unsupported' });
    this.#set({ kind: 'checking' });
    // Added once: the same function object is not added twice.
    this.bluetooth.addEventListener?.('availabilitychanged', this.#availabilityChanged);
    const available = await this.bluetooth.getAvailability?.().catch(() => false);
    if (generation !== this.#generation) return;
    if (available === false) return this.#set({ kind: 'unavailable' });
    this.#set({ kind: 'idle', failed: false });

    const rememberedId = this.#remembered.id;
    if (!rememberedId || !this.bluetooth.getDevices) return;
    const devices = await this.bluetooth.getDevices().catch(() => []);
    if (generation !== this.#generation) return;
    const device = devices.find((d) => d.id === rememberedId);
    if (!device) return this.#remembered.forget(); // The member withdrew the permission.
    // Quietly: a strap left at home is no failure to report.
    await this.#connect(device, generation, { reportFailure: false });
  }

  /** The browser's chooser (heart-rate devices only), then a connection. */
  async pair(): Promise<void> {
    if (!this.bluetooth) return;
    const generation = ++this.#generation;
    let device: BluetoothDevice;
    try {
      device = await this.bluetooth.requestDevice({ filters: [{ services: ['heart_rate'] }] });
    } catch (error) {
      if (generation !== this.#generation) return;
      // NotFoundError: the person closed the chooser; nothing went wrong.
      const cancelled = nameOf(error) === 'NotFoundError';
      return this.#set({ kind: 'idle', failed: !cancelled });
    }
    if (generation !== this.#generation) return;
    this.#remembered.remember(device.id);
    await this.#connect(device, generation, { reportFailure: true });
  }

  /** After the strap was lost: the same attempts again, without the chooser. */
  async retry(): Promise<void> {
    const device = this.#device;
    if (device) await this.#reconnect(device);
  }

  /** Disconnects and forgets the strap, here and (where the browser can) its permission. */
  async forget(): Promise<void> {
    const device = this.#device;
    this.#disconnect();
    this.#remembered.forget();
    if (this.bluetooth) this.#set({ kind: 'idle', failed: false });
    await device?.forget?.().catch(() => undefined);
  }

  /** Ends the connection (the page is left); the strap stays remembered for the next visit. */
  close(): void {
    this.bluetooth?.removeEventListener?.('availabilitychanged', this.#availabilityChanged);
    this.#disconnect();
  }

  #disconnect(): void {
    this.#generation++;
    const device = this.#device;
    this.#device = null;
    device?.removeEventListener('gattserverdisconnected', this.#dropped);
    if (device?.gatt?.connected) device.gatt.disconnect();
  }

  async #connect(
    device: BluetoothDevice,
    generation: number,
    { reportFailure }: { reportFailure: boolean },
  ): Promise<void> {
    this.#set({ kind: 'connecting', name: device.name ?? null });
    if (await this.#attempt(device, generation)) return;
    if (generation === this.#generation) this.#set({ kind: 'idle', failed: reportFailure });
  }

  /** Backoff after a drop: each wait of retryDelaysMs, then an attempt; lost after the last. */
  async #reconnect(device: BluetoothDevice): Promise<void> {
    const generation = ++this.#generation;
    const name = device.name ?? null;
    for (const delay of this.#retryDelaysMs) {
      this.#set({ kind: 'reconnecting', name });
      await this.#sleep(delay);
      if (generation !== this.#generation) return;
      if (await this.#attempt(device, generation)) return;
      if (generation !== this.#generation) return;
    }
    this.#set({ kind: 'lost', name });
  }

  /** One connection to the strap's heart-rate notifications; true when they flow. */
  async #attempt(device: BluetoothDevice, generation: number): Promise<boolean> {
    const gatt = device.gatt;
    if (!gatt) return false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), this.#connectTimeoutMs);
    });
    try {
      const characteristic = await Promise.race([this.#subscribeTo(gatt), timeout]);
      if (generation !== this.#generation) {
        // Forgotten or closed while it connected: nobody wants this connection now.
        gatt.disconnect();
        return false;
      }
      this.#device = device;
      device.addEventListener('gattserverdisconnected', this.#dropped);
      // The characteristic's value may be the last reading before a drop: wait for a new one.
      this.#set({ kind: 'connected', name: device.name ?? null, measurement: null });
      void this.#readWhileSilent(characteristic, generation);
      return true;
    } catch {
      // A half-made connection would keep the strap from advertising to the next attempt.
      if (gatt.connected) gatt.disconnect();
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  async #subscribeTo(gatt: BluetoothRemoteGATTServer): Promise<BluetoothRemoteGATTCharacteristic> {
    const server = await gatt.connect();
    const service = await server.getPrimaryService('heart_rate');
    const characteristic = await service.getCharacteristic('heart_rate_measurement');
    // The same listener object each time, so a reconnection does not add a second one.
    characteristic.addEventListener('characteristicvaluechanged', this.#changed);
    await characteristic.startNotifications();
    return characteristic;
  }

  /**
   * A strap whose measurement can also be read (some sensors allow it; the browser's emulated
   * straps, which the end-to-end tests pair, answer reads but cannot notify) is read once a
   * second while no notification has come for that long. A read's value arrives through the same
   * `characteristicvaluechanged` event as a notification. Ends with the connection.
   */
  async #readWhileSilent(
    characteristic: BluetoothRemoteGATTCharacteristic,
    generation: number,
  ): Promise<void> {
    if (!characteristic.properties?.read || !characteristic.readValue) return;
    const current = () => generation === this.#generation && this.#status.kind === 'connected';
    while (current()) {
      await realSleep(STRAP_READ_EVERY_MS);
      if (!current()) return;
      if (this.#now() - this.#lastValueAt < STRAP_READ_EVERY_MS) continue;
      await characteristic.readValue().catch(() => undefined);
    }
  }

  #changed = (event: Event) => {
    const characteristic = event.target as BluetoothRemoteGATTCharacteristic | null;
    const measurement = readingOf(characteristic);
    // A malformed value is one missed reading, not a broken strap.
    if (!measurement || this.#status.kind !== 'connected') return;
    this.#lastValueAt = this.#now();
    this.#set({ ...this.#status, measurement });
    const atMs = this.#now();
    for (const listener of this.#measurementListeners) listener(measurement, atMs);
  };

  /**
   * Bluetooth switched off: the strap is gone until it comes back, and then the remembered strap
   * is looked for again as on a new visit (start), without a prompt.
   */
  #availabilityChanged = (event: Event) => {
    const on = (event as Event & { value?: boolean }).value;
    if (on === false) {
      this.#disconnect();
      this.#set({ kind: 'unavailable' });
    } else if (on === true && this.#status.kind === 'unavailable') {
      void this.start();
    }
  };

  #dropped = (event: Event) => {
    const device = event.target as BluetoothDevice | null;
    // Our own disconnects (close, a failed attempt) come when we are not connected to it.
    if (!device || device !== this.#device || this.#status.kind !== 'connected') return;
    void this.#reconnect(device);
  };

  #set(status: StrapStatus): void {
    this.#status = status;
    for (const listener of this.#listeners) listener(status);
  }
}

/** A DOMException's name (a code, unlike its message). */
const nameOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;

const readingOf = (characteristic: BluetoothRemoteGATTCharacteristic | null) =>
  characteristic?.value ? parseHeartRateMeasurement(characteristic.value) : null;
