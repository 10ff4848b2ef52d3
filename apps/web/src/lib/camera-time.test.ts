import { describe, expect, it } from 'vitest';
import { cameraTime } from './camera-time.ts';

describe('cameraTime', () => {
  it('says seconds under a minute, never "0 min" for a camera that was on', () => {
    expect(cameraTime(17)).toBe('17 seconds');
    expect(cameraTime(0.6)).toBe('1 second');
    expect(cameraTime(0)).toBe('0 seconds');
  });

  it('says whole minutes from a minute on', () => {
    expect(cameraTime(60)).toBe('1 minute');
    expect(cameraTime(150)).toBe('3 minutes');
  });
});
