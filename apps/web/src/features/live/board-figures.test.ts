import { expect, it } from 'vitest';
import { emptyHeartRateTally, LIVE_BOARD_CALORIES_MAX } from '@jetsweat/contract';
import { boardFigures } from './board-figures.ts';

const MAX_BPM = 190;

it('reports the tally’s calories and zone points, and the zone and bpm of the latest reading', () => {
  const tally = {
    ...emptyHeartRateTally,
    kcal: 88.4,
    zonePoints: 21.5,
    last: { atMs: 1, bpm: 152.6 },
  };
  // 153 of 190 is 80.5%: zone 4.
  expect(boardFigures(tally, MAX_BPM)).toEqual({
    calories: 88.4,
    zonePoints: 21.5,
    zone: 4,
    bpm: 153,
  });
});

it('reports resting with no heart rate while the strap reads nothing', () => {
  expect(boardFigures({ ...emptyHeartRateTally, kcal: 10 }, MAX_BPM)).toEqual({
    calories: 10,
    zonePoints: 0,
    zone: 0,
  });
});

it('keeps the figures inside what the server accepts', () => {
  const tally = {
    ...emptyHeartRateTally,
    kcal: 9999,
    zonePoints: 5000,
    last: { atMs: 1, bpm: 20 },
  };
  const figures = boardFigures(tally, MAX_BPM);
  expect(figures.calories).toBe(LIVE_BOARD_CALORIES_MAX);
  expect(figures.zonePoints).toBe(2000);
  expect(figures).not.toHaveProperty('bpm');
});
