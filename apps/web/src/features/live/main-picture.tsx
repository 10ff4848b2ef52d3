import { useEffect, useRef, useState } from 'react';

/**
 * The instructor's picture and sound. A browser may refuse to start sound without a click on
 * the page: then the picture plays muted and a button turns the sound on.
 */
export function MainPicture({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.srcObject = stream;
    video.muted = false;
    video.play().catch(() => {
      video.muted = true;
      setMuted(true);
      void video.play().catch(() => undefined);
    });
  }, [stream]);
  const unmute = () => {
    if (!ref.current) return;
    ref.current.muted = false;
    setMuted(false);
  };
  return (
    <>
      <video
        ref={ref}
        className="live-room__main"
        autoPlay
        playsInline
        aria-label="The instructor"
      />
      {muted ? (
        <button type="button" className="btn live-room__unmute" onClick={unmute}>
          Turn sound on
        </button>
      ) : null}
    </>
  );
}
