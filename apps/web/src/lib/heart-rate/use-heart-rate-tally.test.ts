// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kcalPerMinute } from '@jetsweat/contract';
import type { HeartRateMeasurement } from './heart-rate-measurement.ts';
import { useHeartRateTally } from './use-heart-rate-tally.ts';

const person = { age: 40, weightLb: 160, gender: 'M' as const };
const reading = (bpm: number): HeartRateMeasurement => ({ bpm, contact: 'detected', rrMs: [] });

describe('useHeartRateTally', () => {
  it('counts time between readings while the workout runs, and nothing while it is paused', () => {
    let running = true;
    const { result } = renderHook(() => useHeartRateTally(person, () => running));
    expect(result.current.counting).toBe(false);
    expect(result.current.maxBpm).toBe(180);

    act(() => {
      for (let s = 0; s <= 60; s++) result.current.onMeasurement(reading(144), s * 1000);
    });
    // A minute at 144 bpm (80% of 180: zone 4), calories by Keytel's formula for that minute.
    expect(result.current.counting).toBe(true);
    expect(result.current.tally.zoneMinutes[4]).toBeCloseTo(1, 6);
    expect(result.current.tally.kcal).toBeCloseTo(kcalPerMinute(person, 144), 6);
    expect(result.current.tally.averageBpm).toBeCloseTo(144, 6);

    running = false;
    act(() => {
      for (let s = 61; s <= 120; s++) result.current.onMeasurement(reading(170), s * 1000);
    });
    // Paused: the first reading ends the counted time (one more second at 144), then none.
    expect(result.current.tally.zoneMinutes[4]).toBeCloseTo(61 / 60, 6);
    expect(result.current.tally.maxBpm).toBe(144);
    expect(result.current.samples()).toHaveLength(61);
  });

  it('does not count a reading without skin contact', () => {
    const { result } = renderHook(() => useHeartRateTally(person, () => true));
    act(() => {
      result.current.onMeasurement({ bpm: 120, contact: 'not-detected', rrMs: [] }, 0);
      result.current.onMeasurement({ bpm: 120, contact: 'not-detected', rrMs: [] }, 1000);
    });
    expect(result.current.counting).toBe(false);
    expect(result.current.samples()).toHaveLength(0);
  });
});
