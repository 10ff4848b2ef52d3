/**
 * The value of the GATT Heart Rate Measurement characteristic (0x2A37, in the Heart Rate service
 * 0x180D), as a Bluetooth strap notifies it about once a second. Layout (Bluetooth SIG, Heart
 * Rate Service 1.0 and the GATT Specification Supplement, "Heart Rate Measurement"), every field
 * little-endian:
 *
 *   flags (uint8)
 *     bit 0     Heart Rate Value Format: 0 = uint8, 1 = uint16
 *     bits 1-2  Sensor Contact Status (bit 1) and Sensor Contact Supported (bit 2)
 *     bit 3     Energy Expended present (uint16, kilojoules since the last reset)
 *     bit 4     RR-Interval present (one or more uint16, 1/1024 s each, to the end of the value)
 *     bits 5-7  reserved, ignored
 *   heart rate (uint8 or uint16, beats per minute)
 *   energy expended (uint16), when bit 3 is set
 *   RR-intervals (uint16 each), when bit 4 is set
 */

const VALUE_IS_UINT16 = 0x01;
const CONTACT_DETECTED = 0x02;
const CONTACT_SUPPORTED = 0x04;
const ENERGY_PRESENT = 0x08;
const RR_PRESENT = 0x10;

/** An RR-interval's unit is 1/1024 of a second. */
const RR_UNITS_PER_SECOND = 1024;

/**
 * Whether the strap touches the skin. With bit 2 clear the strap does not report contact at all,
 * whatever bit 1 says (the specification's values 0 and 1 of the two bits mean the same).
 */
export type SensorContact = 'unsupported' | 'detected' | 'not-detected';

export interface HeartRateMeasurement {
  /** Beats per minute. Some straps send 0 while they have no contact. */
  bpm: number;
  contact: SensorContact;
  /** Energy expended since the strap's counter was last reset, kilojoules (when the strap sends it). */
  energyKj?: number;
  /** The intervals between beats this value reports, milliseconds (often none, or one or two). */
  rrMs: number[];
}

/**
 * The measurement in `value`, or null when the value is shorter than its flags say (or, with
 * RR-intervals present, ends in half an interval). A malformed notification answers null rather
 * than throwing: it is one reading of a stream that goes on, so the caller skips it.
 */
export function parseHeartRateMeasurement(value: DataView): HeartRateMeasurement | null {
  if (value.byteLength < 1) return null;
  const flags = value.getUint8(0);
  let offset = 1;

  const wide = (flags & VALUE_IS_UINT16) !== 0;
  if (value.byteLength < offset + (wide ? 2 : 1)) return null;
  const bpm = wide ? value.getUint16(offset, true) : value.getUint8(offset);
  offset += wide ? 2 : 1;

  const contact: SensorContact =
    (flags & CONTACT_SUPPORTED) === 0
      ? 'unsupported'
      : (flags & CONTACT_DETECTED) !== 0
        ? 'detected'
        : 'not-detected';

  let energyKj: number | undefined;
  if ((flags & ENERGY_PRESENT) !== 0) {
    if (value.byteLength < offset + 2) return null;
    energyKj = value.getUint16(offset, true);
    offset += 2;
  }

  const rrMs: number[] = [];
  if ((flags & RR_PRESENT) !== 0) {
    const rest = value.byteLength - offset;
    // "One or more" intervals when the flag is set, each a whole uint16.
    if (rest < 2 || rest % 2 !== 0) return null;
    for (; offset < value.byteLength; offset += 2) {
      rrMs.push((value.getUint16(offset, true) * 1000) / RR_UNITS_PER_SECOND);
    }
  }

  return energyKj === undefined ? { bpm, contact, rrMs } : { bpm, contact, energyKj, rrMs };
}
