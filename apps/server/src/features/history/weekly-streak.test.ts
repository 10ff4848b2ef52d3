import { describe, expect, it } from 'vitest';
import { weeklyStreak, weekStartOf } from './weekly-streak.ts';

describe('weekStartOf: weeks run Monday to Sunday', () => {
  it.each([
    ['2026-11-23', '2026-11-23'], // a Monday is its own week's start
    ['2026-11-29', '2026-11-23'], // Sunday is the week's last day
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'], // across the new year
    ['2026-03-08', '2026-03-02'], // the day the clocks go forward
    ['2026-11-01', '2026-10-26'], // the day they go back
  ])('%s is in the week of %s', (day, monday) => {
    expect(weekStartOf(day)).toBe(monday);
  });
});

describe('weeklyStreak: consecutive weeks with a completed class', () => {
  // Thursday 26 November 2026: this week began Monday 23 November.
  const today = '2026-11-26';

  it('counts back from this week while it has a class', () => {
    expect(weeklyStreak(['2026-11-23', '2026-11-16', '2026-11-09'], today)).toBe(3);
  });

  it('does not break on a week in progress: without a class yet it counts from last week', () => {
    expect(weeklyStreak(['2026-11-16', '2026-11-09'], today)).toBe(2);
  });

  it('stops at the first week without a class', () => {
    expect(weeklyStreak(['2026-11-23', '2026-11-09', '2026-11-02'], today)).toBe(1);
  });

  it('is 0 when neither this week nor last week had a class', () => {
    expect(weeklyStreak(['2026-11-09', '2026-11-02'], today)).toBe(0);
    expect(weeklyStreak([], today)).toBe(0);
  });

  it('counts across a new year, in any order', () => {
    expect(weeklyStreak(['2026-12-21', '2027-01-04', '2026-12-28'], '2027-01-10')).toBe(3);
  });
});
