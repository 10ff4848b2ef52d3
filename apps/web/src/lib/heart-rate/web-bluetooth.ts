/**
 * The part of Web Bluetooth (https://webbluetoothcg.github.io/web-bluetooth/) the heart-rate strap
 * uses, typed here because TypeScript's DOM library has none and a package of types for a
 * handful of calls is not worth a dependency. The names are the specification's, so a reader can
 * look each one up. Chrome and Edge (desktop and Android) have it; Safari and Firefox do not.
 */

export interface RequestDeviceOptions {
  filters: { services: string[] }[];
}

/**
 * Fires `availabilitychanged` (an event with a boolean `value`) when the adapter is switched on or
 * off, or plugged in or out.
 */
export interface Bluetooth extends Partial<
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
> {
  /** False when the device has no Bluetooth adapter, or it is off (absent in some browsers). */
  getAvailability?(): Promise<boolean>;
  /** Shows the browser's chooser; rejects with a NotFoundError when the person cancels it. */
  requestDevice(options: RequestDeviceOptions): Promise<BluetoothDevice>;
  /** The devices this site was allowed before, without a prompt (newer Chrome only). */
  getDevices?(): Promise<BluetoothDevice[]>;
}

/** Fires `gattserverdisconnected` when its connection ends, for whatever reason. */
export interface BluetoothDevice extends EventTarget {
  /** Stable for this site and device across visits. */
  readonly id: string;
  readonly name?: string | null;
  readonly gatt?: BluetoothRemoteGATTServer;
  /** Withdraws the site's permission for the device (newer Chrome only). */
  forget?(): Promise<void>;
}

export interface BluetoothRemoteGATTServer {
  readonly connected: boolean;
  connect(): Promise<BluetoothRemoteGATTServer>;
  disconnect(): void;
  getPrimaryService(service: string): Promise<BluetoothRemoteGATTService>;
}

export interface BluetoothRemoteGATTService {
  getCharacteristic(characteristic: string): Promise<BluetoothRemoteGATTCharacteristic>;
}

/** Fires `characteristicvaluechanged` with its new `value` on each notification. */
export interface BluetoothRemoteGATTCharacteristic extends EventTarget {
  readonly value?: DataView | null;
  /** What the characteristic allows: a readable one is also read (heart-rate-strap.ts). */
  readonly properties?: { readonly read?: boolean };
  startNotifications(): Promise<BluetoothRemoteGATTCharacteristic>;
  /** Reads the value now; it also arrives as `characteristicvaluechanged`. */
  readValue?(): Promise<DataView>;
}

/** The browser's Web Bluetooth, or null where it has none. */
export function browserBluetooth(): Bluetooth | null {
  if (typeof navigator === 'undefined') return null;
  return (navigator as Navigator & { bluetooth?: Bluetooth }).bluetooth ?? null;
}
