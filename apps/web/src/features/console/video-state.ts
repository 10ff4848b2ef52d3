import type { ConsoleVideo } from '@jetsweat/contract';

/** This page's own upload of a class's file, as tus reports it. */
export type UploadUnderWay = { videoId: number; sent: number; total: number };

const stateTexts: Record<ConsoleVideo['state'], string> = {
  waiting: 'Waiting for its file (upload again to finish)',
  processing: 'Transcoding…',
  ready: 'Ready',
  failed: 'Transcoding failed',
};

/**
 * A class's state in words. A class waits for its file from its creation until tus stores the
 * last byte, so while this page is still sending it the row says so, with the share sent; "upload
 * again" is only for a file nobody is sending any more (issue 56).
 */
export function videoStateText(video: ConsoleVideo, upload: UploadUnderWay | undefined): string {
  if (video.state === 'waiting' && upload?.videoId === video.id) {
    const percent = upload.total ? Math.floor((upload.sent / upload.total) * 100) : 0;
    return percent < 100 ? `Uploading… ${percent}%` : 'Uploaded. Checking the file…';
  }
  return stateTexts[video.state];
}
