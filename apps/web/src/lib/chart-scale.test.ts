import { describe, expect, it } from 'vitest';
import { calorieAxis, labelledBars } from './chart-scale.ts';

describe('the calorie axis', () => {
  it('rounds its top up to a step and labels each step from 0', () => {
    expect(calorieAxis(0)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(calorieAxis(312)).toEqual({ top: 400, ticks: [0, 100, 200, 300, 400] });
    expect(calorieAxis(1450)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });
});

describe('the time axis labels', () => {
  it('label at most four bars, evenly spaced, always the last', () => {
    expect([...labelledBars(30)].sort((a, b) => a - b)).toEqual([5, 13, 21, 29]);
    expect([...labelledBars(3)].sort((a, b) => a - b)).toEqual([0, 1, 2]);
  });
});
