import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { browserPath } from './playwright.config.ts';

/**
 * A heart-rate strap simulated by the browser itself: Chromium's BluetoothEmulation domain (on
 * the browser's own DevTools session) makes a peripheral with the standard Heart Rate service
 * (0x180D) and its measurement (0x2A37), and DeviceAccess picks it in the page's chooser, once
 * per prompt (a second answer to the same prompt crashes the browser). The emulation cannot push
 * notifications, so the measurement is also readable and answers each read with the strap's
 * current beat (the product reads a readable strap while it is silent: heart-rate-strap.ts).
 * Web Bluetooth on Linux needs the experimental platform features: a browser of its own.
 */

const uuid = (short: string) => `0000${short}-0000-1000-8000-00805f9b34fb`;
const STRAP_NAME = 'Test strap HR';

/** `args` adds to the browser's flags (the live room's fake camera, say). */
export async function strapBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: browserPath,
    args: ['--no-sandbox', '--disable-gpu', '--enable-experimental-web-platform-features', ...args],
  });
}

export interface EmulatedStrap {
  /** The beats per minute the strap sends from now on (8-bit value, skin contact detected). */
  beat(bpm: number): void;
}

/** The strap near `page`'s browser, answering the page's chooser and its reads. */
export async function emulatedStrap(browser: Browser, page: Page): Promise<EmulatedStrap> {
  const central = await browser.newBrowserCDPSession();
  const address = '0A:0B:0C:0D:0E:0F';
  let bpm = 0;
  await central.send('BluetoothEmulation.enable', { state: 'powered-on', leSupported: true });
  central.on('BluetoothEmulation.gattOperationReceived', (p) =>
    answer(central, 'BluetoothEmulation.simulateGATTOperationResponse', {
      address,
      type: p.type,
      code: 0,
    }),
  );
  central.on('BluetoothEmulation.characteristicOperationReceived', (p) =>
    answer(central, 'BluetoothEmulation.simulateCharacteristicOperationResponse', {
      characteristicId: p.characteristicId,
      type: p.type,
      code: 0,
      // Flags 0x06: an 8-bit value, contact supported and detected.
      ...(p.type === 'read' ? { data: Buffer.from([0x06, bpm]).toString('base64') } : {}),
    }),
  );
  central.on('BluetoothEmulation.descriptorOperationReceived', (p) =>
    answer(central, 'BluetoothEmulation.simulateDescriptorOperationResponse', {
      descriptorId: p.descriptorId,
      type: p.type,
      code: 0,
      ...(p.type === 'read' ? { data: Buffer.from([0, 0]).toString('base64') } : {}),
    }),
  );
  await central.send('BluetoothEmulation.simulatePreconnectedPeripheral', {
    address,
    name: STRAP_NAME,
    manufacturerData: [],
    knownServiceUuids: [uuid('180d')],
  });
  const { serviceId } = await central.send('BluetoothEmulation.addService', {
    address,
    serviceUuid: uuid('180d'),
  });
  const { characteristicId } = await central.send('BluetoothEmulation.addCharacteristic', {
    serviceId,
    characteristicUuid: uuid('2a37'),
    properties: { notify: true, read: true },
  });
  // The Client Characteristic Configuration descriptor, without which notifications are refused.
  await central.send('BluetoothEmulation.addDescriptor', {
    characteristicId,
    descriptorUuid: uuid('2902'),
  });

  const chooser = await page.context().newCDPSession(page);
  await chooser.send('DeviceAccess.enable');
  const answered = new Set<string>();
  chooser.on('DeviceAccess.deviceRequestPrompted', (prompt) => {
    const strap = prompt.devices[0];
    if (!strap || answered.has(prompt.id)) return;
    answered.add(prompt.id);
    void answer(chooser, 'DeviceAccess.selectPrompt', { id: prompt.id, deviceId: strap.id });
  });
  return { beat: (next) => void (bpm = next) };
}

/** A DevTools answer sent without waiting; the browser closing first is no failure. */
async function answer(session: CDPSession, method: string, params: object): Promise<void> {
  await (session.send as (m: string, p: object) => Promise<unknown>)(method, params).catch(
    () => undefined,
  );
}
