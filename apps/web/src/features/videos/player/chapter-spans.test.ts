import { expect, it } from 'vitest';
import { chapterAt, chapterSpans } from './chapter-spans.ts';

const chapters = [
  { title: 'Warm-up', startSeconds: 0 },
  { title: 'Main set', startSeconds: 300 },
  { title: 'Cool-down', startSeconds: 1500 },
];

it('runs each chapter to the next one’s start, the last to the class’s end', () => {
  expect(chapterSpans(chapters, 1800).map((c) => [c.startSeconds, c.endSeconds])).toEqual([
    [0, 300],
    [300, 1500],
    [1500, 1800],
  ]);
});

it('finds the chapter playing: the last started', () => {
  expect(chapterAt(chapters, 0)).toBe(0);
  expect(chapterAt(chapters, 299.9)).toBe(0);
  expect(chapterAt(chapters, 300)).toBe(1);
  expect(chapterAt(chapters, 1799)).toBe(2);
  expect(chapterAt([], 10)).toBe(-1);
});
