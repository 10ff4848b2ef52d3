// What the console takes for a video by its first bytes (issue 50, item 6: MPEG-TS by its sync
// byte at every packet, not at two places).
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { headOf, looksLikeVideo, SNIFF_BYTES, TS_PACKETS_CHECKED } from './video-sniff.ts';

/** `n` transport stream packets: the sync byte, then a body of `fill`. */
function packets(n: number, fill = 0xff): Buffer {
  const b = Buffer.alloc(n * 188, fill);
  for (let i = 0; i < n; i++) b[i * 188] = 0x47;
  return b;
}

describe('looksLikeVideo', () => {
  it('takes a transport stream whose every packet starts with the sync byte', () => {
    expect(looksLikeVideo(packets(TS_PACKETS_CHECKED))).toBe(true);
    expect(looksLikeVideo(packets(21))).toBe(true);
    // A head cut inside a packet: the whole packets decide.
    expect(looksLikeVideo(packets(22).subarray(0, SNIFF_BYTES))).toBe(true);
  });

  it('refuses a file with the sync byte at only some packet starts', () => {
    // What the old check took: a "G" at bytes 0 and 188, then anything.
    const twoOnly = Buffer.alloc(SNIFF_BYTES, 0x20);
    twoOnly[0] = 0x47;
    twoOnly[188] = 0x47;
    expect(looksLikeVideo(twoOnly)).toBe(false);
    for (const broken of [2, TS_PACKETS_CHECKED - 1, 20]) {
      const b = packets(21);
      b[broken * 188] = 0x48;
      expect(looksLikeVideo(b), `packet ${broken}`).toBe(false);
    }
  });

  it(`refuses a transport stream shorter than ${TS_PACKETS_CHECKED} packets`, () => {
    expect(looksLikeVideo(packets(TS_PACKETS_CHECKED - 1))).toBe(false);
    expect(looksLikeVideo(packets(TS_PACKETS_CHECKED).subarray(0, -1))).toBe(false);
  });

  it('refuses text that starts with a "G", such as a playlist or a GIF', () => {
    const text = Buffer.from(`GIF89a${'x'.repeat(SNIFF_BYTES)}`);
    expect(looksLikeVideo(text)).toBe(false);
  });

  it('still takes the other containers by their signatures', () => {
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x20]),
      Buffer.from('ftypisom'),
      Buffer.alloc(20),
    ]);
    const mkv = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(20)]);
    expect(looksLikeVideo(mp4)).toBe(true);
    expect(looksLikeVideo(mkv)).toBe(true);
  });
});

describe('headOf', () => {
  it(`reads ${SNIFF_BYTES} bytes, room for the packets the check needs`, async () => {
    const stream = Readable.from([packets(10), packets(20)]);
    const head = await headOf(stream);
    expect(head.length).toBe(SNIFF_BYTES);
    expect(Math.floor(head.length / 188)).toBeGreaterThanOrEqual(TS_PACKETS_CHECKED);
  });
});
