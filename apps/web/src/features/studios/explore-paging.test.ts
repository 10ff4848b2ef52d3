import { describe, expect, it } from 'vitest';
import { lastStart, nextStart, previousStart, startShowing } from './explore-paging.ts';

describe('explore carousel paging', () => {
  it('moves six at a time and stops at the end with a full last page', () => {
    expect(nextStart(0, 20, 6)).toBe(6);
    expect(nextStart(6, 20, 6)).toBe(12);
    expect(nextStart(12, 20, 6)).toBe(14);
    expect(nextStart(14, 20, 6)).toBe(14);
    expect(lastStart(20, 6)).toBe(14);
  });

  it('moves back six at a time and stops at the start', () => {
    expect(previousStart(14, 6)).toBe(8);
    expect(previousStart(4, 6)).toBe(0);
    expect(previousStart(0, 6)).toBe(0);
  });

  it('never pages when everything fits', () => {
    expect(nextStart(0, 5, 6)).toBe(0);
    expect(lastStart(5, 6)).toBe(0);
  });

  it('brings a chosen item into view', () => {
    expect(startShowing(3, 0, 20, 6)).toBe(0);
    expect(startShowing(9, 0, 20, 6)).toBe(4);
    expect(startShowing(2, 12, 20, 6)).toBe(2);
    expect(startShowing(19, 0, 20, 6)).toBe(14);
  });
});
