import type { RefObject } from 'react';
import { usePictureInPicture } from './use-picture-in-picture.ts';
import { useRemotePlayback } from './use-remote-playback.ts';

/**
 * Picture-in-picture and Play on TV (issue 56, item 3), each only where the browser offers it:
 * a browser without picture-in-picture shows no button for it, and Play on TV shows only while a
 * TV (AirPlay, Cast) is there to take this class. Picture-in-picture waits for the video's
 * picture, as the browser does.
 */
export function WatchElsewhere({ videoRef }: { videoRef: RefObject<HTMLVideoElement | null> }) {
  const pip = usePictureInPicture(videoRef);
  const tv = useRemotePlayback(videoRef);
  return (
    <>
      {pip.offered && (
        <button
          type="button"
          className="btn btn--ghost"
          aria-pressed={pip.active}
          disabled={!pip.ready}
          onClick={() => void pip.toggle()}
        >
          <span aria-hidden="true">⧉</span> Picture in picture
        </button>
      )}
      {tv.available && (
        <button type="button" className="btn btn--ghost" onClick={tv.choose}>
          <span aria-hidden="true">▭</span> Play on TV
        </button>
      )}
      {pip.problem && (
        <p className="player__failed" role="alert">
          {pip.problem}
        </p>
      )}
    </>
  );
}
