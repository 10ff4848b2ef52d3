import type { Chapter } from '@jetsweat/contract';

export interface ChapterSpan extends Chapter {
  /** Where the next chapter starts, or the class's end. */
  endSeconds: number;
}

/** The chapters with their ends: each runs to the next one's start, the last to the class's end. */
export function chapterSpans(chapters: readonly Chapter[], lengthSeconds: number): ChapterSpan[] {
  return chapters.map((c, i) => ({
    ...c,
    endSeconds: Math.max(c.startSeconds, chapters[i + 1]?.startSeconds ?? lengthSeconds),
  }));
}

/** The chapter playing at `seconds`: the last that has started; -1 with no chapters. */
export function chapterAt(chapters: readonly Chapter[], seconds: number): number {
  let at = -1;
  chapters.forEach((c, i) => {
    if (c.startSeconds <= seconds) at = i;
  });
  return at;
}
