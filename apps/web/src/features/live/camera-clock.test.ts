import { describe, expect, it } from 'vitest';
import { cameraClock } from './camera-clock.ts';

describe('the camera clock', () => {
  it('starts from the total the join answered, so a rejoin adds to the earlier visits', () => {
    // 300 s on in an earlier visit, then 200 s in this one: the report says 500, not 200.
    const clock = cameraClock(300);
    expect(clock.totalSeconds(0)).toBe(300);
    clock.start(1_000);
    expect(clock.totalSeconds(201_000)).toBe(500);
  });

  it('counts only the time the camera is on, across several turns', () => {
    const clock = cameraClock(0);
    clock.start(0);
    clock.stop(60_000);
    expect(clock.isOn()).toBe(false);
    expect(clock.totalSeconds(600_000)).toBe(60);
    clock.start(600_000);
    clock.start(610_000); // a second start while on does not restart the count
    expect(clock.totalSeconds(630_500)).toBe(90);
  });
});
