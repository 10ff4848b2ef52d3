/**
 * What the heart-rate strap's badge says (issue 53, item 1), in the live room and the on-demand
 * player. Kept here, as the live room's texts are, so tests (component and end-to-end) read the
 * exact wording.
 */

/** A strap's name as the browser gives it, or how we call one that has none. */
const strapName = (name: string | null) => name ?? 'Your strap';

export const heartRateTexts = {
  title: 'Heart rate',
  /** Where the browser has no Web Bluetooth (Safari, Firefox): said plainly, nothing offered. */
  unsupported:
    'This browser cannot connect a heart-rate strap. Chrome or Edge on a computer or Android can.',
  /** Web Bluetooth, but no adapter or it is switched off. */
  bluetoothOff:
    'Bluetooth is off or missing on this device. Turn it on to connect a heart-rate strap.',
  connect: 'Connect heart-rate strap',
  connectFailed:
    'The strap did not connect. Check that it is worn, switched on and near this device, then try again.',
  connecting: (name: string | null) => `Connecting to ${strapName(name)}…`,
  waiting: (name: string | null) => `${strapName(name)} is connected. Waiting for your heartbeat…`,
  reconnecting: (name: string | null) => `${strapName(name)} dropped out. Reconnecting…`,
  lost: (name: string | null) =>
    `${strapName(name)} stopped answering. Check that it is worn and switched on.`,
  reconnect: 'Reconnect',
  disconnect: 'Disconnect strap',
  /** The strap reports no skin contact (or a reading of 0). */
  noContact: 'The strap cannot feel your heartbeat. Moisten its pads and wear it snug.',
  bpmUnit: 'bpm',
} as const;
