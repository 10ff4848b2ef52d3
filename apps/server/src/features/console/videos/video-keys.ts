/** The job queue that transcodes a console upload into the HLS ladder (video-transcode-job.ts). */
export const CONSOLE_VIDEO_QUEUE = 'console-video-transcode';

/** Files the transcode of one upload; the queue keeps one at a time for it. */
export const consoleVideoJob = (consoleVideoId: number) => ({
  name: CONSOLE_VIDEO_QUEUE,
  data: { consoleVideoId },
  options: { singletonKey: `console-video-${consoleVideoId}` },
});

/**
 * A published class's publication date when the studio unpublishes it: the library lists only
 * classes published by now (published_at <= now), so this hides it everywhere without a second
 * rule, and keeps the members' favourites and history of it.
 */
export const UNPUBLISHED_AT = new Date('9999-12-31T00:00:00Z');
