/** The job queue that transcodes a console upload into the HLS ladder (video-transcode-job.ts). */
export const CONSOLE_VIDEO_QUEUE = 'console-video-transcode';

/** The key of an upload's transcode jobs: the queue keeps one at a time for it. */
export const consoleVideoJobKey = (consoleVideoId: number) => `console-video-${consoleVideoId}`;

/**
 * How the queue runs a transcode (also on the job, so a queue made before these settings runs them
 * too). A transcode ends in the upload's state either way (video-transcode-job.ts), so the queue
 * retries only a run that never ended: its worker died (its heartbeat stops: noticed within a
 * minute) or it ran past the expiry. After the last, the clean-up's sweep fails the upload
 * (video-cleanup.ts).
 */
export const CONSOLE_VIDEO_JOB_OPTIONS = {
  retryLimit: 2,
  expireInSeconds: 4 * 3600,
  heartbeatSeconds: 60,
};

/** Files the transcode of one upload. */
export const consoleVideoJob = (consoleVideoId: number) => ({
  name: CONSOLE_VIDEO_QUEUE,
  data: { consoleVideoId },
  options: { singletonKey: consoleVideoJobKey(consoleVideoId), ...CONSOLE_VIDEO_JOB_OPTIONS },
});
