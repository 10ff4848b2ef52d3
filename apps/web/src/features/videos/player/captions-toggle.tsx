import { useEffect, useState, type RefObject } from 'react';
import { readPreference, writePreference } from './caption-preference.ts';

/**
 * Captions on or off, remembered for the next class. The browser's own menu can do the same; this
 * button is easy to find, reachable by keyboard, and says its state.
 */
export function CaptionsToggle({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const [on, setOn] = useState(readPreference);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const apply = () => {
      for (const track of Array.from(video.textTracks)) {
        if (track.kind === 'captions' || track.kind === 'subtitles')
          track.mode = on ? 'showing' : 'hidden';
      }
    };
    apply();
    video.textTracks.addEventListener('addtrack', apply);
    return () => video.textTracks.removeEventListener('addtrack', apply);
  }, [videoRef, on]);
  const toggle = () => {
    writePreference(!on);
    setOn(!on);
  };
  return (
    <button type="button" className="btn btn--ghost" aria-pressed={on} onClick={toggle}>
      <span aria-hidden="true">CC</span> Captions
    </button>
  );
}
