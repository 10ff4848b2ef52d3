import { describe, expect, it } from 'vitest';
import { HLS_LADDER, rungsFor } from './hls-ladder.ts';

const names = (width: number, height: number) => rungsFor(width, height).map((r) => r.name);

describe('rungsFor', () => {
  it('makes the rungs up to the one that holds the picture at its own size, none above', () => {
    // Chromium's camera by default: 640x480 fits 540p's frame, not 360p's.
    expect(names(640, 480)).toEqual(['360p', '540p']);
    expect(names(320, 240)).toEqual(['360p']);
    expect(names(640, 360)).toEqual(['360p']);
    expect(names(1280, 720)).toEqual(['360p', '540p', '720p']);
  });

  it('makes every rung of a picture larger than the top one, or turned on its side', () => {
    expect(rungsFor(1920, 1080)).toEqual(HLS_LADDER);
    expect(names(480, 640)).toEqual(['360p', '540p', '720p']);
    expect(rungsFor(1080, 1920)).toEqual(HLS_LADDER);
  });
});
