import { useEffect, useState, type RefObject } from 'react';

/** Whether this browser lets the page put a video in picture-in-picture at all. */
export const pictureInPictureOffered = (video: HTMLVideoElement | null): boolean =>
  typeof document !== 'undefined' &&
  document.pictureInPictureEnabled === true &&
  typeof video?.requestPictureInPicture === 'function' &&
  !video.disablePictureInPicture;

/**
 * Picture-in-picture for the class's video (issue 56, item 3): `offered` only where the browser
 * has it (Firefox has its own overlay, not this API, and a browser or policy may turn it off);
 * `ready` once the video knows its picture (asking before fails); `active` follows the browser,
 * which can also close the window itself.
 */
export function usePictureInPicture(videoRef: RefObject<HTMLVideoElement | null>) {
  const [offered, setOffered] = useState(false);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setOffered(pictureInPictureOffered(video));
    const onMetadata = () => setReady(video.readyState >= HTMLMediaElement.HAVE_METADATA);
    const onEnter = () => setActive(true);
    const onLeave = () => setActive(false);
    onMetadata();
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('emptied', onMetadata);
    video.addEventListener('enterpictureinpicture', onEnter);
    video.addEventListener('leavepictureinpicture', onLeave);
    return () => {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('emptied', onMetadata);
      video.removeEventListener('enterpictureinpicture', onEnter);
      video.removeEventListener('leavepictureinpicture', onLeave);
    };
  }, [videoRef]);
  const toggle = async () => {
    const video = videoRef.current;
    if (!video) return;
    setProblem(null);
    try {
      if (document.pictureInPictureElement === video) await document.exitPictureInPicture();
      else await video.requestPictureInPicture();
    } catch {
      setProblem('Picture-in-picture could not start here. The class keeps playing on the page.');
    }
  };
  return { offered, ready, active, problem, toggle };
}
