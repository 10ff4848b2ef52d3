import { useCallback, useEffect, useState, type RefObject } from 'react';
import { readPreference, writePreference } from './caption-preference.ts';

/**
 * Captions on or off for the player's tracks, remembered for the next class: the button and the
 * "c" key both turn them.
 */
export function useCaptions(videoRef: RefObject<HTMLVideoElement | null>) {
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
  const toggle = useCallback(() => {
    setOn((was) => {
      writePreference(!was);
      return !was;
    });
  }, []);
  return { on, toggle };
}
