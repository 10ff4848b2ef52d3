import { useEffect, useRef, useState, type RefObject } from 'react';
import { playedSteps } from './played-steps.ts';
import { playReporter, type SendEvent } from './play-reporter.ts';
import { sendPlayerEvent, type AnalyticsAnswer } from '../api/analytics.ts';

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

/**
 * Sends a play's events; each answer tells `onWorkout` the workout the play became (80% watched),
 * or null before. An event that did not arrive answers null.
 */
const sendEvent =
  (videoId: number, who: RefObject<Who>, onWorkout: (id: number | null) => void): SendEvent =>
  (event, position, sessionId) =>
    sendPlayerEvent(videoId, event, position, who.current, sessionId).then(
      (answer) => {
        onWorkout(answer.workoutId ?? null);
        return answer;
      },
      () => null,
    );

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
  const [workoutId, setWorkoutId] = useState<number | null>(null);
  const whoRef = useRef(who);
  whoRef.current = who;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const steps = playedSteps(video.currentTime);
    const report = playReporter(video, sendEvent(videoId, whoRef, setWorkoutId));
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
    const onSeeking = () => {
      const from = steps.seekFrom(video.currentTime);
      if (!video.paused && !video.ended) report.seek(from);
    };
    const onSeeked = () => steps.landed(video.currentTime);
    const onPlay = () => void report.inOrder('play');
    const onPause = () => {
      if (!video.ended) void report.inOrder('pause');
    };
    const onEnded = () =>
      void report.inOrder('end').then((answer) => {
        report.newPlay();
        setWorkoutId(null);
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

  // workoutId: the workout the current play became (80% watched), null before; for its heart rate.
  return { watchedSeconds: watched, recorded, workoutId };
}
