import { describe, expect, it } from 'vitest';
import { parseHeartRateMeasurement } from './heart-rate-measurement.ts';

/** A characteristic value as the browser hands it over: the bytes the strap sent. */
const value = (...bytes: number[]) => new DataView(Uint8Array.from(bytes).buffer);

// Every layout below is the Heart Rate Measurement characteristic (0x2A37) as the Bluetooth SIG
// lays it out: a flags byte, the heart rate (uint8, or uint16 little-endian with flag bit 0),
// then Energy Expended (uint16, flag bit 3) and RR-intervals (uint16 each, flag bit 4).

describe('the heart rate value', () => {
  it('reads an 8-bit value (flags bit 0 clear)', () => {
    expect(parseHeartRateMeasurement(value(0x00, 72))).toEqual({
      bpm: 72,
      contact: 'unsupported',
      rrMs: [],
    });
    expect(parseHeartRateMeasurement(value(0x00, 0xff))?.bpm).toBe(255);
  });

  it('reads a 16-bit little-endian value (flags bit 0 set)', () => {
    expect(parseHeartRateMeasurement(value(0x01, 0x48, 0x00))?.bpm).toBe(72);
    // 0x012C: a value an 8-bit field could not hold.
    expect(parseHeartRateMeasurement(value(0x01, 0x2c, 0x01))?.bpm).toBe(300);
  });

  it('reads a value that sits inside a larger buffer, as a view', () => {
    const buffer = Uint8Array.from([0xaa, 0xbb, 0x01, 0x8c, 0x00, 0xcc]).buffer;
    expect(parseHeartRateMeasurement(new DataView(buffer, 2, 3))?.bpm).toBe(140);
  });

  it('ignores the reserved bits 5-7', () => {
    expect(parseHeartRateMeasurement(value(0xe0, 72))).toEqual({
      bpm: 72,
      contact: 'unsupported',
      rrMs: [],
    });
  });
});

describe('sensor contact (flags bits 1-2)', () => {
  it('is unsupported when bit 2 is clear, whatever bit 1 says', () => {
    expect(parseHeartRateMeasurement(value(0x00, 72))?.contact).toBe('unsupported');
    expect(parseHeartRateMeasurement(value(0x02, 72))?.contact).toBe('unsupported');
  });

  it('is not detected when only bit 2 is set', () => {
    expect(parseHeartRateMeasurement(value(0x04, 0))?.contact).toBe('not-detected');
  });

  it('is detected when bits 1 and 2 are set', () => {
    expect(parseHeartRateMeasurement(value(0x06, 72))?.contact).toBe('detected');
  });
});

describe('energy expended (flags bit 3)', () => {
  it('reads the kilojoules after the heart rate', () => {
    // 0x2710 = 10000 kJ.
    expect(parseHeartRateMeasurement(value(0x08, 100, 0x10, 0x27))).toEqual({
      bpm: 100,
      contact: 'unsupported',
      energyKj: 10000,
      rrMs: [],
    });
  });

  it('reads it after a 16-bit heart rate', () => {
    expect(parseHeartRateMeasurement(value(0x09, 0x2c, 0x01, 0xe8, 0x03))).toMatchObject({
      bpm: 300,
      energyKj: 1000,
    });
  });

  it('leaves it out when the strap does not send it', () => {
    expect(parseHeartRateMeasurement(value(0x00, 72))).not.toHaveProperty('energyKj');
  });
});

describe('RR-intervals (flags bit 4)', () => {
  it('reads one interval in 1/1024 s as milliseconds', () => {
    // 0x0400 = 1024/1024 s.
    expect(parseHeartRateMeasurement(value(0x10, 60, 0x00, 0x04))?.rrMs).toEqual([1000]);
  });

  it('reads several intervals to the end of the value', () => {
    // 0x0333 = 819, 0x0300 = 768, 0x0320 = 800 (1/1024 s).
    const measurement = parseHeartRateMeasurement(
      value(0x10, 75, 0x33, 0x03, 0x00, 0x03, 0x20, 0x03),
    );
    expect(measurement?.rrMs).toEqual([799.8046875, 750, 781.25]);
  });

  it('reads every field together: 16-bit value, contact, energy and an interval', () => {
    // 0x008C = 140 bpm, 0x03E8 = 1000 kJ, 0x01B5 = 437/1024 s.
    expect(parseHeartRateMeasurement(value(0x1f, 0x8c, 0x00, 0xe8, 0x03, 0xb5, 0x01))).toEqual({
      bpm: 140,
      contact: 'detected',
      energyKj: 1000,
      rrMs: [426.7578125],
    });
  });
});

describe('a value too short for its flags', () => {
  it.each([
    ['nothing at all', []],
    ['flags with no heart rate', [0x00]],
    ['a 16-bit heart rate cut after one byte', [0x01, 0x48]],
    ['energy flagged, one byte of it', [0x08, 72, 0x10]],
    ['energy flagged, none of it', [0x08, 72]],
    ['RR-intervals flagged, none sent', [0x10, 72]],
    ['RR-intervals flagged, half of one', [0x10, 72, 0x00]],
    ['RR-intervals ending in half of one', [0x10, 72, 0x00, 0x04, 0x01]],
    ['energy and RR-intervals flagged, only the energy sent', [0x18, 72, 0x10, 0x27]],
  ])('answers null for %s', (_, bytes) => {
    expect(parseHeartRateMeasurement(value(...bytes))).toBeNull();
  });
});
