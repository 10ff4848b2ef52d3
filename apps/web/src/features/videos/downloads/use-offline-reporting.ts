import { useEffect, type RefObject } from 'react';
import { PROGRESS_EVERY_SECONDS } from '../player/use-watch-reporting.ts';
import { playReporter } from '../player/play-reporter.ts';
import { queueEvent, sendQueuedEvents } from './offline-events.ts';

/**
 * A downloaded class's player events (play, pause, end, and the position every 15 s), queued in
 * order with the time each happened (offline-events.ts) and sent at once when online, else when
 * the browser is online again.
 */
export function useOfflineReporting(
  videoRef: RefObject<HTMLVideoElement | null>,
  videoId: number,
  who: { email?: string; userId?: number },
) {
  const { email, userId } = who;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const report = playReporter(video, (event, position, sessionId) => {
      const at = new Date().toISOString();
      queueEvent({ videoId, event, position, sessionId, who: { email, userId }, at });
      void sendQueuedEvents();
      return Promise.resolve(null);
    });
    const on: Record<string, () => void> = {
      play: () => void report.inOrder('play'),
      pause: () => {
        if (!video.ended) void report.inOrder('pause');
      },
      // A new play only once the end is queued: it leaves after the events before it, and
      // would otherwise carry the next play's id and open a play of its own on the server.
      ended: () => void report.inOrder('end').then(() => report.newPlay()),
      timeupdate: () => {
        if (
          !video.paused &&
          !video.seeking &&
          Math.abs(video.currentTime - report.lastSent) >= PROGRESS_EVERY_SECONDS
        )
          void report.inOrder('progress');
      },
    };
    for (const [name, fn] of Object.entries(on)) video.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of Object.entries(on)) video.removeEventListener(name, fn);
    };
  }, [videoRef, videoId, email, userId]);
}
