import type { RefObject } from 'react';
import { seekBy, SKIP_SECONDS } from './skip.ts';

/** "Back 10 s" on screen, "Back 10 seconds" to a screen reader: the name holds the words shown. */
function SkipLabel({ what }: { what: string }) {
  return (
    <>
      {what} {SKIP_SECONDS}
      <span className="visually-hidden"> seconds</span>
      <span aria-hidden="true"> s</span>
    </>
  );
}

/** Back and forward by SKIP_SECONDS: easier to hit than the timeline, on a phone above all. */
export function SkipButtons({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const skip = (seconds: number) => {
    if (videoRef.current) seekBy(videoRef.current, seconds);
  };
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => skip(-SKIP_SECONDS)}>
        <span aria-hidden="true">↺</span>
        <span>
          <SkipLabel what="Back" />
        </span>
      </button>
      <button type="button" className="btn btn--ghost" onClick={() => skip(SKIP_SECONDS)}>
        <span>
          <SkipLabel what="Forward" />
        </span>
        <span aria-hidden="true">↻</span>
      </button>
    </>
  );
}
