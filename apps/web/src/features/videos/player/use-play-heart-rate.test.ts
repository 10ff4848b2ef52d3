import { expect, it } from 'vitest';
import { PlayClock } from './use-play-heart-rate.ts';

it("runs the play's clock from its first reading, through pauses and seeks, and again for the next play", () => {
  let now = 5_000;
  const clock = new PlayClock(() => now);
  expect(clock.second()).toBe(0);
  now += 2_500;
  expect(clock.second()).toBe(2.5);
  // Paused for two minutes: the clock went on (the tally counts no reading across the gap).
  now += 120_000;
  expect(clock.second()).toBe(122.5);
  clock.restart();
  now += 1_000;
  expect(clock.second()).toBe(0);
});
