import { describe, expect, it } from 'vitest';
import { playLabel } from './play-label.ts';

describe('playLabel', () => {
  it('says a completed play is finished', () => {
    expect(playLabel({ completed: true, watchedSeconds: 3600 })).toBe('Finished');
  });

  it('says how many whole minutes a shorter play watched', () => {
    expect(playLabel({ completed: false, watchedSeconds: 12 * 60 + 40 })).toBe('Started, 12 min');
    expect(playLabel({ completed: false, watchedSeconds: 3 })).toBe('Started, under 1 min');
  });
});
