import { useEffect, useState, type CSSProperties, type RefObject } from 'react';
import type { Chapter } from '@jetsweat/contract';
import { chapterAt, chapterSpans } from './chapter-spans.ts';
import { clock } from './clock.ts';

/** Where the video is, read as it plays: its position and length. */
function usePosition(videoRef: RefObject<HTMLVideoElement | null>, fallbackLength: number) {
  const [at, setAt] = useState({ seconds: 0, length: fallbackLength });
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const read = () =>
      setAt({
        seconds: video.currentTime,
        length:
          Number.isFinite(video.duration) && video.duration > 0 ? video.duration : fallbackLength,
      });
    read();
    for (const e of ['timeupdate', 'seeked', 'durationchange', 'loadedmetadata'])
      video.addEventListener(e, read);
    return () => {
      for (const e of ['timeupdate', 'seeked', 'durationchange', 'loadedmetadata'])
        video.removeEventListener(e, read);
    };
  }, [videoRef, fallbackLength]);
  return at;
}

/**
 * The class's chapters on a timeline under the video (issue 56, item 3): one button per chapter,
 * as wide as its share of the class on a wide screen and a list on a phone, the chapter playing
 * marked and filled as it goes. A button (click, Enter or Space) moves the class to its start.
 * Drawn only for a class whose studio gave chapters.
 */
export function ChapterTimeline({
  chapters,
  lengthSeconds,
  videoRef,
}: {
  chapters: Chapter[];
  /** The class's listed length, until the video knows its own. */
  lengthSeconds: number;
  videoRef: RefObject<HTMLVideoElement | null>;
}) {
  const at = usePosition(videoRef, lengthSeconds);
  if (chapters.length === 0) return null;
  const spans = chapterSpans(chapters, at.length);
  const current = chapterAt(chapters, at.seconds);
  const seek = (seconds: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = seconds;
  };
  return (
    <nav className="chapters" aria-label="Chapters">
      <ol className="chapters__list">
        {spans.map((c, i) => {
          const span = Math.max(1, c.endSeconds - c.startSeconds);
          const done = i < current ? 1 : i > current ? 0 : (at.seconds - c.startSeconds) / span;
          const style = {
            '--chapter-share': span,
            '--chapter-done': Math.min(1, Math.max(0, done)),
          } as CSSProperties;
          return (
            <li key={c.startSeconds} className="chapters__item" style={style}>
              <button
                type="button"
                className="chapters__button"
                aria-current={i === current ? 'true' : undefined}
                onClick={() => seek(c.startSeconds)}
              >
                <span className="chapters__fill" aria-hidden="true" />
                <span className="chapters__title">{c.title}</span>
                <span className="chapters__time">{clock(c.startSeconds)}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
