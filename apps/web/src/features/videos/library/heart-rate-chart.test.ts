import { expect, it } from 'vitest';
import { bpmAxis, heartRatePath } from './heart-rate-chart.tsx';

it('rounds the bpm axis out to steps of 20 around the readings', () => {
  expect(bpmAxis([98, 171])).toEqual({
    bottom: 80,
    top: 180,
    ticks: [80, 100, 120, 140, 160, 180],
  });
  // A flat line still gets one step of height.
  expect(bpmAxis([120, 120])).toEqual({ bottom: 120, top: 140, ticks: [120, 140] });
});

it('breaks the line where no heart rate was read', () => {
  const x = (i: number) => i * 10;
  const y = (bpm: number) => 200 - bpm;
  expect(heartRatePath([100, 110, 0, 120, 0], x, y)).toBe('M0.0 100.0L10.0 90.0M30.0 80.0');
  expect(heartRatePath([0, 0], x, y)).toBe('');
});
