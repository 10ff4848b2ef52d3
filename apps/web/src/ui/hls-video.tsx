import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type VideoHTMLAttributes,
} from 'react';
import type HlsPlayer from 'hls.js/light';

/** The stream's renditions as hls.js plays them, and a way to choose one. */
export interface StreamQuality {
  /** Each rendition's height in lines, in hls.js's order (smallest first for our masters). */
  heights: number[];
  /** The rendition the member chose, or -1 when hls.js chooses by the network (Auto). */
  chosen: number;
  /** The rendition playing now, or -1 before the first is loaded. */
  playing: number;
  choose(level: number): void;
}

export interface HlsVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  /** An HLS playlist (.m3u8). */
  src: string;
  /**
   * For a stream whose signed links are renewed while it plays: where each playlist or segment
   * request really goes. hls.js is then used wherever it runs, since the browser's own player
   * cannot be told; where only that one can play, a failed load is started again from the new
   * link at the same point.
   */
  requestUrl?: (url: string) => Promise<string>;
  /**
   * Told the renditions once hls.js has read the master, and again at each switch; never called
   * where the browser plays the stream itself (it chooses alone there).
   */
  onQuality?: (quality: StreamQuality) => void;
}

/** hls.js, fetched once: a page that will play a stream asks early, beside its own data. */
let hlsModule: Promise<typeof import('hls.js/light')> | undefined;
export const loadHls = () => (hlsModule ??= import('hls.js/light'));

/** HTMLMediaElement.HAVE_NOTHING: nothing of the stream known yet. */
const HAVE_NOTHING = 0;

/**
 * A press on the video before it knows anything of its stream (hls.js not loaded yet, or its
 * first segment not in) is ignored by Chromium's own controls: the press is kept, and the video
 * plays as soon as it can. Without this, the member who presses at once sees nothing happen.
 */
export function playOnEarlyPress(video: HTMLVideoElement) {
  let pressed = false;
  const onClick = () => {
    if (video.readyState === HAVE_NOTHING && video.paused) pressed = true;
  };
  const onMetadata = () => {
    if (pressed && video.paused) video.play().catch(() => undefined);
    pressed = false;
  };
  video.addEventListener('click', onClick);
  video.addEventListener('loadedmetadata', onMetadata);
  return () => {
    video.removeEventListener('click', onClick);
    video.removeEventListener('loadedmetadata', onMetadata);
  };
}

/** True when the browser plays HLS itself (Safari, iOS, recent Chrome). */
export const playsHlsNatively = (video: HTMLVideoElement) =>
  video.canPlayType('application/vnd.apple.mpegurl') !== '';

/** The browser's own player after its link expired: the same point, through a fresh link. */
async function reloadNatively(
  video: HTMLVideoElement,
  src: string,
  requestUrl: ((url: string) => Promise<string>) | undefined,
) {
  if (!requestUrl) return;
  const at = video.currentTime;
  const playing = !video.paused;
  const next = await requestUrl(new URL(src, location.href).href);
  // No fresh link (logged out, or the plan ended): the player stays stopped.
  if (next === video.src) return;
  video.src = next;
  video.addEventListener(
    'loadedmetadata',
    () => {
      video.currentTime = at;
      if (playing) video.play().catch(() => undefined);
    },
    { once: true },
  );
}

/** Tells the player the stream's renditions once hls.js has read the master, and at each switch. */
function tellQuality(
  Hls: typeof HlsPlayer,
  hls: HlsPlayer,
  listener: () => ((quality: StreamQuality) => void) | undefined,
) {
  const tell = () =>
    listener()?.({
      heights: hls.levels.map((l) => l.height),
      chosen: hls.manualLevel,
      playing: hls.currentLevel,
      choose: (level) => {
        // Now, not at the next segment: the member sees the change they asked for.
        hls.currentLevel = level;
        tell();
      },
    });
  hls.on(Hls.Events.MANIFEST_PARSED, tell);
  hls.on(Hls.Events.LEVEL_SWITCHED, tell);
}

/** Plays `src` in `video` through hls.js; `onReady` runs once the master is read. */
function playWithHls(
  Hls: typeof HlsPlayer,
  video: HTMLVideoElement,
  src: string,
  opts: {
    renewed: boolean;
    requestUrl: () => ((url: string) => Promise<string>) | undefined;
    onQuality: () => ((quality: StreamQuality) => void) | undefined;
    onReady: () => void;
  },
) {
  const { renewed } = opts;
  // No worker: our Content-Security-Policy allows scripts from our own origin only.
  const hls = new Hls({
    enableWorker: false,
    capLevelToPlayerSize: true,
    // A renewed stream is fetched at most 30 s ahead (hls.js would take a small one whole):
    // enough to ride out a slow network, and not a whole class through one short-lived link.
    ...(renewed ? { maxBufferLength: 30, maxMaxBufferLength: 30 } : {}),
    // hls.js waits for this before each request: the newest signed link for the same file.
    xhrSetup: async (xhr, url) => {
      const to = opts.requestUrl();
      if (to) xhr.open('GET', await to(url), true);
    },
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  hls.on(Hls.Events.MANIFEST_PARSED, opts.onReady);
  tellQuality(Hls, hls, opts.onQuality);
  return hls;
}

/**
 * A <video> for an HLS stream: played natively where the browser can, otherwise through hls.js,
 * which is downloaded only then (it is large, and most visitors never need it).
 */
export const HlsVideo = forwardRef<HTMLVideoElement, HlsVideoProps>(function HlsVideo(
  { src, autoPlay, muted, requestUrl, onQuality, ...props },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useImperativeHandle(ref, () => videoRef.current!, []);
  // Read at each request, so a new function does not restart the stream.
  const requestUrlRef = useRef(requestUrl);
  requestUrlRef.current = requestUrl;
  const onQualityRef = useRef(onQuality);
  onQualityRef.current = onQuality;
  const renewed = requestUrl !== undefined;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only after mount; autoplay rules read it before play.
    video.muted = Boolean(muted);
    const start = () => {
      if (autoPlay) video.play().catch(() => undefined);
    };
    const stopEarlyPress = playOnEarlyPress(video);
    const playNatively = () => {
      video.src = src;
      start();
      const reload = () => void reloadNatively(video, src, requestUrlRef.current);
      if (renewed) video.addEventListener('error', reload);
      return () => {
        stopEarlyPress();
        video.removeEventListener('error', reload);
        video.removeAttribute('src');
        video.load();
      };
    };
    if (!renewed && playsHlsNatively(video)) return playNatively();
    let cancelled = false;
    let destroy: (() => void) | undefined;
    void loadHls().then(({ default: Hls }) => {
      if (cancelled) return;
      if (!Hls.isSupported()) {
        destroy = playNatively();
        return;
      }
      const hls = playWithHls(Hls, video, src, {
        renewed,
        requestUrl: () => requestUrlRef.current,
        onQuality: () => onQualityRef.current,
        onReady: start,
      });
      destroy = () => hls.destroy();
    });
    return () => {
      cancelled = true;
      stopEarlyPress();
      destroy?.();
    };
  }, [src, autoPlay, muted, renewed]);

  return <video ref={videoRef} muted={muted} autoPlay={autoPlay} playsInline {...props} />;
});
