import { describe, expect, it } from 'vitest';
import { facingIndex, rotationToFace, stepRotation, swipeDirection } from './carousel-rotation.ts';

describe('brand carousel rotation', () => {
  it('turns 60 degrees a step and wraps round six brands', () => {
    let r = 0;
    const seen: number[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(facingIndex(r, 6));
      r = stepRotation(r, 1);
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 0]);
    expect(stepRotation(0, 1)).toBe(-60);
    expect(stepRotation(0, -1)).toBe(60);
    expect(facingIndex(60, 6)).toBe(5);
  });

  it('jumps to a clicked brand the short way round', () => {
    expect(rotationToFace(0, 2, 6)).toBe(-120);
    expect(rotationToFace(0, 5, 6)).toBe(60);
    expect(facingIndex(rotationToFace(-300, 1, 6), 6)).toBe(1);
    expect(rotationToFace(-300, 1, 6)).toBe(-420);
  });

  it('counts a swipe only past 50 px: right goes back, left goes forward', () => {
    expect(swipeDirection(51)).toBe(-1);
    expect(swipeDirection(-51)).toBe(1);
    expect(swipeDirection(50)).toBe(0);
    expect(swipeDirection(-50)).toBe(0);
  });
});
