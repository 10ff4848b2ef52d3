import { describe, expect, it } from 'vitest';
import type { Video } from '@jetsweat/contract';
import { correctedSearch } from './search-correction.ts';

const best = {
  title: 'Sunrise Vinyasa Flow',
  instructor: 'Nadia Okafor',
  studioName: 'BK Pilates',
  classType: 'Yoga',
} as Video;

describe('correctedSearch', () => {
  it('names the words a typo was taken for', () => {
    expect(correctedSearch('vinyasha', best)).toBe('Vinyasa');
    expect(correctedSearch('sunrise vinyasha', best)).toBe('sunrise Vinyasa');
    expect(correctedSearch('Nadia Okafer', best)).toBe('Nadia Okafor');
  });

  it('says nothing when the words were found as typed, or when there is no result', () => {
    expect(correctedSearch('vinyasa flow', best)).toBeUndefined();
    expect(correctedSearch('bk pilates', best)).toBeUndefined();
    expect(correctedSearch('vinyasha', undefined)).toBeUndefined();
    expect(correctedSearch('  ', best)).toBeUndefined();
  });
});
