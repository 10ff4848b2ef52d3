import { useEffect, useRef, useState, type RefObject } from 'react';
import { newPlayId } from './play-id.ts';
import { sendPlayerEvent, type AnalyticsAnswer, type PlayerEvent } from '../api/analytics.ts';

/** How often the position is saved while a class plays. */
export const PROGRESS_EVERY_SECONDS = 15;
/** A jump larger than this between two time updates is a seek, not time watched. */
const MAX_TICK_SECONDS = 2;

interface Who {
  email?: string;
  userId?: number;
}

/**
 * Reports the player's events to the server (play, pause, end, and the position every 15 s while
 * playing, so another device can resume there) and counts the seconds actually watched, which
 * the calorie count uses: seeking forward is not exercise. The last position also leaves when
 * the page closes or the member navigates away mid-class: every event is sent with `keepalive`,
 * because the browser pauses the video as the page unloads, before 'pagehide', and an ordinary
 * request made then is cancelled.
 */
export function useWatchReporting(
  videoRef: RefObject<HTMLVideoElement | null>,
  videoId: number,
  who: Who,
) {
  const [watched, setWatched] = useState(0);
  const [recorded, setRecorded] = useState<AnalyticsAnswer | null>(null);
  const whoRef = useRef(who);
  whoRef.current = who;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let lastTime = video.currentTime;
    let lastSent = -Infinity;
    // One play of the class: every event carries it, so the server records one workout however
    // often the member pauses. A new one starts when the class is played again after its end.
    let sessionId = newPlayId();
    const send = (event: PlayerEvent) => {
      lastSent = video.currentTime;
      const who = whoRef.current;
      return sendPlayerEvent(videoId, event, video.currentTime, who, sessionId).catch(() => null);
    };
    const onTime = () => {
      const step = video.currentTime - lastTime;
      lastTime = video.currentTime;
      if (!video.paused && step > 0 && step < MAX_TICK_SECONDS) setWatched((w) => w + step);
      if (!video.paused && Math.abs(video.currentTime - lastSent) >= PROGRESS_EVERY_SECONDS)
        void send('progress');
    };
    const onSeeked = () => (lastTime = video.currentTime);
    const onPlay = () => void send('play');
    const onPause = () => {
      if (!video.ended) void send('pause');
    };
    const onEnded = () =>
      void send('end').then((answer) => {
        sessionId = newPlayId();
        if (answer) setRecorded(answer);
      });
    const onLeave = () => {
      if (!video.paused && !video.ended) void send('pause');
    };
    const listeners: [string, () => void][] = [
      ['timeupdate', onTime],
      ['seeked', onSeeked],
      ['play', onPlay],
      ['pause', onPause],
      ['ended', onEnded],
    ];
    for (const [name, fn] of listeners) video.addEventListener(name, fn);
    window.addEventListener('pagehide', onLeave);
    return () => {
      onLeave();
      for (const [name, fn] of listeners) video.removeEventListener(name, fn);
      window.removeEventListener('pagehide', onLeave);
    };
  }, [videoRef, videoId]);

  return { watchedSeconds: watched, recorded };
}
