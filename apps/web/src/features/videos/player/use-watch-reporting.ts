import { useEffect, useRef, useState, type RefObject } from 'react';
import { newPlayId } from './play-id.ts';
import { playedSteps } from './played-steps.ts';
import { sendPlayerEvent, type AnalyticsAnswer, type PlayerEvent } from '../api/analytics.ts';

/** How often the position is saved while a class plays. */
export const PROGRESS_EVERY_SECONDS = 15;

interface Who {
  email?: string;
  userId?: number;
}

/** Adds the listeners, and `onLeave` for the page going: answers what takes them all away. */
function listen(video: HTMLVideoElement, on: Record<string, () => void>, onLeave: () => void) {
  const listeners = Object.entries(on);
  for (const [name, fn] of listeners) video.addEventListener(name, fn);
  window.addEventListener('pagehide', onLeave);
  return () => {
    onLeave();
    for (const [name, fn] of listeners) video.removeEventListener(name, fn);
    window.removeEventListener('pagehide', onLeave);
  };
}

/** A play's events to the server: one at a time and in order, or at once as the page goes. */
function playReporter(video: HTMLVideoElement, videoId: number, whoRef: RefObject<Who>) {
  // One play of the class: every event carries it, so the server records one workout however
  // often the member pauses. A new one starts when the class is played again after its end.
  let sessionId = newPlayId();
  // A seek's pause and play must reach the server as they were sent.
  let queue: Promise<unknown> = Promise.resolve();
  const reporter = {
    /** The position the last event was sent from: progress follows every 15 s from it. */
    lastSent: -Infinity,
    now: (event: PlayerEvent, position = video.currentTime) =>
      sendPlayerEvent(videoId, event, position, whoRef.current, sessionId).catch(() => null),
    inOrder(event: PlayerEvent, position?: number) {
      reporter.lastSent = position ?? video.currentTime;
      const sent = queue.then(() => reporter.now(event, position));
      queue = sent;
      return sent;
    },
    afterQueued: (then: () => unknown) => void queue.then(then),
    newPlay: () => (sessionId = newPlayId()),
  };
  return reporter;
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
    const steps = playedSteps(video.currentTime);
    const report = playReporter(video, videoId, whoRef);
    const onTime = () => {
      // A time update queued just before a seek is dispatched after it, reading the new position
      // while 'seeking' is still to come: taken as played, or sent as progress, it would make the
      // server count part of the jump as watched.
      if (video.seeking) return;
      const step = steps.tick(video.currentTime, !video.paused);
      if (step === null) return;
      if (step > 0) setWatched((w) => w + step);
      if (!video.paused && Math.abs(video.currentTime - report.lastSent) >= PROGRESS_EVERY_SECONDS)
        void report.inOrder('progress');
    };
    // A seek while playing (skip buttons, arrow keys, the timeline) is told as a pause where the
    // member was and a play where they landed: the server counts time watched only from a play
    // or progress event, so none of the jump counts, however short it is.
    const onSeeking = () => {
      const from = steps.seekFrom(video.currentTime);
      if (video.paused || video.ended) return;
      void report.inOrder('pause', from);
      report.lastSent = video.currentTime;
      report.afterQueued(() => {
        if (!video.paused && !video.ended) return report.inOrder('play');
      });
    };
    const onSeeked = () => steps.landed(video.currentTime);
    const onPlay = () => void report.inOrder('play');
    const onPause = () => {
      if (!video.ended) void report.inOrder('pause');
    };
    const onEnded = () =>
      void report.inOrder('end').then((answer) => {
        report.newPlay();
        if (answer) setRecorded(answer);
      });
    // The page is going: sent at once, since a queued request would never leave.
    const onLeave = () => {
      if (!video.paused && !video.ended) void report.now('pause');
    };
    return listen(
      video,
      {
        timeupdate: onTime,
        seeking: onSeeking,
        seeked: onSeeked,
        play: onPlay,
        pause: onPause,
        ended: onEnded,
      },
      onLeave,
    );
  }, [videoRef, videoId]);

  return { watchedSeconds: watched, recorded };
}
