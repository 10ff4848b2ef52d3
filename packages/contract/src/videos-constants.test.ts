import { describe, expect, it } from 'vitest';
import { classTypes } from './studio-keys.ts';
import {
  bodyFocusGroups,
  bodyFocusOptions,
  classBodyFocuses,
  COMPLETED_SHARE,
  completedAfter,
  difficultyOptions,
  durationBucketOf,
  durationBuckets,
  equipmentHacks,
  equipmentLabel,
  equipmentOptions,
  heartRateFactor,
  muscleRegions,
  muscles,
  specialOptions,
} from './videos-constants.ts';

const minutes = (m: number) => m * 60;

describe('duration buckets', () => {
  it('are the five ranges of the specification, in order', () => {
    expect(durationBuckets.map((b) => b.label)).toEqual([
      'Up to 15 min',
      '15-30 min',
      '30-45 min',
      '45-60 min',
      'Over 60 min',
    ]);
  });

  it('put a class on a shared edge in the first bucket that matches', () => {
    expect(durationBucketOf(minutes(15)).key).toBe('upTo15');
    expect(durationBucketOf(minutes(30)).key).toBe('15to30');
    expect(durationBucketOf(minutes(45)).key).toBe('30to45');
    expect(durationBucketOf(minutes(60)).key).toBe('45to60');
  });

  it('place classes between the edges by their exact length, seconds included', () => {
    expect(durationBucketOf(minutes(5)).key).toBe('upTo15');
    expect(durationBucketOf(minutes(15) + 1).key).toBe('15to30');
    expect(durationBucketOf(minutes(30) + 30).key).toBe('30to45');
    expect(durationBucketOf(minutes(60) + 1).key).toBe('over60');
    expect(durationBucketOf(minutes(75)).key).toBe('over60');
    expect(durationBucketOf(0).key).toBe('upTo15');
  });
});

describe('equipment', () => {
  it('shows None as No Equipment and every other piece by its name', () => {
    expect(equipmentLabel('None')).toBe('No Equipment');
    expect(equipmentLabel('Dumbells')).toBe('Dumbells');
    expect(equipmentOptions.map(equipmentLabel).filter((l) => l === 'None')).toEqual([]);
  });

  it('offers the specification’s household stand-ins', () => {
    expect(equipmentHacks).toEqual({
      'Sliding Discs': 'small towels',
      Block: 'thick books',
      'Ballet Barre or Sturdy Chair': 'a sturdy chair',
    });
  });

  it('lists the 21 pieces of the specification, None first', () => {
    expect(equipmentOptions).toHaveLength(21);
    expect(equipmentOptions[0]).toBe('None');
    expect(equipmentOptions.at(-1)).toBe('Reformer');
  });
});

describe('the heart-rate factor', () => {
  it('is 0.1 before a video is known, 0.6 for a video without one, else the video’s own', () => {
    expect(heartRateFactor(undefined)).toBe(0.1);
    expect(heartRateFactor(null)).toBe(0.1);
    expect(heartRateFactor({ mhr: null })).toBe(0.6);
    expect(heartRateFactor({})).toBe(0.6);
    expect(heartRateFactor({ mhr: 0.75 })).toBe(0.75);
  });
});

describe('enumerations', () => {
  it('keep the specification’s lists and order', () => {
    expect(classTypes).toHaveLength(21);
    expect(difficultyOptions).toEqual(['Any', 'Intermediate', 'Beginner', 'Advanced']);
    expect(bodyFocusOptions).toEqual([
      'Any',
      'Upper Body',
      'Core',
      'Total Body',
      'Lower Body',
      'Mind',
    ]);
    expect(specialOptions).toEqual(['None', 'Postnatal', 'Prenatal', 'Low Impact']);
    expect(bodyFocusGroups).toEqual(['Upper Body', 'Lower Body', 'Core', 'Total Body']);
    expect(classBodyFocuses).toEqual(bodyFocusOptions.filter((f) => f !== 'Any'));
  });

  it('name 24 distinct muscles from Front Deltoids to Gastrocnemius, each in one region', () => {
    expect(new Set(muscles).size).toBe(24);
    expect(muscles[0]).toBe('Front Deltoids');
    expect(muscles.at(-1)).toBe('Gastrocnemius');
    const regions = Object.values(muscleRegions).flat();
    expect([...regions].sort()).toEqual([...muscles].sort());
  });
});

describe('completedAfter', () => {
  it('asks 80% of a class, in whole seconds', () => {
    expect(COMPLETED_SHARE).toBe(0.8);
    expect(completedAfter(75 * 60)).toBe(60 * 60);
    expect(completedAfter(101)).toBe(81);
  });
});
