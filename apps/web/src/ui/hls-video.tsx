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
  /**
   * Told when hls.js gives the stream up (a fatal error), with the HTTP status that stopped it
   * when there was one: 503 while a demo class's video is still being made on this machine.
   */
  onFailed?: (status: number | undefined) => void;
}

/** hls.js, fetched once: a page that will play a stream asks early, beside its own data. */
let hlsModule: Promise<typeof import('hls.js/light')> | undefined;
export const loadHls = () => (hlsModule ??= import('hls.js/light'));

/** HTMLMediaElement.HAVE_NOTHING: nothing of the stream known yet. */
const HAVE_NOTHING = 0;
/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to show. */
const HAVE_CURRENT_DATA = 2;
/**
 * How long Chromium's controls take to answer a click on the video: they wait about 300 ms to
 * see whether a double click (full screen) follows. A press not answered by then was ignored.
 */
export const PRESS_ANSWERED_WITHIN_MS = 500;

/**
 * A press on the video before it can show a frame may be ignored by Chromium's own controls, and
 * the member who presses at once sees nothing happen. Before the stream is known at all (hls.js
 * not loaded yet, or the master not read) the controls always ignore it: the press is kept and
 * the video plays as soon as its stream is known. Once only the stream's outline is known (no
 * frame yet), the controls start it after their double-click wait, but not always (1 to 3 presses
 * in 20 in scripts/bench/player.mjs): if no 'play' has come by then, the video is played here.
 * A double click (the controls' full screen) is not a press to play.
 */
export function playOnEarlyPress(video: HTMLVideoElement) {
  let pressed = false;
  let unanswered: ReturnType<typeof setTimeout> | undefined;
  const playIfPaused = () => {
    if (video.paused) video.play().catch(() => undefined);
  };
  const onClick = () => {
    if (!video.paused || video.readyState >= HAVE_CURRENT_DATA) return;
    if (video.readyState === HAVE_NOTHING) pressed = true;
    else {
      clearTimeout(unanswered);
      unanswered = setTimeout(playIfPaused, PRESS_ANSWERED_WITHIN_MS);
    }
  };
  const forget = () => {
    pressed = false;
    clearTimeout(unanswered);
  };
  const onMetadata = () => {
    if (pressed) playIfPaused();
    pressed = false;
  };
  video.addEventListener('click', onClick);
  video.addEventListener('play', forget);
  video.addEventListener('dblclick', forget);
  video.addEventListener('loadedmetadata', onMetadata);
  return () => {
    forget();
    video.removeEventListener('click', onClick);
    video.removeEventListener('play', forget);
    video.removeEventListener('dblclick', forget);
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
    onFailed: () => ((status: number | undefined) => void) | undefined;
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
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) opts.onFailed()?.(data.response?.code);
  });
  tellQuality(Hls, hls, opts.onQuality);
  return hls;
}

/**
 * A <video> for an HLS stream: played natively where the browser can, otherwise through hls.js,
 * which is downloaded only then (it is large, and most visitors never need it).
 */
export const HlsVideo = forwardRef<HTMLVideoElement, HlsVideoProps>(function HlsVideo(
  { src, autoPlay, muted, requestUrl, onQuality, onFailed, ...props },
  ref,
) {
  const videoRef = useRef<HTMLVideoElement>(null);
  useImperativeHandle(ref, () => videoRef.current!, []);
  // Read at each request, so a new function does not restart the stream.
  const requestUrlRef = useRef(requestUrl);
  requestUrlRef.current = requestUrl;
  const onQualityRef = useRef(onQuality);
  onQualityRef.current = onQuality;
  const onFailedRef = useRef(onFailed);
  onFailedRef.current = onFailed;
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
        onFailed: () => onFailedRef.current,
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
