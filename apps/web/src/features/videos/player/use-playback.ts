import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the class has started playing (once) and whether it is at its end now: the resume note
 * goes once it plays, "Up next" shows at the end and goes when it plays again or is sought back.
 */
export function usePlayback(videoRef: RefObject<HTMLVideoElement | null>) {
  const [started, setStarted] = useState(false);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const onPlaying = () => {
      setStarted(true);
      setEnded(false);
    };
    const onEnded = () => setEnded(true);
    const onSeeking = () => setEnded(video.ended);
    video.addEventListener('playing', onPlaying);
    video.addEventListener('ended', onEnded);
    video.addEventListener('seeking', onSeeking);
    return () => {
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('seeking', onSeeking);
    };
  }, [videoRef]);
  return { started, ended };
}
