import type {
  Bluetooth,
  BluetoothDevice,
  BluetoothRemoteGATTCharacteristic,
  BluetoothRemoteGATTServer,
  BluetoothRemoteGATTService,
  RequestDeviceOptions,
} from './web-bluetooth.ts';

/**
 * For tests only: the browser's Web Bluetooth (navigator.bluetooth) with one heart-rate strap
 * behind it, acting as Chrome does at the API's edge: a chooser that lists only devices matching
 * the filters, connections that can drop, and notifications carrying real 0x2A37 values. The
 * product's own code runs unchanged on top of it.
 */

export class SimulatedCharacteristic
  extends EventTarget
  implements BluetoothRemoteGATTCharacteristic
{
  value: DataView | null = null;
  notifying = false;

  async startNotifications() {
    this.notifying = true;
    return this;
  }

  /** The strap sends a Heart Rate Measurement value: its bytes as the specification lays them. */
  notify(...bytes: number[]) {
    if (!this.notifying) throw new Error('The strap notifies only after startNotifications.');
    this.value = new DataView(Uint8Array.from(bytes).buffer);
    this.dispatchEvent(new Event('characteristicvaluechanged'));
  }
}

class SimulatedServer implements BluetoothRemoteGATTServer {
  connected = false;
  /** How many times connect() was called. */
  connects = 0;
  /** When set, connect() fails (the strap is off or out of range). */
  refusing = false;
  /** When set, connect() never settles (Chrome waiting on a strap that is not there). */
  hanging = false;
  /** When set, the connection is made but drops during service discovery. */
  droppingInDiscovery = false;
  #held: Promise<void> | null = null;
  readonly characteristic = new SimulatedCharacteristic();

  constructor(private readonly device: SimulatedStrap) {}

  /** Holds the next connections until the answered function is called. */
  hold(): () => void {
    let release = () => undefined as void;
    this.#held = new Promise<void>((resolve) => (release = resolve)).then(() => {
      this.#held = null;
    });
    return release;
  }

  async connect() {
    this.connects++;
    if (this.hanging) await new Promise<never>(() => undefined);
    if (this.#held) await this.#held;
    if (this.refusing) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
    this.connected = true;
    return this;
  }

  /** As the specification says, the device hears gattserverdisconnected for this one too. */
  disconnect() {
    if (!this.connected) return;
    this.connected = false;
    this.characteristic.notifying = false;
    this.device.dispatchEvent(new Event('gattserverdisconnected'));
  }

  async getPrimaryService(service: string): Promise<BluetoothRemoteGATTService> {
    if (this.droppingInDiscovery) this.disconnect();
    if (!this.connected) throw new DOMException('GATT Server is disconnected.', 'NetworkError');
    if (service !== 'heart_rate') throw new DOMException('No service.', 'NotFoundError');
    return {
      getCharacteristic: async (characteristic: string) => {
        if (characteristic !== 'heart_rate_measurement') {
          throw new DOMException('No characteristic.', 'NotFoundError');
        }
        return this.characteristic;
      },
    };
  }
}

export class SimulatedStrap extends EventTarget implements BluetoothDevice {
  readonly gatt: SimulatedServer;
  /** Whether the site withdrew its permission (BluetoothDevice.forget). */
  forgotten = false;

  constructor(
    readonly id = 'strap-1',
    readonly name: string | null = 'Polar H10',
  ) {
    super();
    this.gatt = new SimulatedServer(this);
  }

  /** The characteristic the strap notifies through. */
  get heartRate() {
    return this.gatt.characteristic;
  }

  /** The connection drops (interference, the strap out of range): the browser reports it. */
  drop() {
    this.gatt.disconnect();
  }

  async forget() {
    this.forgotten = true;
  }
}

export class SimulatedBluetooth extends EventTarget implements Bluetooth {
  available = true;
  /** What requestDevice was asked, call by call. */
  readonly requests: RequestDeviceOptions[] = [];
  /** The devices this site was allowed before (getDevices); a pairing adds to them. */
  readonly permitted: SimulatedStrap[] = [];

  /** `nearby` is what the chooser would list; `choose` false is the person closing it. */
  constructor(
    readonly nearby: SimulatedStrap | null = new SimulatedStrap(),
    public choose = true,
  ) {
    super();
  }

  async getAvailability() {
    return this.available;
  }

  /** The adapter switched on or off: the browser tells the page, and its strap drops with it. */
  switchAdapter(on: boolean) {
    this.available = on;
    for (const strap of this.permitted) {
      strap.gatt.refusing = !on;
      if (!on && strap.gatt.connected) strap.drop();
    }
    this.dispatchEvent(Object.assign(new Event('availabilitychanged'), { value: on }));
  }

  async requestDevice(options: RequestDeviceOptions): Promise<BluetoothDevice> {
    this.requests.push(options);
    // The strap advertises the Heart Rate service; the chooser lists it only for that filter.
    const listed = options.filters.some((f) => f.services.includes('heart_rate'));
    const strap = listed ? this.nearby : null;
    if (!strap || !this.choose) {
      throw new DOMException('User cancelled the requestDevice() chooser.', 'NotFoundError');
    }
    if (!this.permitted.includes(strap)) this.permitted.push(strap);
    return strap;
  }

  async getDevices(): Promise<BluetoothDevice[]> {
    return [...this.permitted];
  }
}
