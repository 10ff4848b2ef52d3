import { newPlayId } from './play-id.ts';
import type { AnalyticsAnswer, PlayerEvent } from '../api/analytics.ts';

/** What the reporter reads of the player. */
export type PlayerState = Pick<HTMLVideoElement, 'currentTime' | 'paused' | 'ended'>;

/** Sends one event of a play: the answer, or null when it did not arrive. */
export type SendEvent = (
  event: PlayerEvent,
  position: number,
  sessionId: string,
) => Promise<AnalyticsAnswer | null>;

/** A play's events to the server: one at a time and in order, or at once as the page goes. */
export function playReporter(video: PlayerState, send: SendEvent) {
  // One play of the class: every event carries it, so the server records one workout however
  // often the member pauses. A new one starts when the class is played again after its end.
  let sessionId = newPlayId();
  // A seek's pause and play must reach the server as they were sent.
  let queue: Promise<unknown> = Promise.resolve();
  // The last event queued and the position it reports.
  let lastQueued: { event: PlayerEvent; at: number } | null = null;
  const reporter = {
    /** The position the last event was sent from: progress follows every 15 s from it. */
    lastSent: -Infinity,
    now: (event: PlayerEvent, position = video.currentTime) => send(event, position, sessionId),
    /**
     * Queues an event behind those not yet answered. Its position is taken now, not when it
     * leaves: by then the member may have jumped, and the event would say they played from
     * where the jump took them.
     */
    inOrder(event: PlayerEvent, position = video.currentTime) {
      reporter.lastSent = position;
      lastQueued = { event, at: position };
      const sent = queue.then(() => reporter.now(event, position));
      queue = sent;
      return sent;
    },
    /**
     * A seek while playing (skip buttons, arrow keys, the timeline), told as a pause where the
     * member was and a play where they landed: the server counts time watched only from a play
     * or progress event, so none of the jump counts. A play queued after this seek began (an
     * earlier seek's, its pause answered only now) already reports the seek's target: a pause
     * from before the jump after it would have the server count a jump back as watched.
     */
    seek(from: number) {
      const target = video.currentTime;
      if (lastQueued?.event === 'play' && lastQueued.at === target) return;
      void reporter.inOrder('pause', from);
      reporter.lastSent = target;
      void queue.then(() => {
        if (!video.paused && !video.ended) return reporter.inOrder('play');
      });
    },
    newPlay: () => (sessionId = newPlayId()),
  };
  return reporter;
}
