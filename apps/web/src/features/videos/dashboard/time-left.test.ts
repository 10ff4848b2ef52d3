import { describe, expect, it } from 'vitest';
import { minutesLeftText, timeLeft } from './time-left.ts';

describe('timeLeft', () => {
  it('counts the whole minutes left, rounded up, and the share watched', () => {
    expect(timeLeft(12 * 60, 30 * 60)).toEqual({ minutesLeft: 18, watchedShare: 0.4 });
    expect(timeLeft(60, 45 * 60)).toEqual({ minutesLeft: 44, watchedShare: 60 / 2700 });
    expect(timeLeft(30, 15 * 60).minutesLeft).toBe(15);
    expect(minutesLeftText(18)).toBe('18 min left');
  });

  it('never says 0 min left, nor a share outside 0 to 1', () => {
    expect(timeLeft(15 * 60 - 10, 15 * 60).minutesLeft).toBe(1);
    expect(timeLeft(99 * 60, 15 * 60)).toEqual({ minutesLeft: 1, watchedShare: 1 });
    expect(timeLeft(-5, 600)).toEqual({ minutesLeft: 10, watchedShare: 0 });
  });
});
