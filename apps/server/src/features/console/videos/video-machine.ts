import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * A class a studio uploads (console_videos.state): waiting for its file, processing (transcoded
 * by its job), then ready or failed with why; a failed one may be processed again.
 */
export const consoleVideo = stateMachine(
  'console video',
  ['waiting', 'processing', 'ready', 'failed'],
  {
    create: { from: [NONE], to: 'waiting' },
    /** Its file arrived whole. */
    receive: { from: ['waiting'], to: 'processing' },
    finish: { from: ['processing'], to: 'ready' },
    /** Transcoding refused the file, or stopped for good. */
    fail: { from: ['processing'], to: 'failed' },
    retry: { from: ['failed'], to: 'processing' },
  },
);

/** The moves that change an upload's state after it was made (updateConsoleVideo's `move`). */
export type ConsoleVideoMove = Exclude<keyof typeof consoleVideo.moves, 'create'>;
