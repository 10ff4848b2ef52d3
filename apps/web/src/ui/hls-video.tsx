import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type VideoHTMLAttributes,
} from 'react';

export interface HlsVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  /** An HLS playlist (.m3u8). */
  src: string;
}

/** True when the browser plays HLS itself (Safari, iOS, recent Chrome). */
export const playsHlsNatively = (video: HTMLVideoElement) =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '';

/**
 * A <video> for an HLS stream: played natively where the browser can, otherwise through hls.js,
 * which is downloaded only then (it is large, and most visitors never need it).
 */
export const HlsVideo = forwardRef<HTMLVideoElement, HlsVideoProps>(function HlsVideo(
  { src, autoPlay, muted, ...props },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useImperativeHandle(ref, () => videoRef.current!, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only after mount; autoplay rules read it before play.
    video.muted = Boolean(muted);
    const start = () => {
      if (autoPlay) video.play().catch(() => undefined);
    };
    if (playsHlsNatively(video)) {
      video.src = src;
      start();
      return () => {
        video.removeAttribute('src');
        video.load();
      };
    }
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void import('hls.js/light').then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        video.src = src;
        start();
        return;
      }
      // No worker: our Content-Security-Policy allows scripts from our own origin only.
      const hls = new Hls({ enableWorker: false, capLevelToPlayerSize: true });
      hls.loadSource(src);
      hls.attachMedia(video);
      hls.on(Hls.Events.MANIFEST_PARSED, start);
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src, autoPlay, muted]);

  return <video ref={videoRef} muted={muted} autoPlay={autoPlay} playsInline {...props} />;
});
