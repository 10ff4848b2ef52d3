import { describe, expect, it } from 'vitest';
import { clock } from './clock.ts';

describe('clock', () => {
  it('shows minutes and seconds, and hours when there are some', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(245.7)).toBe('4:05');
    expect(clock(3729)).toBe('1:02:09');
    expect(clock(-3)).toBe('0:00');
  });
});
