import { describe, expect, it } from 'vitest';
import { playedSteps } from './played-steps.ts';

describe('playedSteps', () => {
  it('counts the small steps of a playing class, and nothing while paused', () => {
    const steps = playedSteps(0);
    expect(steps.tick(0.25, true)).toBeCloseTo(0.25);
    expect(steps.tick(0.5, true)).toBeCloseTo(0.25);
    expect(steps.tick(0.5, false)).toBe(0);
  });

  it('tells a seek from where the member was, announced in the usual order', () => {
    const steps = playedSteps(2.25);
    steps.tick(2.5, true);
    expect(steps.seekFrom(12.5)).toBe(2.5);
    steps.landed(12.5);
    expect(steps.tick(12.75, true)).toBeCloseTo(0.25);
  });

  it('tells a seek from where the member was when a late time update saw it land first', () => {
    const steps = playedSteps(2.25);
    steps.tick(2.5, true);
    // Forward 10 s: the time update reads the landing before 'seeking' is dispatched.
    expect(steps.tick(12.5, true)).toBeNull();
    expect(steps.seekFrom(12.5)).toBe(2.5);
    steps.landed(12.5);
    expect(steps.tick(12.75, true)).toBeCloseTo(0.25);
    // Back 10 s, seen the same way.
    expect(steps.tick(2.75, true)).toBeNull();
    expect(steps.seekFrom(2.75)).toBe(12.75);
  });

  it('forgets a jump no seek followed (the player stepping over a gap)', () => {
    const steps = playedSteps(4.75);
    steps.tick(5, true);
    expect(steps.tick(7.5, true)).toBeNull();
    expect(steps.tick(7.75, true)).toBeCloseTo(0.25);
    expect(steps.seekFrom(20)).toBe(7.75);
  });
});
