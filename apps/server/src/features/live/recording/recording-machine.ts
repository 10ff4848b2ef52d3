import { NONE, stateMachine } from '../../../platform/db/state-machine.ts';

/**
 * A class's recording (live_recordings.state): it takes parts while the class is on air, is
 * processed into an on-demand class once it ends, and may go on air again within its time.
 */
export const recording = stateMachine('recording', ['recording', 'processing', 'ready', 'failed'], {
  /** The instructor went live: the class's first recording. */
  open: { from: [NONE], to: 'recording' },
  /** "End class", or the class's time ran out. */
  close: { from: ['recording'], to: 'processing' },
  publish: { from: ['processing'], to: 'ready' },
  fail: { from: ['processing'], to: 'failed' },
  /** The instructor or the studio asked for a failed recording to be processed again. */
  retry: { from: ['failed'], to: 'processing' },
  /** The class went on air again within its time: more parts come. */
  reopen: { from: ['processing', 'ready', 'failed'], to: 'recording' },
});
export type RecordingState = (typeof recording.states)[number];
